// The quality bars of DESIGN.md section 9 that the benchmark can check, evaluated on one run's results.
import { formatBytes, formatDuration, formatRatio, formatScore, ratio } from "./stats";
import type { BenchResults, BuildMetrics, PageKey, PageTransfer } from "./types";

export interface BudgetCheck {
  budget: string;
  measured: string;
  /** undefined: could not be measured in this run (the reason is in `measured`). */
  holds?: boolean;
}

export const JS_BUDGET_GZIP_BYTES = 100 * 1024;
export const LIGHTHOUSE_MIN_SCORE = 0.95;
export const FRAME_MS = 1000 / 60;
/** Growth of /inventory/'s first load, index excluded, from the sample inventory to the largest one. */
export const INVENTORY_GROWTH_TOLERANCE = 1.05;

export function siteBuilds(results: Pick<BenchResults, "builds">): BuildMetrics[] {
  return results.builds.filter((build) => build.name !== "floor");
}

export function largestBuild(builds: readonly BuildMetrics[]): BuildMetrics | undefined {
  return siteBuilds({ builds: [...builds] }).reduce<BuildMetrics | undefined>((largest, build) => (!largest || (build.vehicles ?? 0) > (largest.vehicles ?? 0) ? build : largest), undefined);
}

export function transferFor(results: BenchResults, build: string | undefined, page: PageKey): PageTransfer | undefined {
  return results.transfers.find((transfer) => transfer.build === build && transfer.page === page && !transfer.error);
}

/** First-load bytes without the on-demand index files: what grows with inventory size must only be the index. */
export function withoutDataFiles(transfer: PageTransfer): number {
  return transfer.total.gzip - transfer.dataFiles.reduce((sum, file) => sum + file.sizes.gzip, 0);
}

function jsBudget(results: BenchResults, build: string | undefined): BudgetCheck {
  const home = transferFor(results, build, "home");
  const budget = "First load of `/`: JS <= 100 KiB gzip";
  if (!home) return { budget, measured: "n/a (home page not measured)" };
  return { budget, measured: formatBytes(home.byKind.js.gzip), holds: home.byKind.js.gzip <= JS_BUDGET_GZIP_BYTES };
}

function clsBudget(results: BenchResults, build: string | undefined): BudgetCheck {
  const home = results.lighthouse.find((summary) => summary.build === build && summary.page === "home");
  const budget = "First load of `/`: CLS 0 (Lighthouse)";
  const cls = home?.metrics.cls;
  if (cls === undefined) return { budget, measured: "n/a (Lighthouse did not run on `/`)" };
  return { budget, measured: cls.toFixed(3), holds: cls < 0.001 };
}

function lighthouseBudget(results: BenchResults, build: string | undefined, page: PageKey, label: string): BudgetCheck {
  const summary = results.lighthouse.find((entry) => entry.build === build && entry.page === page);
  const budget = `Lighthouse mobile >= 95 in every category: ${label}`;
  if (!summary || summary.runs === 0) return { budget, measured: `n/a (${summary?.errors[0] ?? "page not in this build"})` };
  const entries = Object.entries(summary.scores);
  const lowest = entries.reduce<[string, number] | undefined>((low, [id, score]) => (score !== undefined && (!low || score < low[1]) ? [id, score] : low), undefined);
  if (!lowest) return { budget, measured: "n/a (no scores)" };
  const failing = entries.filter(([, score]) => score === undefined || score < LIGHTHOUSE_MIN_SCORE).map(([id, score]) => `${summary.categoryTitles[id] ?? id} ${formatScore(score)}`);
  return {
    budget,
    measured: failing.length > 0 ? `below: ${failing.join(", ")}` : `lowest ${formatScore(lowest[1])} (${summary.categoryTitles[lowest[0]] ?? lowest[0]})`,
    holds: failing.length === 0,
  };
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
  const budget = `Filtering ${vehicles?.toLocaleString("en-US") ?? "the largest inventory"} vehicles answers within one frame (median input -> results updated, no CPU slowdown)`;
  const { filterTiming } = results;
  const rows = filterTiming.controls.filter((control) => control.cpuThrottle === 1 && control.updateMedianMs !== undefined);
  if (filterTiming.status !== "measured" || rows.length === 0) return { budget, measured: `n/a (${filterTiming.reason ?? "no control timed"})` };
  const slowest = rows.reduce((slow, row) => ((row.updateMedianMs ?? 0) > (slow.updateMedianMs ?? 0) ? row : slow));
  return {
    budget,
    measured: `slowest: ${slowest.control} ${formatDuration(slowest.updateMedianMs)}`,
    holds: (slowest.updateMedianMs ?? Infinity) <= FRAME_MS,
  };
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
  const largest = largestBuild(results.builds);
  return [
    jsBudget(results, largest?.name),
    clsBudget(results, largest?.name),
    lighthouseBudget(results, largest?.name, "home", "Home"),
    lighthouseBudget(results, largest?.name, "inventory", "Inventory"),
    lighthouseBudget(results, largest?.name, "detail", "vehicle detail page"),
    inventoryGrowthBudget(results, largest?.name),
    filterBudget(results, largest?.vehicles),
    buildScalingBudget(results),
  ];
}
