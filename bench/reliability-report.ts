// The "Reliability" section of bench/RESULTS.md (`npm run bench:reliability`): kills survived, faults tried, leads
// lost, and the load held with its latencies, each budget of the issue with yes/NO. Pure: tested in tests/bench/.
import type { CrashRun } from "./reliability-crash";
import type { FaultResult } from "./reliability-faults";
import type { LatencyFigures, LoadResults } from "./load-bench";
import { renderTable } from "./markdown-table";

export interface ReliabilityResults {
  started: string;
  machine: string;
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
  crash: CrashRun[];
  /** Why gatsby serve's compiled function was not crash-tested, when it was not. */
  functionNotMeasured?: string;
  faults: FaultResult[];
  load: LoadResults | { notMeasured: string };
}

const yes = (ok: boolean) => (ok ? "yes" : "**NO**");
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function latencyRow(name: string, figures: LatencyFigures): string[] {
  return [
    name,
    String(figures.requests),
    figures.requestsPerSecond.toFixed(0),
    ms(figures.p50Ms),
    ms(figures.p99Ms),
    String(figures.errors),
  ];
}

/** Each budget: what it asks, what was measured, and whether it holds. */
export function reliabilityBudgets(results: ReliabilityResults): string[][] {
  const rows: string[][] = [];
  for (const run of results.crash) {
    const { required } = run;
    const held =
      run.kills >= required && run.lost.length === 0 && run.duplicated.length === 0 && run.unopened.length === 0;
    rows.push([
      `crash, ${run.runtime}, ${run.store}: ${required} SIGKILLs, 0 leads lost or duplicated, every kept lead opens`,
      `${run.kills} kills, ${run.lost.length} lost, ${run.duplicated.length} duplicated, ${run.unopened.length} unreadable`,
      yes(held),
    ]);
  }
  if (results.functionNotMeasured)
    rows.push(["crash, gatsby serve (compiled function)", `not measured: ${results.functionNotMeasured}`, "n/a"]);
  const failed = results.faults.filter((fault) => !fault.passed);
  rows.push([
    "faults: each handled as documented, nothing lost once it clears",
    `${results.faults.length - failed.length} of ${results.faults.length} passed`,
    yes(results.faults.length > 0 && failed.length === 0),
  ]);
  if ("notMeasured" in results.load) {
    rows.push(["load (static, photos, leads)", `not measured: ${results.load.notMeasured}`, "n/a"]);
    return rows;
  }
  const { load } = results;
  rows.push(
    [
      "static pages behind nginx: >= 1,000 requests/s, p99 < 50 ms",
      `${load.static.requestsPerSecond.toFixed(0)} requests/s, p99 ${ms(load.static.p99Ms)}, ${load.static.errors} errors`,
      yes(load.static.requestsPerSecond >= 1000 && load.static.p99Ms < 50 && load.static.errors === 0),
    ],
    [
      "image cache within IMAGE_CACHE_MAX_MB after the crawl",
      `${mib(load.photos.cacheBytes)} of ${mib(load.photos.cacheMaxBytes)}`,
      yes(load.photos.cacheBytes <= load.photos.cacheMaxBytes),
    ],
    [
      "cached photo sizes during the crawl: p99 < 20 ms",
      `p99 ${ms(load.photos.cached.p99Ms)}, ${load.photos.cached.errors} errors`,
      yes(load.photos.cached.p99Ms < 20 && load.photos.cached.errors === 0),
    ],
    [
      `${load.leads.shoppers} concurrent shoppers: every lead answered and delivered once`,
      `${load.leads.answered} answered 200, ${load.leads.delivered} delivered once, ${load.leads.lost} lost, ${load.leads.duplicated} duplicated`,
      yes(
        load.leads.answered === load.leads.shoppers &&
          load.leads.delivered === load.leads.answered &&
          load.leads.duplicated === 0,
      ),
    ],
  );
  return rows;
}

export function renderReliability(results: ReliabilityResults): string[] {
  const lines = [
    "## Reliability: the lead outbox under crashes and faults, the server under load (`npm run bench:reliability`)",
    "",
    `Run ${results.started}, ${results.machine}, load average at start ${results.loadAverageAtStart.join(", ")}, at ` +
      `the end ${results.loadAverageAtEnd.join(", ")}. What each part does: bench/README.md; what survives what: ` +
      "docs/architecture.md#what-survives-what.",
    "",
    renderTable({ headers: ["budget", "measured", "holds"], rows: reliabilityBudgets(results) }),
    "",
    "### Crashes: the server killed with SIGKILL while shoppers post leads, then restarted and drained by leads:send",
    "",
    renderTable({
      headers: [
        "runtime",
        "store",
        "kills",
        "on a write",
        "answered 200",
        "cut off",
        "kept",
        "unreadable",
        "delivered",
        "lost",
        "duplicated",
        "time",
      ],
      align: ["left", "left", ...Array<"right">(10).fill("right")],
      rows: results.crash.map((run) => [
        run.runtime,
        run.store,
        String(run.kills),
        String(run.onWrite),
        String(run.answered.length),
        String(run.cutOff),
        String(run.kept),
        String(run.unopened.length),
        String(run.delivered),
        String(run.lost.length),
        String(run.duplicated.length),
        `${run.seconds.toFixed(0)} s`,
      ]),
    }),
    "",
    "### Faults tried (tests/reliability/, as `npm test` runs them)",
    "",
    renderTable({
      headers: ["fault", "test", "passed", "time"],
      align: ["left", "left", "left", "right"],
      rows: results.faults.map((fault) => [fault.name, `\`${fault.file}\``, yes(fault.passed), ms(fault.ms)]),
    }),
    "",
  ];
  if ("notMeasured" in results.load) return [...lines, `### Load\n\nNot measured: ${results.load.notMeasured}.`];
  const { load } = results;
  return [
    ...lines,
    "### Load: serve:prod behind deploy/nginx/dealer-site.conf (TLS, loopback)",
    "",
    renderTable({
      headers: ["load", "requests", "requests/s", "p50", "p99", "errors"],
      align: ["left", "right", "right", "right", "right", "right"],
      rows: [
        latencyRow(`static: the home page and a vehicle page with their ${load.staticPaths} files`, load.static),
        latencyRow(`photo crawl: every size of every photo (${load.photos.sizes}), each once`, load.photos.crawl),
        latencyRow("cached photo sizes, asked for during the crawl", load.photos.cached),
        latencyRow(`leads: ${load.leads.shoppers} shoppers at once, each its own address`, load.leads),
      ],
    }),
    "",
    `serve:prod's peak memory (VmHWM, its photo resizer's added): ${mib(load.peakRssBytes)}. Image cache after the crawl: ` +
      `${mib(load.photos.cacheBytes)} (IMAGE_CACHE_MAX_MB ${mib(load.photos.cacheMaxBytes)}). Leads: ` +
      `${load.leads.answered} answered 200, ${load.leads.delivered} delivered exactly once, ${load.leads.lost} lost.`,
  ];
}
