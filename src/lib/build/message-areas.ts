// The message areas a page draws (docs/languages.md): the catalogs modules (`src/locales/<area>.ts`) its
// component imports, directly or through other modules of ours, static or `import()`, and the text tables the
// modules it reaches name (`textTable("sort-labels")`: src/lib/i18n/text-tables.ts). The build puts the
// messages of those areas and those tables in a translated page's context (gatsby/pages/page-messages.ts), so no
// page's JavaScript carries them.

/** How the walk reads the source: a module's imports, already resolved to files (null: not ours), and its text. */
export interface SourceGraph {
  imports(file: string): readonly string[];
  source(file: string): string;
}

const AREA_MODULE = /[\\/]src[\\/]locales[\\/]([a-z0-9-]+)\.ts$/;
// The registry of every language's tables (and what it imports) is not a page's: the walk stops there.
const TEXTS_REGISTRY = /[\\/]src[\\/]locales[\\/]text-tables\.ts$/;

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

/**
 * The area of a catalogs module (`src/locales/home.ts` is `home`), or null.
 * @internal exported for its unit tests
 */
export function areaOfFile(file: string): string | null {
  return AREA_MODULE.exec(file)?.[1] ?? null;
}

/**
 * The text tables a module's source asks for by name: `textTable("vehicle-field-labels")`.
 * @internal exported for its unit tests
 */
export function textTablesNamed(source: string): string[] {
  return [...source.matchAll(/\btextTable\(\s*["']([a-z0-9-]+)["']\s*\)/g)].map((match) => match[1]!);
}

/** What the roots draw: every catalogs module (by area) and text table reachable from them, sorted. */
export function pageTranslations(
  roots: readonly string[],
  graph: SourceGraph,
): { areas: string[]; textTables: string[] } {
  const seen = new Set<string>();
  const areas = new Set<string>();
  const textTables = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || TEXTS_REGISTRY.test(file)) continue;
    seen.add(file);
    const area = areaOfFile(file);
    // A catalogs module imports only its PO files: the walk stops there.
    if (area !== null) areas.add(area);
    else queue.push(...graph.imports(file));
    for (const table of textTablesNamed(graph.source(file))) textTables.add(table);
  }
  return { areas: [...areas].sort(), textTables: [...textTables].sort() };
}
