// Browser code must not reach zod (or the Node-only modules of src/lib): zod alone is ~30 KB gzip, and
// it would land on the home, inventory and vehicle pages through one innocent constant import.
// Why this is not an ESLint rule: `no-restricted-imports` and `import-x/no-restricted-paths` look at one file's
// own imports, and the danger here is transitive (a component imports a src/lib constant whose module imports
// zod). The folder layering itself (src/lib imports no React and nothing above it; components never import
// gatsby/, templates or pages) is in eslint.config.mjs, tested in eslint-layering.test.ts; this walk stays for
// what a per-file rule cannot see.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, runtimeImports, sourceFilesUnder } from "../support/import-graph";

const root = path.resolve(__dirname, "../..");
const ENTRY_DIRS = ["src/pages", "src/templates", "src/slices", "src/components"];
const ENTRY_FILES = ["gatsby-browser.tsx"];
const SERVER_ONLY_PACKAGES = ["zod", "nodemailer", "fs", "node:fs", "path", "node:path"];

describe("browser bundles", () => {
  it("finds value imports, side-effect imports and import(), and skips type-only ones", () => {
    const source = `import { a, type B } from "./a";\nimport type { C } from "./c";\nexport { d } from "./d";\nexport type { E } from "./e";\nimport "./side";\nconst f = () => import("./lazy");`;
    expect(runtimeImports(source)).toEqual(["./a", "./d", "./side", "./lazy"]);
  });

  it("no page, template, slice or component reaches a server-only package", () => {
    const entries = [
      ...ENTRY_DIRS.flatMap((dir) => sourceFilesUnder(path.join(root, dir))),
      ...ENTRY_FILES.map((file) => path.join(root, file)),
    ];
    const reached = importGraph(entries, root).packages;
    const offenders = SERVER_ONLY_PACKAGES.filter((name) => reached.has(name)).map(
      (name) => `${name} via ${reached.get(name)!.join(" -> ")}`,
    );
    expect(offenders).toEqual([]);
  });
});
