// Renders bench/RESULTS.md from one run's results (and the previous run's, for the comparison).
import { formatCpuSlowdown } from "./cpu-slowdown";
import { checkBudgets, largestBuild, PAGE_LABELS, siteBuilds, transferFor } from "./budgets";
import { MAIN_THREAD_CPU_THROTTLE } from "./config";
import { IMPORT_SECTION_TITLE, importSection } from "./import-report";
import { renderTable, type Align } from "./markdown-table";
import { describeEncodings } from "./resource-sizes";
import { buildPhasesSection, phaseFigures } from "./report-build-phases";
import { mainThreadFigures, mainThreadSection } from "./report-main-thread";
import { formatBytes, formatCount, formatDuration, formatRatio, formatScore, NOT_AVAILABLE, ratio } from "./stats";
import {
  RESOURCE_KINDS,
  SITE_PAGES,
  type BenchResults,
  type BuildMetrics,
  type HeadlineFigure,
  type PageTransfer,
  type ResourceKind,
} from "./types";

const KIND_LABELS: Record<ResourceKind, string> = {
  html: "HTML",
  js: "JS",
  css: "CSS",
  json: "JSON",
  font: "fonts",
  image: "images",
  other: "other",
};

const right = (columns: number, leftColumns = 1): Align[] =>
  Array.from({ length: columns }, (_, index) => (index < leftColumns ? "left" : "right"));

function buildLabel(build: BuildMetrics): string {
  return build.vehicles === undefined || build.label.includes("vehicles")
    ? build.label
    : `${build.label} (${formatCount(build.vehicles)} vehicles)`;
}

function machineSection(results: BenchResults): string {
  const { machine } = results;
  return renderTable({
    headers: ["", ""],
    rows: [
      ["CPU", `${machine.cpuModel}, ${machine.cores} cores`],
      ["memory", formatBytes(machine.memoryBytes)],
      ["OS", machine.os],
      ["Node.js", machine.node],
      ["Chromium", machine.chromium],
      ["Gatsby", machine.gatsby],
      ["Lighthouse", machine.lighthouse],
      ["load average at start (1, 5, 15 min)", machine.loadAverageAtStart.join(", ")],
      [
        "highest 1-min load average during the run",
        machine.loadAveragePeak === undefined ? NOT_AVAILABLE : String(machine.loadAveragePeak),
      ],
    ],
  });
}

function buildsSection(results: BenchResults): string {
  const rows = results.builds.map((build) => [
    buildLabel(build),
    formatCount(build.pages),
    build.vehicles === undefined ? NOT_AVAILABLE : formatCount(build.detailPages),
    formatDuration(build.wallMs),
    formatDuration(build.cpuMs),
    formatDuration(ratio(build.wallMs, build.pages)),
    build.vehicles ? formatDuration(ratio(build.wallMs, build.vehicles)) : NOT_AVAILABLE,
    formatBytes(build.peakTreeRssBytes),
    formatBytes(build.peakProcessRssBytes),
    formatBytes(build.publicBytes),
    formatCount(build.publicFiles),
    build.error ? `FAILED: ${build.error.split("\n")[0]}` : "ok",
  ]);
  return renderTable({
    headers: [
      "build",
      "pages",
      "detail pages",
      "wall time",
      "CPU time",
      "per page",
      "per vehicle",
      "peak memory (process tree)",
      "peak memory (largest process)",
      "`public/`",
      "files",
      "result",
    ],
    rows,
    align: right(12),
  });
}

function growthSection(results: BenchResults): string {
  const generated = siteBuilds(results).filter((build) => build.name !== "sample");
  if (generated.length < 2) return "_Needs two generated inventories._";
  const small = generated[0];
  const large = generated[generated.length - 1];
  const marginal = ratio(large.wallMs - small.wallMs, (large.vehicles ?? 0) - (small.vehicles ?? 0));
  const row = (
    label: string,
    a: number | undefined,
    b: number | undefined,
    format: (value: number | undefined) => string,
  ) => [label, format(a), format(b), formatRatio(ratio(b, a))];
  return [
    renderTable({
      headers: ["measure", buildLabel(small), buildLabel(large), "growth"],
      rows: [
        row("vehicles", small.vehicles, large.vehicles, formatCount),
        row("pages", small.pages, large.pages, formatCount),
        row("wall time", small.wallMs, large.wallMs, formatDuration),
        row("peak memory (process tree)", small.peakTreeRssBytes, large.peakTreeRssBytes, formatBytes),
        row("`public/` size", small.publicBytes, large.publicBytes, formatBytes),
        row("time per page", ratio(small.wallMs, small.pages), ratio(large.wallMs, large.pages), formatDuration),
      ],
      align: right(4),
    }),
    "",
    `Marginal cost of one more vehicle (wall time difference / vehicle difference): **${formatDuration(marginal)}**. ` +
      "Linear or better means every growth figure is at most the vehicles' growth.",
  ].join("\n");
}

