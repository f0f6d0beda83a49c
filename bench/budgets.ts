// The quality bars (docs/performance.md#quality-bars) that the benchmark can check, evaluated
// on one run's results: one row each, holding, failing, or n/a with the reason.
import { MAIN_THREAD_CPU_THROTTLE } from "./config";
import { formatBytes, formatCount, formatDuration, formatRatio, formatScore, ratio } from "./stats";
import {
  SITE_PAGES,
  type BenchResults,
  type BuildMetrics,
  type LighthouseMetrics,
  type LighthouseSummary,
  type PageKey,
  type PageTransfer,
} from "./types";

export interface BudgetCheck {
  budget: string;
  measured: string;
  /** undefined: could not be measured in this run (the reason is in `measured`). */
  holds?: boolean;
}

/** 1.4x the first-load JS of a bare Gatsby 5 page (about 66 KiB gzip). */
export const JS_BUDGET_GZIP_BYTES = 93 * 1024;
export const LIGHTHOUSE_MIN_PERFORMANCE = 0.97;
/** Accessibility, Best Practices and SEO: every audit passes. */
export const LIGHTHOUSE_OTHER_CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
export const TBT_BUDGET_MS = 150;
export const LCP_BUDGET_MS = 1500;
/** CLS "0": below what Lighthouse shows as 0.000. */
export const CLS_BUDGET = 0.0005;
export const LONG_TASK_MS = 50;
/** Median input -> results painted on screen while filtering, without CPU slowdown: one frame. */
export const FILTER_BUDGET_MS = 16;
export const BUILD_BUDGET_VEHICLES = 5000;
export const BUILD_BUDGET_MS = 5 * 60_000;
/** Growth of /inventory/'s first load, index excluded, from the sample inventory to the largest one. */
export const INVENTORY_GROWTH_TOLERANCE = 1.05;

/** How every table and budget names the measured pages. */
export const PAGE_LABELS: Record<PageKey, string> = {
  home: "`/`",
  inventory: "`/inventory/`",
  detail: "vehicle detail",
  financing: "`/financing/`",
  floor: "floor `/` (hello world)",
};

export function siteBuilds(results: Pick<BenchResults, "builds">): BuildMetrics[] {
  return results.builds.filter((build) => build.name !== "floor");
}

export function largestBuild(builds: readonly BuildMetrics[]): BuildMetrics | undefined {
  return siteBuilds({ builds: [...builds] }).reduce<BuildMetrics | undefined>(
    (largest, build) => (!largest || (build.vehicles ?? 0) > (largest.vehicles ?? 0) ? build : largest),
    undefined,
  );
}

export function transferFor(results: BenchResults, build: string | undefined, page: PageKey): PageTransfer | undefined {
  return results.transfers.find((transfer) => transfer.build === build && transfer.page === page && !transfer.error);
}

function lighthouseFor(results: BenchResults, build: string | undefined, page: PageKey): LighthouseSummary | undefined {
  return results.lighthouse.find((summary) => summary.build === build && summary.page === page && summary.runs > 0);
}

/** First-load bytes without the on-demand index files: what grows with inventory size must only be the index. */
export function withoutDataFiles(transfer: PageTransfer): number {
  return transfer.total.gzip - transfer.dataFiles.reduce((sum, file) => sum + file.sizes.gzip, 0);
}

/**
 * One budget over the four measured pages: fails if any measured page fails, holds only if every page was
 * measured and holds, else n/a. `measure` gives a page's figure (undefined: not measured) and whether it holds.
 */
function acrossPages(
  budget: string,
  measure: (page: PageKey) => { text: string; holds: boolean } | undefined,
): BudgetCheck {
  const parts: string[] = [];
  let failing = false;
  let missing = false;
  for (const page of SITE_PAGES) {
    const figure = measure(page);
    if (!figure) {
      missing = true;
      parts.push(`${PAGE_LABELS[page]} n/a`);
      continue;
    }
    if (!figure.holds) failing = true;
    parts.push(`${PAGE_LABELS[page]} ${figure.text}${figure.holds ? "" : " (over)"}`);
  }
  return { budget, measured: parts.join(", "), holds: failing ? false : missing ? undefined : true };
}

