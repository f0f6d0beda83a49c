// Which named chunk a module of ours belongs in: the first rule one of whose root modules imports it,
// directly or through other modules of ours. Walks importers upwards, so it needs only the module graph
// webpack already has (gatsby/webpack/site-chunks.ts).

export interface ChunkRule {
  /** The chunk's name. */
  name: string;
  /**
   * The root modules, as paths under `src/`: a file (`components/layout.tsx`) or a folder ending in `/`
   * (`slices/`). The roots and everything they import statically go in the chunk.
   */
  roots: readonly string[];
  /**
   * Pages, as their component files under `src/` (`templates/inventory.tsx`), that keep their own copy of the
   * chunk's modules they use instead of loading the chunk: for a page that needs a small part of it.
   */
  ownCopyIn?: readonly string[];
}

export interface ImportGraph<M> {
  /** The module's file path (empty for modules without a file). */
  path(module: M): string;
  /** The modules that import it statically (an `import()` is a separate download on purpose). */
  importers(module: M): Iterable<M>;
}

const SRC = "/src/";

/** The path under `src/` with forward slashes, or null for a file outside our source (packages have `src/` too). */
function sourcePath(path: string): string | null {
  const normalized = path.replace(/\\/g, "/");
  if (normalized.includes("/node_modules/")) return null;
  const at = normalized.lastIndexOf(SRC);
  return at === -1 ? null : normalized.slice(at + SRC.length);
}

function isRoot(path: string | null, roots: readonly string[]): boolean {
  if (path === null) return false;
  return roots.some((root) => (root.endsWith("/") ? path.startsWith(root) : path === root));
}

function reachableFrom<M>(module: M, graph: ImportGraph<M>, roots: readonly string[]): boolean {
  const seen = new Set<M>([module]);
  const queue: M[] = [module];
  while (queue.length > 0) {
    const current = queue.shift() as M;
    const path = sourcePath(graph.path(current));
    if (isRoot(path, roots)) return true;
    // Past our own source (Gatsby's page map, a package) no importer is a root.
    if (path === null) continue;
    for (const importer of graph.importers(current)) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return false;
}

/** The name of the chunk `module` goes in, or null to leave it where webpack puts it. */
export function siteChunkOf<M>(module: M, graph: ImportGraph<M>, rules: readonly ChunkRule[]): string | null {
  if (sourcePath(graph.path(module)) === null) return null;
  for (const rule of rules) if (reachableFrom(module, graph, rule.roots)) return rule.name;
  return null;
}

/**
 * Gatsby's name for a page component's chunk: `templates/inventory.tsx` is `component---src-templates-inventory-tsx`.
 * @internal exported for its unit tests
 */
export function pageChunkName(componentPath: string): string {
  const words = `src/${componentPath}`.replace(/([a-z0-9])([A-Z])/g, "$1-$2");
  return `component---${words.replace(/[^A-Za-z0-9]+/g, "-").toLowerCase()}`;
}

/** Whether the chunk called `chunkName` loads the rule's chunk, rather than keeping its own copy of the modules. */
export function loadsRuleChunk(rule: ChunkRule, chunkName: string | null | undefined): boolean {
  return !(rule.ownCopyIn ?? []).some((page) => pageChunkName(page) === chunkName);
}