function kindCell(transfer: PageTransfer, kind: ResourceKind): string {
  const sizes = transfer.byKind[kind];
  if (sizes.requests === 0) return "-";
  return `${formatBytes(sizes.gzip)} / ${formatBytes(sizes.brotli)} (${sizes.requests})`;
}

function pagesOf(results: BenchResults, build: string | undefined): PageTransfer[] {
  const pages = SITE_PAGES.map((page) =>
    results.transfers.find((transfer) => transfer.build === build && transfer.page === page),
  );
  const floor = results.transfers.find((transfer) => transfer.page === "floor");
  return [...pages, floor].filter((transfer): transfer is PageTransfer => transfer !== undefined);
}

/** The home page's bytes on the wire, by kind and Content-Encoding: what serve:prod's twins send. */
function wireLines(transfers: readonly PageTransfer[]): string[] {
  const home = transfers.find((transfer) => transfer.page === "home" && !transfer.error && transfer.wire);
  if (!home?.wire) return [];
  const kinds = RESOURCE_KINDS.filter((kind) => (home.wire?.byKind[kind] ?? 0) > 0)
    .map((kind) => `${KIND_LABELS[kind]} ${formatBytes(home.wire?.byKind[kind])}`)
    .join(", ");
  return [
    "",
    `Bytes on the wire for \`/\`: **${formatBytes(home.wire.bytes)}** (${kinds}; responses by Content-Encoding: ${describeEncodings(home.wire.encodings)}).`,
  ];
}

function transferSection(results: BenchResults): string {
  const largest = largestBuild(results.builds);
  const transfers = pagesOf(results, largest?.name);
  if (transfers.length === 0) return "_Not measured._";
  const floor = transferFor(results, "floor", "floor");
  const missing = SITE_PAGES.filter((page) => !transfers.some((transfer) => transfer.page === page));
  const byType = renderTable({
    headers: ["page", ...RESOURCE_KINDS.map((kind) => KIND_LABELS[kind])],
    rows: transfers.map((transfer) => [
      PAGE_LABELS[transfer.page],
      ...RESOURCE_KINDS.map((kind) => (transfer.error ? NOT_AVAILABLE : kindCell(transfer, kind))),
    ]),
    align: right(RESOURCE_KINDS.length + 1),
  });
  const totals = renderTable({
    headers: [
      "page",
      "URL",
      "requests",
      "raw",
      "gzip",
      "brotli",
      "on the wire",
      "requests vs floor",
      "gzip vs floor",
      "brotli vs floor",
    ],
    rows: transfers.map((transfer) =>
      transfer.error
        ? [
            PAGE_LABELS[transfer.page],
            `\`${new URL(transfer.url).pathname}\``,
            `failed: ${transfer.error}`,
            "",
            "",
            "",
            "",
            "",
            "",
            "",
          ]
        : [
            PAGE_LABELS[transfer.page],
            `\`${new URL(transfer.url).pathname}\``,
            formatCount(transfer.requests),
            formatBytes(transfer.total.raw),
            formatBytes(transfer.total.gzip),
            formatBytes(transfer.total.brotli),
            transfer.wire ? formatBytes(transfer.wire.bytes) : NOT_AVAILABLE,
            formatRatio(ratio(transfer.requests, floor?.requests)),
            formatRatio(ratio(transfer.total.gzip, floor?.total.gzip)),
            formatRatio(ratio(transfer.total.brotli, floor?.total.brotli)),
          ],
    ),
    align: right(10, 2),
  });
  const lines = [
    `Build: ${largest ? buildLabel(largest) : NOT_AVAILABLE}. By type: gzip / brotli (requests).`,
    "",
    byType,
    "",
    "Totals (raw, gzip -9 and brotli 11 computed from each body; on the wire: each body as the server sent it):",
    "",
    totals,
    ...wireLines(transfers),
  ];
  if (missing.length > 0)
    lines.push("", `Not in this build (n/a): ${missing.map((page) => PAGE_LABELS[page]).join(", ")}.`);
  return lines.join("\n");
}