function jsBudget(results: BenchResults, build: string | undefined): BudgetCheck {
  const home = transferFor(results, build, "home");
  const floor = transferFor(results, "floor", "floor");
  const budget = `First load of \`/\`: JS <= ${formatBytes(JS_BUDGET_GZIP_BYTES)} gzip (1.4x a bare Gatsby 5 page)`;
  if (!home) return { budget, measured: "n/a (home page not measured)" };
  const vsFloor = floor
    ? ` (${formatRatio(ratio(home.byKind.js.gzip, floor.byKind.js.gzip))} the floor's ${formatBytes(floor.byKind.js.gzip)})`
    : "";
  return {
    budget,
    measured: `${formatBytes(home.byKind.js.gzip)}${vsFloor}`,
    holds: home.byKind.js.gzip <= JS_BUDGET_GZIP_BYTES,
  };
}

function lighthouseBudget(results: BenchResults, build: string | undefined, page: PageKey): BudgetCheck {
  const budget = `Lighthouse mobile on ${PAGE_LABELS[page]}: Performance >= ${Math.round(LIGHTHOUSE_MIN_PERFORMANCE * 100)}, Accessibility, Best Practices, SEO 100`;
  const summary = lighthouseFor(results, build, page);
  if (!summary) {
    const failed = results.lighthouse.find((entry) => entry.build === build && entry.page === page);
    return { budget, measured: `n/a (${failed?.errors[0] ?? "page not in this build"})` };
  }
  const required: [string, number][] = [
    ["performance", LIGHTHOUSE_MIN_PERFORMANCE],
    ...LIGHTHOUSE_OTHER_CATEGORIES.map((id): [string, number] => [id, 1]),
  ];
  const title = (id: string) => summary.categoryTitles[id] ?? id;
  const shown = required.map(([id]) => `${title(id)} ${formatScore(summary.scores[id])}`).join(", ");
  const failing = required.filter(([id, minimum]) => (summary.scores[id] ?? -1) < minimum).map(([id]) => title(id));
  return {
    budget,
    measured: failing.length > 0 ? `${shown} (below: ${failing.join(", ")})` : shown,
    holds: failing.length === 0,
  };
}

function metricBudget(
  results: BenchResults,
  build: string | undefined,
  budget: string,
  key: keyof LighthouseMetrics,
  holds: (value: number) => boolean,
  format: (value: number) => string,
): BudgetCheck {
  return acrossPages(budget, (page) => {
    const value = lighthouseFor(results, build, page)?.metrics[key];
    return value === undefined ? undefined : { text: format(value), holds: holds(value) };
  });
}

function mainThreadBudget(results: BenchResults, build: string | undefined): BudgetCheck {
  const budget = `No main-thread task over ${LONG_TASK_MS} ms after first paint at ${MAIN_THREAD_CPU_THROTTLE}x CPU slowdown (median of the runs' longest)`;
  const check = acrossPages(budget, (page) => {
    const summary = results.mainThread.find(
      (entry) => entry.build === build && entry.page === page && entry.cpuThrottle === MAIN_THREAD_CPU_THROTTLE,
    );
    const longest = summary?.medianLongestTaskMs;
    if (longest === undefined) return undefined;
    return { text: longest === 0 ? "none" : formatDuration(longest), holds: longest <= LONG_TASK_MS };
  });
  // A bare Gatsby page's own start-up at the same slowdown: how far below it a site page can go.
  const floor = results.mainThread.find((entry) => entry.page === "floor")?.medianLongestTaskMs;
  return floor === undefined
    ? check
    : { ...check, measured: `${check.measured}; floor (Gatsby hello world) ${formatDuration(floor)}` };
}

function inventoryGrowthBudget(results: BenchResults, largest: string | undefined): BudgetCheck {
  const budget = "`/inventory/` first load does not grow with inventory size (index excluded, gzip, sample -> largest)";
  const small = transferFor(results, "sample", "inventory");
  const large = transferFor(results, largest, "inventory");
  if (!small || !large) return { budget, measured: "n/a (`/inventory/` not in the build)" };
  const growth = ratio(withoutDataFiles(large), withoutDataFiles(small));
  return {
    budget,
    measured: `${formatBytes(withoutDataFiles(small))} -> ${formatBytes(withoutDataFiles(large))} (${formatRatio(growth)})`,
    holds: growth !== undefined && growth <= INVENTORY_GROWTH_TOLERANCE,
  };
}

