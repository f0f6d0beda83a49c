// The one import-graph walk of the boundary tests (admin, secrets, browser bundles): which local files and
// packages a set of entry modules loads at run time. Type-only imports vanish at compile time, so they are not
// followed; dynamic import() is, because the bundler still ships what it names (in a chunk of its own).
import fs from "node:fs";
import path from "node:path";

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Specifiers a module loads: value imports and re-exports, side-effect imports and import(). */
export function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?\s*from\s*["']([^"']+)["']/gms))
    if (!match[1]) specifiers.push(match[2]);
  for (const match of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) specifiers.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specifiers.push(match[1]);
  return specifiers;
}

/** The file a relative specifier names, trying the TypeScript extensions and folder indexes. */
function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, ...EXTENSIONS.map((ext) => base + ext)].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** TypeScript files under a folder, at any depth (none when it does not exist). */
export function sourceFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export interface ImportGraph {
  /** Every local file reached (entries included), with the chain of files from an entry that led to it. */
  files: Map<string, string[]>;
  /** Every package imported by a reached file, with the chain of files that led to it. */
  packages: Map<string, string[]>;
}

/**
 * Breadth first, so each chain is a shortest one. Chains name files relative to `root`. `replaced` maps a file to
 * the one a bundle has in its place.
 */
export function importGraph(
  entries: readonly string[],
  root: string,
  replaced: Readonly<Record<string, string>> = {},
): ImportGraph {
  const files = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const queue = entries.map((file) => ({ file, chain: [path.relative(root, file)] }));
  for (let next = 0; next < queue.length; next++) {
    const { file, chain } = queue[next];
    if (files.has(file)) continue;
    files.set(file, chain);
    for (const specifier of runtimeImports(fs.readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) {
        if (!packages.has(specifier)) packages.set(specifier, chain);
        continue;
      }
      const found = resolveLocal(file, specifier);
      const replacement = found && replaced[path.relative(root, found)];
      const target = replacement ? path.join(root, replacement) : found;
      if (target) queue.push({ file: target, chain: [...chain, path.relative(root, target)] });
    }
  }
  return { files, packages };
}