function acrossBuildsSection(results: BenchResults): string {
  const builds = siteBuilds(results);
  const rows = SITE_PAGES.map((page) => [
    PAGE_LABELS[page],
    ...builds.map((build) => {
      const transfer = transferFor(results, build.name, page);
      return transfer
        ? `${formatBytes(transfer.total.brotli)} (${transfer.requests} req., JS ${formatBytes(transfer.byKind.js.gzip)} gzip)`
        : NOT_AVAILABLE;
    }),
  ]);
  return renderTable({ headers: ["page", ...builds.map(buildLabel)], rows, align: right(builds.length + 1) });
}

function indexSection(results: BenchResults): string {
  const largest = largestBuild(results.builds)?.name;
  const rows = siteBuilds(results).map((build) => {
    const transfer = transferFor(results, build.name, "inventory");
    let files = transfer?.dataFiles ?? [];
    let when = "first load";
    // An index fetched only once the shopper uses the search shows up in the filter timing's session.
    if (files.length === 0 && build.name === largest && (results.filterTiming.dataFiles?.length ?? 0) > 0) {
      files = results.filterTiming.dataFiles ?? [];
      when = "on use";
    }
    if (!transfer || files.length === 0)
      return [
        buildLabel(build),
        formatCount(build.listedVehicles),
        transfer ? "none fetched" : "no `/inventory/`",
        ...Array<string>(6).fill(NOT_AVAILABLE),
      ];
    const sum = (key: "raw" | "gzip" | "brotli") => files.reduce((total, file) => total + file.sizes[key], 0);
    const listed = build.listedVehicles;
    return [
      buildLabel(build),
      formatCount(listed),
      `${files.map((file) => `\`${new URL(file.url).pathname}\``).join(", ")} (${when})`,
      formatBytes(sum("raw")),
      formatBytes(sum("gzip")),
      formatBytes(sum("brotli")),
      formatCount(ratio(sum("raw"), listed)),
      formatCount(ratio(sum("gzip"), listed)),
      formatCount(ratio(sum("brotli"), listed)),
    ];
  });
  return renderTable({
    headers: [
      "build",
      "listed vehicles",
      "index file(s)",
      "raw",
      "gzip",
      "brotli",
      "bytes/vehicle raw",
      "gzip",
      "brotli",
    ],
    rows,
    align: right(9, 3),
  });
}

function lighthouseSection(results: BenchResults): string {
  if (results.lighthouse.length === 0) return "_Not run._";
  const categoryIds = [...new Set(results.lighthouse.flatMap((summary) => Object.keys(summary.scores)))];
  const titles = Object.assign({}, ...results.lighthouse.map((summary) => summary.categoryTitles)) as Record<
    string,
    string
  >;
  const rows = results.lighthouse.map((summary) => [
    PAGE_LABELS[summary.page],
    summary.runs === 0 ? `failed: ${summary.errors[0] ?? "no run"}` : String(summary.runs),
    ...categoryIds.map((id) => formatScore(summary.scores[id])),
    formatDuration(summary.metrics.lcpMs),
    formatDuration(summary.metrics.tbtMs),
    summary.metrics.cls === undefined ? NOT_AVAILABLE : summary.metrics.cls.toFixed(3),
    formatDuration(summary.metrics.fcpMs),
    formatDuration(summary.metrics.speedIndexMs),
    summary.benchmarkIndex === undefined ? NOT_AVAILABLE : String(Math.round(summary.benchmarkIndex)),
    formatCpuSlowdown(summary.cpuSlowdown, summary.calibrationBenchmarkIndex),
  ]);
  const table = renderTable({
    headers: [
      "page",
      "runs",
      ...categoryIds.map((id) => titles[id] ?? id),
      "LCP",
      "TBT",
      "CLS",
      "FCP",
      "Speed Index",
      "benchmarkIndex",
      "CPU slowdown",
    ],
    rows,
    align: right(categoryIds.length + 9),
  });
  const errors = results.lighthouse.flatMap((summary) =>
    summary.errors.map((error) => `- ${PAGE_LABELS[summary.page]}: ${error}`),
  );
  return errors.length > 0 ? `${table}\n\nErrors:\n\n${errors.join("\n")}` : table;
}

function filterSection(results: BenchResults): string {
  const { filterTiming } = results;
  if (filterTiming.status !== "measured") return `n/a: ${filterTiming.reason ?? "not measured"}`;
  const table = renderTable({
    headers: [
      "control",
      "kind",
      "CPU slowdown",
      "interactions",
      "input -> results updated (median)",
      "p90",
      "input -> painted on screen (median)",
      "p90",
      "input -> next frame (median)",
      "p90",
      "no change seen",
    ],
    rows: filterTiming.controls.map((control) => [
      control.control,
      control.kind,
      `${control.cpuThrottle}x`,
      String(control.interactions),
      formatDuration(control.updateMedianMs),
      formatDuration(control.updateP90Ms),
      formatDuration(control.paintMedianMs),
      formatDuration(control.paintP90Ms),
      formatDuration(control.frameMedianMs),
      formatDuration(control.frameP90Ms),
      String(control.timeouts),
    ]),
    align: right(11, 2),
  });
  return [
    `Page: \`${filterTiming.url ?? NOT_AVAILABLE}\`; result count shown: "${filterTiming.resultCountText ?? NOT_AVAILABLE}".`,
    "",
    table,
  ].join("\n");
}

