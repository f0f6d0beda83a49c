// Several main-thread profiles of one page reduced to what the report shows: the median longest task and
// the run it came from, whose long tasks and script-time breakdown then stand for the page.
import { median } from "./stats";
import type { MainThreadRun, MainThreadSummary, PageKey } from "./types";

/** How long a profile keeps recording after `load`: hydration, prefetching and idle callbacks come after it. */
export function profileWaitMs(cpuThrottle: number): number {
  return 4000 * Math.max(1, cpuThrottle / 2);
}

/**
 * Index of the run whose value is the median: the middle one for an odd count, the lower middle one for an
 * even count (a run that happened, not an average of two). Ties keep run order. `undefined` for no runs.
 */
export function medianIndex(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)].index;
}

export interface PageRuns {
  build: string;
  page: PageKey;
  url: string;
  cpuThrottle: number;
  runs: readonly MainThreadRun[];
  /** Runs that failed, as messages: they are reported, not silently dropped. */
  errors?: readonly string[];
}

export function summarizeMainThread({ build, page, url, cpuThrottle, runs, errors = [] }: PageRuns): MainThreadSummary {
  const longestTaskMsByRun = runs.map((run) => run.longestTaskMs);
  const middle = medianIndex(longestTaskMsByRun);
  return {
    build,
    page,
    url,
    cpuThrottle,
    runs: runs.length,
    longestTaskMsByRun,
    medianLongestTaskMs: median(longestTaskMsByRun),
    medianRun: middle === undefined ? undefined : runs[middle],
    errors: [...errors],
  };
}

/** The areas of several breakdowns, largest total first, with the ones under `minMs` everywhere folded into one row. */
export function breakdownRows(
  breakdowns: readonly Record<string, number>[],
  minMs: number,
): { area: string; ms: (number | undefined)[] }[] {
  const totals = new Map<string, number>();
  for (const breakdown of breakdowns)
    for (const [area, ms] of Object.entries(breakdown)) totals.set(area, (totals.get(area) ?? 0) + ms);
  const areas = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b));
  const shown = areas.filter((area) => breakdowns.some((breakdown) => (breakdown[area] ?? 0) >= minMs));
  const folded = areas.filter((area) => !shown.includes(area));
  const rows = shown.map((area) => ({ area, ms: breakdowns.map((breakdown) => breakdown[area]) }));
  if (folded.length > 0) {
    rows.push({
      area: `${folded.length} other area${folded.length === 1 ? "" : "s"}, each under ${minMs} ms`,
      ms: breakdowns.map((breakdown) => folded.reduce((sum, area) => sum + (breakdown[area] ?? 0), 0)),
    });
  }
  return rows;
}

/** `<dir>/5000-detail-run2-4x.cpuprofile`: parts joined with dashes, each reduced to letters, digits and dashes. */
export function profileDumpFile(dir: string, parts: readonly (string | number)[], cpuThrottle: number): string {
  const slug = parts
    .map((part) =>
      String(part)
        .replace(/[^A-Za-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .map((part) => part || "root")
    .join("-");
  return `${dir.replace(/\/+$/, "")}/${slug}-${cpuThrottle}x.cpuprofile`;
}
