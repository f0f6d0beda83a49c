// The import graph of the project's own modules, type-only imports included (a type-only circle still ties
// two files together: neither can be understood, moved or tested without the other). TypeScript's
// `preProcessFile` lists a file's imports without parsing it, so the whole graph costs little per lint run.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import ts from "typescript";

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs"];

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** The file a relative specifier names, or undefined for a package or anything not found. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  if (isFile(base)) return base;
  for (const extension of EXTENSIONS) if (isFile(base + extension)) return base + extension;
  for (const extension of EXTENSIONS) if (isFile(`${base}/index${extension}`)) return `${base}/index${extension}`;
  return undefined;
}

const importsCache = new Map();

/** The project files `file` imports (static, dynamic and type-only imports and re-exports). */
export function importsOf(file) {
  let imports = importsCache.get(file);
  if (imports === undefined) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    imports = [...new Set(importedFiles.map((entry) => resolveImport(file, entry.fileName)).filter(Boolean))];
    importsCache.set(file, imports);
  }
  return imports;
}

/** A path of imports from `start` to `goal` (both included), or undefined when there is none. */
export function pathBetween(start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (previous.has(next)) continue;
      previous.set(next, file);
      if (next === goal) {
        const path = [];
        for (let step = goal; step !== undefined; step = previous.get(step)) path.unshift(step);
        return path;
      }
      queue.push(next);
    }
  }
  return undefined;
}
