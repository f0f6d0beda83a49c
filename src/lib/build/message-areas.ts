// The message areas a page draws (docs/languages.md): the catalogs modules (`src/locales/<area>.ts`) its
// component imports, directly or through other modules of ours, static or `import()`. The build puts the Spanish
// messages of those areas in the Spanish page's context (gatsby/pages/page-messages.ts), so no page's
// JavaScript carries a catalog.

/** How the walk reads the source: a module's imports, already resolved to files (null: not ours). */
export interface SourceGraph {
  imports(file: string): readonly string[];
}

const AREA_MODULE = /[\\/]src[\\/]locales[\\/]([a-z0-9-]+)\.ts$/;

/**
 * The import specifiers of a module's source: `import … from "x"`, `export … from "x"`, `import "x"`,
 * `import("x")`, `require("x")` (the alert slots' conditional form: its messages come whether or not the build
 * keeps the form).
 */
export function importSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  const pattern =
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    // `import type` brings no code (and no messages).
    if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
    specifiers.push((match[1] ?? match[2] ?? match[3])!);
  }
  return specifiers;
}

/** The area of a catalogs module (`src/locales/home.ts` is `home`), or null. */
export function areaOfFile(file: string): string | null {
  return AREA_MODULE.exec(file)?.[1] ?? null;
}

/** The areas the roots draw: every catalogs module reachable from them, sorted. */
export function messageAreas(roots: readonly string[], graph: SourceGraph): string[] {
  const seen = new Set<string>();
  const areas = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const area = areaOfFile(file);
    // A catalogs module imports only its PO files: the walk stops there.
    if (area !== null) areas.add(area);
    else queue.push(...graph.imports(file));
  }
  return [...areas].sort();
}
