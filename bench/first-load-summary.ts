// The first-load JavaScript figure and its budget, from the scripts a page fetched (bench/first-load-js.ts): every
// script the browser fetches without a click, each recompressed at gzip -9, summed; and which of them the page's
// chunk groups in webpack.stats.json do not name (code the page imports while it loads, e.g. in idle time).

/** First-load JS of `/` and `/es/`, every script fetched without a click, gzip -9: 102 KiB (was 105 KiB, counted short). */
export const FIRST_LOAD_JS_BUDGET_BYTES = 102 * 1024;

export interface FetchedScript {
  /** The path under the site, without its leading slash (`app-6b69d0b619a73b5aba0b.js`). */
  file: string;
  gzip: number;
}

export interface FirstLoadSummary {
  bytes: number;
  scripts: FetchedScript[];
  /** Fetched scripts that are not in the page's chunk groups: what a count from the chunk groups alone misses. */
  outsideChunkGroups: FetchedScript[];
}

/** Sums `fetched` (each file once, in the order fetched) and names those not in `chunkGroupFiles`. */
export function summarizeFirstLoad(
  fetched: readonly FetchedScript[],
  chunkGroupFiles: readonly string[],
): FirstLoadSummary {
  const seen = new Set<string>();
  const scripts = fetched.filter((script) => !seen.has(script.file) && seen.add(script.file));
  const named = new Set(chunkGroupFiles);
  return {
    bytes: scripts.reduce((sum, script) => sum + script.gzip, 0),
    scripts,
    outsideChunkGroups: scripts.filter((script) => !named.has(script.file)),
  };
}

/** `b3de312d-853a8b560fef4812f717.js 1,346, 902-1495aa05d1b6b1fed8d1.js 677`, or `none`. */
export function describeScripts(scripts: readonly FetchedScript[]): string {
  if (scripts.length === 0) return "none";
  return scripts.map((script) => `${script.file} ${script.gzip.toLocaleString("en-US")}`).join(", ");
}