export type { HeadlineFigure };

export function headlineFigures(results: BenchResults): HeadlineFigure[] {
  const figures: HeadlineFigure[] = [];
  for (const build of results.builds) {
    figures.push({
      key: `build-time-${build.name}`,
      label: `build time, ${build.label}`,
      value: build.wallMs,
      format: "duration",
    });
    figures.push({
      key: `build-memory-${build.name}`,
      label: `build peak memory, ${build.label}`,
      value: build.peakTreeRssBytes,
      format: "bytes",
    });
  }
  const largest = largestBuild(results.builds);
  for (const transfer of pagesOf(results, largest?.name)) {
    const scope = transfer.page === "floor" ? "floor" : "largest";
    figures.push({
      key: `js-gzip-${scope}-${transfer.page}`,
      label: `JS gzip, ${PAGE_LABELS[transfer.page]}`,
      value: transfer.byKind.js.gzip,
      format: "bytes",
    });
    if (transfer.wire)
      figures.push({
        key: `wire-${scope}-${transfer.page}`,
        label: `first load on the wire, ${PAGE_LABELS[transfer.page]}`,
        value: transfer.wire.bytes,
        format: "bytes",
      });
    figures.push({
      key: `total-brotli-${scope}-${transfer.page}`,
      label: `first load brotli, ${PAGE_LABELS[transfer.page]}`,
      value: transfer.total.brotli,
      format: "bytes",
    });
  }
  for (const summary of results.lighthouse) {
    figures.push({
      key: `lh-perf-${summary.page}`,
      label: `Lighthouse performance, ${PAGE_LABELS[summary.page]}`,
      value: summary.scores.performance,
      format: "score",
    });
    if (summary.page === "floor") continue;
    figures.push({
      key: `lh-tbt-${summary.page}`,
      label: `Lighthouse TBT, ${PAGE_LABELS[summary.page]}`,
      value: summary.metrics.tbtMs,
      format: "duration",
    });
    figures.push({
      key: `lh-lcp-${summary.page}`,
      label: `Lighthouse LCP, ${PAGE_LABELS[summary.page]}`,
      value: summary.metrics.lcpMs,
      format: "duration",
    });
  }
  figures.push(...mainThreadFigures(results), ...phaseFigures(results));
  for (const control of results.filterTiming.controls) {
    figures.push({
      key: `filter-${control.control}-${control.cpuThrottle}`,
      label: `${control.control} at ${control.cpuThrottle}x CPU, to results`,
      value: control.updateMedianMs,
      format: "duration",
    });
    figures.push({
      key: `filter-paint-${control.control}-${control.cpuThrottle}`,
      label: `${control.control} at ${control.cpuThrottle}x CPU, to paint`,
      value: control.paintMedianMs,
      format: "duration",
    });
  }
  return figures;
}

function formatFigure(figure: HeadlineFigure | undefined): string {
  if (!figure) return NOT_AVAILABLE;
  if (figure.format === "bytes") return formatBytes(figure.value);
  if (figure.format === "score") return formatScore(figure.value);
  return formatDuration(figure.value);
}

function comparisonSection(results: BenchResults, previous: BenchResults | undefined): string {
  const lines: string[] = [];
  if (previous) {
    const before = new Map(headlineFigures(previous).map((figure) => [figure.key, figure]));
    const rows = headlineFigures(results).map((figure) => {
      const old = before.get(figure.key);
      return [figure.label, formatFigure(old), formatFigure(figure), formatRatio(ratio(figure.value, old?.value))];
    });
    lines.push(
      `Change since the previous run (${previous.startedAt}${previous.quick ? ", quick" : ""}, commit ${previous.commit}):`,
      "",
      renderTable({ headers: ["measure", "previous", "now", "now / previous"], rows, align: right(4) }),
      "",
    );
  } else {
    lines.push("_No earlier run on this machine to compare with (its results would be in `bench/tmp/`)._", "");
  }
  lines.push("Earlier results: the history of this file in git (`git log -p bench/RESULTS.md`).");
  return lines.join("\n");
}

