// Gatsby loads one gatsby-browser / gatsby-ssr / gatsby-node / gatsby-config per site (or local plugin) and
// silently ignores the others, so a second file with another extension would drop its hooks without a word.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const API_FILES = ["gatsby-browser", "gatsby-ssr", "gatsby-node", "gatsby-config"];
const EXTENSIONS = [".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts"];

function gatsbyFilesIn(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const name of fs.readdirSync(dir)) {
    const ext = path.extname(name);
    const base = path.basename(name, ext);
    if (API_FILES.includes(base) && EXTENSIONS.includes(ext)) found.set(base, [...(found.get(base) ?? []), name]);
  }
  return found;
}

const pluginDirs = fs.existsSync(path.join(root, "plugins"))
  ? fs.readdirSync(path.join(root, "plugins")).map((name) => path.join(root, "plugins", name))
  : [];

describe("Gatsby API files", () => {
  for (const dir of [root, ...pluginDirs]) {
    it(`${path.relative(root, dir) || "the site"} has at most one file per Gatsby API`, () => {
      const duplicated = [...gatsbyFilesIn(dir).values()].filter((files) => files.length > 1);
      expect(duplicated).toEqual([]);
    });
  }

  it("the site's gatsby-browser wires the progress bar and the inventory scroll rule", () => {
    const browser = fs.readFileSync(path.join(root, "gatsby-browser.tsx"), "utf8");
    for (const hook of ["onRouteUpdateDelayed", "onRouteUpdate", "shouldUpdateScroll"])
      expect(browser).toContain(`export const ${hook}`);
  });
});