function filterBudget(results: BenchResults, vehicles: number | undefined): BudgetCheck {
  const budget = `Filtering ${vehicles?.toLocaleString("en-US") ?? "the largest inventory"} vehicles: median input -> results painted on screen <= ${FILTER_BUDGET_MS} ms (one frame, no CPU slowdown)`;
  const { filterTiming } = results;
  const rows = filterTiming.controls.filter(
    (control) => control.cpuThrottle === 1 && control.paintMedianMs !== undefined,
  );
  if (filterTiming.status !== "measured" || rows.length === 0)
    return { budget, measured: `n/a (${filterTiming.reason ?? "no control timed"})` };
  const slowest = rows.reduce((slow, row) => ((row.paintMedianMs ?? 0) > (slow.paintMedianMs ?? 0) ? row : slow));
  return {
    budget,
    measured: `slowest: ${slowest.control} ${formatDuration(slowest.paintMedianMs)}`,
    holds: (slowest.paintMedianMs ?? Infinity) <= FILTER_BUDGET_MS,
  };
}

function coldBuildBudget(results: BenchResults): BudgetCheck {
  const budget = `Cold build of ${formatCount(BUILD_BUDGET_VEHICLES)} vehicles <= ${formatDuration(BUILD_BUDGET_MS)}`;
  const build = siteBuilds(results).find((entry) => entry.vehicles === BUILD_BUDGET_VEHICLES);
  if (!build)
    return {
      budget,
      measured: `n/a (no ${formatCount(BUILD_BUDGET_VEHICLES)}-vehicle build in this run: BENCH_COUNTS)`,
    };
  if (build.error) return { budget, measured: `failed after ${formatDuration(build.wallMs)}`, holds: false };
  return { budget, measured: formatDuration(build.wallMs), holds: build.wallMs <= BUILD_BUDGET_MS };
}

function buildScalingBudget(results: BenchResults): BudgetCheck {
  const budget = "Build time grows linearly or better with inventory size";
  const builds = siteBuilds(results).filter((build) => build.name !== "sample" && !build.error);
  if (builds.length < 2) return { budget, measured: "n/a (needs two generated inventories)" };
  const [small, large] = [builds[0], builds[builds.length - 1]];
  const vehicleGrowth = ratio(large.vehicles, small.vehicles);
  const timeGrowth = ratio(large.wallMs, small.wallMs);
  return {
    budget,
    measured: `${formatRatio(timeGrowth)} time for ${formatRatio(vehicleGrowth)} vehicles`,
    holds: timeGrowth !== undefined && vehicleGrowth !== undefined && timeGrowth <= vehicleGrowth,
  };
}

export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const largest = largestBuild(results.builds)?.name;
  const lighthouse = (budget: string) =>
    `${budget} (Lighthouse mobile, median) on ${SITE_PAGES.map((page) => PAGE_LABELS[page]).join(", ")}`;
  return [
    jsBudget(results, largest),
    ...SITE_PAGES.map((page) => lighthouseBudget(results, largest, page)),
    metricBudget(
      results,
      largest,
      lighthouse(`TBT <= ${TBT_BUDGET_MS} ms`),
      "tbtMs",
      (ms) => ms <= TBT_BUDGET_MS,
      formatDuration,
    ),
    metricBudget(
      results,
      largest,
      lighthouse(`LCP <= ${formatDuration(LCP_BUDGET_MS)}`),
      "lcpMs",
      (ms) => ms <= LCP_BUDGET_MS,
      formatDuration,
    ),
    metricBudget(
      results,
      largest,
      lighthouse("CLS 0"),
      "cls",
      (cls) => cls < CLS_BUDGET,
      (cls) => cls.toFixed(3),
    ),
    mainThreadBudget(results, largest),
    coldBuildBudget(results),
    filterBudget(results, largestBuild(results.builds)?.vehicles),
    inventoryGrowthBudget(results, largest),
    buildScalingBudget(results),
  ];
}
