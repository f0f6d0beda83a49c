// Browser code must not reach zod (or the Node-only modules of src/lib): zod alone is ~30 KB gzip, and
// it would land on the home, inventory and vehicle pages through one innocent constant import.
// Why this is not an ESLint rule: `no-restricted-imports` and `import-x/no-restricted-paths` look at one file's
// own imports, and the danger here is transitive (a component imports a src/lib constant whose module imports
// zod). The folder layering itself (src/lib imports no React and nothing above it; components never import
// gatsby/, templates or pages) is in eslint.config.mjs, tested in eslint-layering.test.ts; this walk stays for
// what a per-file rule cannot see.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const ENTRY_DIRS = ["src/pages", "src/templates", "src/slices", "src/components"];
const ENTRY_FILES = ["gatsby-browser.tsx"];
const SERVER_ONLY_PACKAGES = ["zod", "nodemailer", "fs", "node:fs", "path", "node:path"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Specifiers of value imports and re-exports; `import type` and `export type` vanish at compile time. */
export function valueImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms;
  for (const match of source.matchAll(pattern)) if (!match[2]) specifiers.push(match[4]);
  for (const match of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) specifiers.push(match[1]);
  return specifiers;
}

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every package each local module pulls in, with the chain of files that led there. */
function packagesReached(entries: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: { file: string; chain: string[] }[] = entries.map((file) => ({
    file,
    chain: [path.relative(root, file)],
  }));
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(fs.readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) {
        const target = resolveLocal(file, specifier);
        if (target) queue.push({ file: target, chain: [...chain, path.relative(root, target)] });
      } else if (!reached.has(specifier)) {
        reached.set(specifier, chain);
      }
    }
  }
  return reached;
}

describe("browser bundles", () => {
  it("finds value imports and skips type-only ones", () => {
    const source = `import { a, type B } from "./a";\nimport type { C } from "./c";\nexport { d } from "./d";\nexport type { E } from "./e";\nimport "./side";`;
    expect(valueImports(source)).toEqual(["./a", "./d", "./side"]);
  });

  it("no page, template, slice or component reaches a server-only package", () => {
    const entries = [
      ...ENTRY_DIRS.flatMap((dir) => filesUnder(path.join(root, dir))),
      ...ENTRY_FILES.map((file) => path.join(root, file)),
    ];
    const reached = packagesReached(entries);
    const offenders = SERVER_ONLY_PACKAGES.filter((name) => reached.has(name)).map(
      (name) => `${name} via ${reached.get(name)!.join(" -> ")}`,
    );
    expect(offenders).toEqual([]);
  });
});
