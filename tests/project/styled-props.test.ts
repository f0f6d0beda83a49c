import { execFileSync } from "node:child_process";
import fs from "node:fs";
import isForwardedProp from "../../src/styles/forwarded-prop";

// The site's prop filter (src/styles/forwarded-prop.ts) passes every prop of a styled HTML element to the DOM
// but the theme and `$…` ones: a style-only prop with another name would become an attribute.
const sources = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "src"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && fs.existsSync(file));

/** `styled.span<{ large: boolean }>` and `styled("span")<…>`: the props a styled HTML element declares. */
const STYLED_ELEMENT_PROPS = /styled(?:\.[a-z][a-z0-9]*|\(\s*["'][a-z][a-z0-9]*["'][^)]*\))\s*<([^`(]*?)>\s*[`(]/gs;
const PROP_NAME = /([$\w]+)\??\s*:/g;

function declaredProps(): string[] {
  return sources.flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(STYLED_ELEMENT_PROPS)].flatMap((match) =>
      [...match[1]!.matchAll(PROP_NAME)].map((prop) => `${file}: ${prop[1]}`),
    ),
  );
}

describe("styled elements' props", () => {
  it("finds the props a styled element declares", () => {
    expect(declaredProps()).toContain("src/components/shell/brand-link.tsx: $large");
  });

  it("names each style-only prop of a styled HTML element `$…`, so it stays off the DOM", () => {
    expect(declaredProps().filter((entry) => !entry.split(": ")[1]!.startsWith("$"))).toEqual([]);
  });

  it("holds back the theme, `as` and `$…` props and passes the element's own attributes", () => {
    for (const prop of ["$large", "theme", "as"]) expect(isForwardedProp(prop)).toBe(false);
    for (const prop of ["children", "className", "href", "aria-label", "data-short", "onClick", "tabIndex", "ref"])
      expect(isForwardedProp(prop)).toBe(true);
  });
});
