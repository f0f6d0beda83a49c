import { execFileSync } from "node:child_process";
import fs from "node:fs";

// Font weights and the focus ring come from the tokens (fontWeight in src/styles/tokens.ts, --focus-ring in
// src/styles/global-css.ts), so a weight or the ring changes in one place.
const sources = execFileSync("git", ["ls-files", "src/components", "src/templates", "src/pages", "src/slices"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && fs.existsSync(file));

function offending(pattern: RegExp): string[] {
  return sources.flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => pattern.test(line))
      .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
  );
}

describe("style tokens", () => {
  it("leaves no raw font weight in a component", () => {
    expect(offending(/font-weight:\s*(\d|normal|bold|lighter|bolder)/)).toEqual([]);
  });

  it("leaves no hand-written focus ring in a component", () => {
    expect(offending(/\d+px (solid|dashed|dotted) var\(--color-focus/)).toEqual([]);
    expect(offending(/0 0 0 \d+px var\(--color-focus/)).toEqual([]);
  });
});
