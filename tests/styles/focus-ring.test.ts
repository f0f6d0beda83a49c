import { contrastRatio } from "../../src/lib/colors/contrast";
import { PALETTE, type ColourMode } from "../../src/styles/palette";
import { focusRing } from "../../src/styles/tokens";

const colour = (token: string, mode: ColourMode) => {
  const row = PALETTE.find((candidate) => candidate.token === token);
  if (!row) throw new Error(`no palette token "${token}"`);
  return row[mode];
};

// Every surface a focused element sits on; WCAG 2.4.13 asks 3:1 between the ring and what is next to it.
const PAGE_SURFACES = ["bg", "surface", "surface-muted", "badge-bg", "warning-bg"];
const BRAND_SURFACES = ["brand", "shell", "credit"];

describe("focus ring", () => {
  it.each(["light", "dark"] as const)("stands out 3:1 from every page surface in %s mode", (mode) => {
    const weak = PAGE_SURFACES.filter((surface) => contrastRatio(colour("focus", mode), colour(surface, mode)) < 3);
    expect(weak).toEqual([]);
  });

  it.each(["light", "dark"] as const)("takes the shell's colour on the brand blue in %s mode", (mode) => {
    expect(focusRing.onBrand).toBe("var(--color-focus-on-shell)");
    const weak = BRAND_SURFACES.filter(
      (surface) => contrastRatio(colour("focus-on-shell", mode), colour(surface, mode)) < 3,
    );
    expect(weak).toEqual([]);
    // Why it needs its own colour: the page's ring would vanish on the blue in light mode.
    expect(contrastRatio(colour("focus", "light"), colour("brand", "light"))).toBeLessThan(3);
  });

  it("is drawn in the palette's focus colour", () => {
    expect(focusRing.outline).toBe(`${focusRing.width} solid var(--color-focus)`);
    expect(focusRing.insetOffset).toBe(`-${focusRing.width}`);
  });
});
