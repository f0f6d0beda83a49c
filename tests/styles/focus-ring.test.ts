import { contrastRatio } from "../../src/lib/colors/contrast";
import { GLOBAL_CSS } from "../../src/styles/global-css";
import { PALETTE, type ColourMode } from "../../src/styles/palette";

const colour = (token: string, mode: ColourMode) => {
  const row = PALETTE.find((candidate) => candidate.token === token);
  if (!row) throw new Error(`no palette token "${token}"`);
  return row[mode];
};

// Every surface a focused element sits on; WCAG 2.4.13 asks 3:1 between the ring and what is next to it.
const PAGE_SURFACES = ["bg", "surface", "surface-muted", "badge-bg", "warning-bg"];
const BRAND_SURFACES = ["brand", "shell", "credit"];

describe("focus ring", () => {
  it("is one custom property in the palette's focus colour, and the default ring of every focusable element", () => {
    expect(GLOBAL_CSS).toContain(":root{color-scheme:light;--focus-ring:3px solid var(--color-focus);");
    expect(GLOBAL_CSS).toContain(":focus-visible{outline:var(--focus-ring);");
  });

  it.each(["light", "dark"] as const)("stands out 3:1 from every page surface in %s mode", (mode) => {
    const weak = PAGE_SURFACES.filter((surface) => contrastRatio(colour("focus", mode), colour(surface, mode)) < 3);
    expect(weak).toEqual([]);
  });

  it.each(["light", "dark"] as const)("uses the shell's colour on the brand blue in %s mode", (mode) => {
    const weak = BRAND_SURFACES.filter(
      (surface) => contrastRatio(colour("focus-on-shell", mode), colour(surface, mode)) < 3,
    );
    expect(weak).toEqual([]);
    // Why the brand blue needs its own: the page's ring would all but vanish on it in light mode.
    expect(contrastRatio(colour("focus", "light"), colour("brand", "light"))).toBeLessThan(3);
  });
});