export function renderReport(results: BenchResults, previous: BenchResults | undefined): string {
  const largest = largestBuild(results.builds);
  const budgets = checkBudgets(results);
  const mark = (holds: boolean | undefined) => (holds === undefined ? "n/a" : holds ? "yes" : "**NO**");
  return [
    "# Benchmark results",
    "",
    `Run ${results.startedAt} to ${results.finishedAt} (${formatDuration(results.durationMs)}), ${results.quick ? "**quick run** (`BENCH_QUICK=1`)" : "full run"}, commit ${results.commit}. ` +
      `Generated inventories: ${results.settings.counts.map((count) => formatCount(count)).join(" and ")} vehicles reusing ${results.settings.photos} photo files; ` +
      `Lighthouse runs per page: ${results.settings.lighthouseRuns}; main-thread profiles per page: ${results.settings.mainThreadRuns}; filter interactions per control: ${results.settings.interactions}. ` +
      "How to run it and what each figure means: bench/README.md.",
    "",
    "## Machine",
    "",
    machineSection(results),
    "",
    "## Commands",
    "",
    "```sh",
    ...results.commands,
    "```",
    "",
    "## Budgets (docs/performance.md#quality-bars)",
    "",
    renderTable({
      headers: ["budget", "measured", "holds"],
      rows: budgets.map((check) => [check.budget, check.measured, mark(check.holds)]),
    }),
    "",
    "## Builds",
    "",
    "Each build is a cold `gatsby build` (fresh copy of the project, no `.cache/`). Pages: `page-data.json` files; per page and per vehicle: wall time divided by them. " +
      "CPU time: user + system of the build and its workers (`time -v`); a wall time well above it means the build waited, for other work on the machine or for the disk.",
    "",
    buildsSection(results),
    "",
    "## Growth",
    "",
    growthSection(results),
    "",
    "## Build phases",
    "",
    "Where each build's time goes, in Gatsby's own words: the `success <step> - <seconds>s` lines of its log (`bench/tmp/<name>/bench-build.log`). " +
      "Steps overlap (sharp's image jobs run in worker processes alongside queries and HTML; image jobs started by `onPostBuild` queries are a second " +
      '"IMAGE_PROCESSING" batch), and start-up before the first step is not logged, so the column need not add up to the wall time.',
    "",
    buildPhasesSection(results),
    "",
    "## First load",
    "",
    "A first visit by a phone (Lighthouse's moto g power screen and user agent, empty cache, service worker blocked), every response until the network is quiet for 1.5 s " +
      "(Gatsby's prefetching of linked pages included). gzip (level 9) and brotli (quality 11) are computed from each response body; images and fonts are counted as sent.",
    "",
    transferSection(results),
    "",
    "First load (brotli total) of the same pages as the inventory grows:",
    "",
    acrossBuildsSection(results),
    "",
    "## Inventory index",
    "",
    "JSON files `/inventory/` fetched other than Gatsby's page, slice and app data.",
    "",
    indexSection(results),
    "",
    "## Lighthouse",
    "",
    `Build: ${largest ? buildLabel(largest) : NOT_AVAILABLE}. Mobile preset, simulated throttling, median of ${results.settings.lighthouseRuns} run(s) per page, on \`http://localhost\`. ` +
      "`benchmarkIndex` is Lighthouse's own measure of this machine's CPU speed during the runs (lower is slower: other work on the machine lowers it). " +
      "CPU slowdown: the runs' `--throttling.cpuSlowdownMultiplier`, 4 x the benchmarkIndex of a calibration run just before them / 2,400 (the index it came from in brackets), so a fast host cannot hide blocking time; the budgets are judged on these runs.",
    "",
    lighthouseSection(results),
    "",
    `## Main thread at ${MAIN_THREAD_CPU_THROTTLE}x CPU slowdown`,
    "",
    mainThreadSection(results),
    "",
    "## Filtering and sorting",
    "",
    "Real key presses and clicks on `/inventory/`'s controls in Chromium (1280x900), timed inside the page from the input event to the last DOM change of the results, " +
      "to the frame after the last change on screen (painted: what the shopper sees; cards below the screen may follow) and to the frame after the last change; " +
      "CPU slowdown through DevTools' CPU throttling (4x stands in for a mid-range phone).",
    "",
    filterSection(results),
    "",
    ...(results.importTiming ? [IMPORT_SECTION_TITLE, "", importSection(results.importTiming), ""] : []),
    "## Notes",
    "",
    ...(results.notes.length > 0 ? results.notes.map((note) => `- ${note}`) : ["- None."]),
    "",
    "## Previous runs",
    "",
    comparisonSection(results, previous),
    "",
  ].join("\n");
}
