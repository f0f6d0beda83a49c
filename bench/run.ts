// `npm run bench`: builds the floor, the sample site and generated inventories, measures them, and
// writes bench/RESULTS.md (and the same results as JSON in bench/tmp/). Settings: bench/config.ts (BENCH_QUICK=1
// for a short run); method: bench/README.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { checkBudgets, largestBuild } from "./budgets";
import { createFloorTree, createProjectTree, generateInventory, installedVersion } from "./build-tree";
import { buildVariant, previousBuild, type VariantSpec } from "./build-variant";
import { benchConfig, MAIN_THREAD_CPU_THROTTLE, type BenchConfig } from "./config";
import { ensurePhotos, type PhotoReport } from "./ensure-photos";
import { timeFiltering } from "./filter-timing";
import { measureImport } from "./import-timing";
import { runLighthouse } from "./lighthouse";
import { profileMainThread } from "./main-thread";
import { profileDumpFile, summarizeMainThread } from "./main-thread-summary";
import { gitCommit, machineInfo } from "./machine";
import { measureTransfer } from "./measure-transfer";
import { launchBrowser } from "./phone-browser";
import { contentVehicles, firstDetailPath, hasPage } from "./public-stats";
import { renderReport } from "./report";
import { readResults } from "./results-history";
import { serveBuild, type RunningServer } from "./serve";
import { formatBytes, formatDuration } from "./stats";
import type {
  BenchResults,
  BuildMetrics,
  FilterTiming,
  LighthouseSummary,
  MainThreadRun,
  MainThreadSummary,
  PageKey,
  PageTransfer,
} from "./types";
import { markedSections } from "./results-sections";

const repoRoot = path.resolve(__dirname, "..");
const startedAt = new Date();
const clock = performance.now();

function log(message: string): void {
  const seconds = Math.round((performance.now() - clock) / 1000);
  console.log(
    `[bench ${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}] ${message}`,
  );
}

interface Variant {
  spec: VariantSpec;
  metrics: BuildMetrics;
}

let currentServer: RunningServer | undefined;
// Whatever ends the run, the detached server must not outlive it and keep the port busy.
process.on("exit", () => currentServer?.killNow());
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
process.on("unhandledRejection", (reason) => {
  console.error("bench: unexpected error:", reason);
  process.exit(1);
});

async function build(
  config: BenchConfig,
  spec: VariantSpec,
  notes: string[],
  prepare: () => Promise<void>,
): Promise<Variant> {
  const reused = config.reuse ? previousBuild(spec) : undefined;
  if (reused) {
    log(`${spec.label}: reusing the build in ${path.relative(repoRoot, spec.treeDir)} (BENCH_REUSE=1)`);
    notes.push(
      `${spec.label}: build figures are from an earlier build in ${path.relative(repoRoot, spec.treeDir)} (BENCH_REUSE=1), not from this run.`,
    );
    return { spec, metrics: reused };
  }
  await prepare();
  log(`${spec.label}: gatsby build (log: ${path.relative(repoRoot, path.join(spec.treeDir, "bench-build.log"))})`);
  const metrics = await buildVariant(spec);
  if (metrics.error) log(`${spec.label}: BUILD FAILED\n${metrics.error}`);
  else
    log(
      `${spec.label}: ${formatDuration(metrics.wallMs)}, ${metrics.pages} pages, peak ${formatBytes(metrics.peakTreeRssBytes)}, public/ ${formatBytes(metrics.publicBytes)}`,
    );
  return { spec, metrics };
}

/** The pages of one build that exist; missing ones are recorded (page -> builds) instead of failing. */
function pagesToMeasure(variant: Variant, missing: Map<string, string[]>): [PageKey, string][] {
  const publicDir = path.join(variant.spec.treeDir, "public");
  if (!variant.spec.contentDir) return [["floor", "/"]];
  const lack = (page: string) => missing.set(page, [...(missing.get(page) ?? []), variant.spec.label]);
  const pages: [PageKey, string][] = [["home", "/"]];
  if (hasPage(publicDir, "/inventory/")) pages.push(["inventory", "/inventory/"]);
  else lack("`/inventory/`");
  const detail = firstDetailPath(publicDir, contentVehicles(variant.spec.contentDir));
  if (detail) pages.push(["detail", detail]);
  else lack("a vehicle detail page (`vehiclePath()` of a content vehicle)");
  if (hasPage(publicDir, "/financing/")) pages.push(["financing", "/financing/"]);
  else lack("`/financing/`");
  return pages;
}

/** First visits to each page at the budget's CPU slowdown, profiled (bench/main-thread.ts); a failed run is recorded, not fatal. */
async function profilePages(
  browser: Browser,
  config: BenchConfig,
  variant: Variant,
  origin: string,
  pages: [PageKey, string][],
): Promise<MainThreadSummary[]> {
  const publicDir = path.join(variant.spec.treeDir, "public");
  const summaries: MainThreadSummary[] = [];
  for (const [page, route] of pages) {
    const runs: MainThreadRun[] = [];
    const errors: string[] = [];
    for (let run = 1; run <= config.mainThreadRuns; run += 1) {
      log(
        `${variant.spec.label}: main thread of ${route} at ${MAIN_THREAD_CPU_THROTTLE}x, run ${run}/${config.mainThreadRuns}`,
      );
      const dumpFile = config.profileDumpDir
        ? profileDumpFile(config.profileDumpDir, [variant.spec.name, page, `run${run}`], MAIN_THREAD_CPU_THROTTLE)
        : undefined;
      try {
        const {
          url: _url,
          cpuThrottle: _throttle,
          ...profile
        } = await profileMainThread(browser, `${origin}${route}`, publicDir, MAIN_THREAD_CPU_THROTTLE, { dumpFile });
        runs.push(profile);
      } catch (error) {
        errors.push(`run ${run}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      }
    }
    const summary = summarizeMainThread({
      build: variant.spec.name,
      page,
      url: `${origin}${route}`,
      cpuThrottle: MAIN_THREAD_CPU_THROTTLE,
      runs,
      errors,
    });
    log(
      `${variant.spec.label}: ${route}: longest task after first paint ${summary.longestTaskMsByRun.map((ms) => `${ms} ms`).join(", ") || "n/a"}`,
    );
    summaries.push(summary);
  }
  return summaries;
}

async function measure(config: BenchConfig, variants: Variant[], largest: string | undefined, notes: string[]) {
  const transfers: PageTransfer[] = [];
  const lighthouse: LighthouseSummary[] = [];
  const mainThread: MainThreadSummary[] = [];
  let filterTiming: FilterTiming = { status: "n/a", reason: "the largest build did not succeed", controls: [] };
  const missing = new Map<string, string[]>();
  const browser: Browser = await launchBrowser();
  try {
    for (const variant of variants) {
      if (variant.metrics.error) continue;
      const { spec } = variant;
      const pages = pagesToMeasure(variant, missing);
      const server = await serveBuild(spec.treeDir, config.port, path.join(spec.treeDir, "bench-serve.log"));
      currentServer = server;
      try {
        for (const [page, route] of pages) {
          log(`${spec.label}: first-load bytes of ${route}`);
          transfers.push(await measureTransfer(browser, spec.name, page, `${server.origin}${route}`));
        }
        const lighthousePages = spec.name === "floor" || spec.name === largest ? pages : [];
        for (const [page, route] of lighthousePages) {
          lighthouse.push(
            await runLighthouse(spec.name, page, `${server.origin}${route}`, config.lighthouseRuns, (run) =>
              log(
                `${spec.label}: Lighthouse ${route} ${run === 0 ? "calibration run" : `run ${run}/${config.lighthouseRuns}`}`,
              ),
            ),
          );
        }
        // The floor too: what a bare Gatsby page's start-up costs at the same slowdown is the yardstick.
        if (spec.name === "floor")
          mainThread.push(...(await profilePages(browser, config, variant, server.origin, pages)));
        if (spec.name === largest) {
          mainThread.push(...(await profilePages(browser, config, variant, server.origin, pages)));
          if (pages.some(([page]) => page === "inventory")) {
            filterTiming = await timeFiltering(
              browser,
              `${server.origin}/inventory/`,
              config.interactions,
              config.cpuThrottles,
              log,
            );
            if (filterTiming.status === "n/a") log(`filter timing: n/a: ${filterTiming.reason}`);
          } else {
            filterTiming = { status: "n/a", reason: "`/inventory/` is not in the build", controls: [] };
          }
        }
      } finally {
        await server.stop();
        currentServer = undefined;
      }
    }
  } finally {
    await browser.close();
  }
  for (const [page, builds] of missing)
    notes.push(`${page} is not in the build of ${builds.join(", ")}: its figures are n/a.`);
  return { transfers, lighthouse, filterTiming, mainThread };
}

function commandsOf(config: BenchConfig): string[] {
  const knobs = Object.entries(process.env)
    .filter(([name]) => name.startsWith("BENCH_"))
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return [
    `${[...knobs, "npm run bench"].join(" ")}   # everything below, in bench/tmp/`,
    "# floor: bench/tmp/floor = package.json + gatsby-config.js + src/pages/index.js (<h1>Hello world</h1>), node_modules linked",
    "# each site build: bench/tmp/<name> = copy of `git ls-files --cached --others --exclude-standard`, node_modules linked",
    ...config.counts.map(
      (count) =>
        `npx tsx scripts/generate-inventory.ts --count ${count} --out bench/tmp/content-${count} --photos ${config.photos} --source bench/tmp/sample/content`,
    ),
    "CONTENT_DIR=<content> NODE_ENV=production /usr/bin/time -v gatsby build   # cwd bench/tmp/<name>",
    `HOST=localhost PORT=${config.port} npm run serve:prod -- --public-dir public   # one build at a time (the floor: gatsby serve); then Playwright, Lighthouse, main-thread profiles`,
  ];
}

async function main(): Promise<number> {
  const config = benchConfig(process.env, repoRoot);
  const notes: string[] = [];
  fs.mkdirSync(config.tmpDir, { recursive: true });
  log(
    `${config.quick ? "quick" : "full"} run: inventories of ${config.counts.join(", ")} vehicles, ${config.lighthouseRuns} Lighthouse run(s) per page, ` +
      `${config.interactions} interactions per control; results -> ${path.relative(repoRoot, config.resultsFile)}`,
  );
  const machine = machineInfo(repoRoot);
  let loadAveragePeak = machine.loadAverageAtStart[0];
  const loadSampler = setInterval(() => {
    loadAveragePeak = Math.max(loadAveragePeak, Math.round(os.loadavg()[0] * 100) / 100);
  }, 10_000);
  loadSampler.unref();

  const variants: Variant[] = [];
  const floorSpec: VariantSpec = {
    name: "floor",
    label: "floor (Gatsby hello world)",
    treeDir: path.join(config.tmpDir, "floor"),
  };
  variants.push(
    await build(config, floorSpec, notes, async () =>
      createFloorTree(repoRoot, floorSpec.treeDir, installedVersion(repoRoot, "gatsby")),
    ),
  );

  const sampleTree = path.join(config.tmpDir, "sample");
  const sampleSpec: VariantSpec = {
    name: "sample",
    label: "sample content",
    treeDir: sampleTree,
    contentDir: path.join(sampleTree, "content"),
  };
  const photoReportFile = path.join(sampleTree, "bench-photos.json");
  variants.push(
    await build(config, sampleSpec, notes, async () => {
      const files = createProjectTree(repoRoot, sampleTree);
      log(`sample content: copied ${files} project files to ${path.relative(repoRoot, sampleTree)}`);
      const report = await ensurePhotos(sampleTree, path.join(sampleTree, "content"));
      fs.writeFileSync(photoReportFile, JSON.stringify(report));
    }),
  );
  if (fs.existsSync(photoReportFile)) {
    const report = JSON.parse(fs.readFileSync(photoReportFile, "utf8")) as PhotoReport;
    if (report.drawnBySampleScript > 0)
      notes.push(
        `${report.drawnBySampleScript} missing sample photos were drawn by scripts/make-sample-photos.ts in the build tree.`,
      );
    if (report.placeholders > 0) {
      notes.push(
        `${report.placeholders} of ${report.listed} sample photos were missing in this checkout; bench/ensure-photos.ts drew 1600x1200 stand-ins for them (in bench/tmp only).`,
      );
    }
  }

  for (const count of config.counts) {
    const contentDir = path.join(config.tmpDir, `content-${count}`);
    const spec: VariantSpec = {
      name: String(count),
      label: `${count.toLocaleString("en-US")} vehicles`,
      treeDir: path.join(config.tmpDir, `vehicles-${count}`),
      contentDir,
    };
    variants.push(
      await build(config, spec, notes, async () => {
        log(`${spec.label}: generating content in ${path.relative(repoRoot, contentDir)}`);
        generateInventory(sampleTree, count, contentDir, config.photos);
        createProjectTree(repoRoot, spec.treeDir);
      }),
    );
  }
  notes.push(
    `Generated inventories reuse ${config.photos} photo files for every vehicle (scripts/generate-inventory.ts --photos ${config.photos}), so image processing stays bounded: ` +
      "build time and `public/` size at 1,000 and 5,000 vehicles cover pages and data, not thousands of distinct photos.",
  );

  const importCount = Math.max(...config.counts);
  log(`inventory import: a ${importCount.toLocaleString("en-US")}-row feed`);
  const importTiming = await measureImport(repoRoot, path.join(config.tmpDir, "import"), importCount, 3, log).catch(
    (error: unknown) => {
      notes.push(
        `The inventory import timing failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
      );
      return undefined;
    },
  );

  const largest = largestBuild(variants.map((variant) => variant.metrics))?.name;
  const { transfers, lighthouse, filterTiming, mainThread } = await measure(config, variants, largest, notes);
  clearInterval(loadSampler);
  machine.loadAveragePeak = loadAveragePeak;
  if (loadAveragePeak > machine.cores) {
    notes.push(
      `Other work shared the machine: the 1-minute load average reached ${loadAveragePeak} on ${machine.cores} cores ` +
        `(${machine.loadAverageAtStart[0]} at the start). Build times, Lighthouse's TBT and the filter timings are inflated by it; compare runs made on a quiet machine.`,
    );
  }

  const finishedAt = new Date();
  const results: BenchResults = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: performance.now() - clock,
    quick: config.quick,
    commit: gitCommit(repoRoot),
    commands: commandsOf(config),
    machine,
    settings: {
      counts: config.counts,
      lighthouseRuns: config.lighthouseRuns,
      interactions: config.interactions,
      cpuThrottles: config.cpuThrottles,
      photos: config.photos,
      mainThreadRuns: config.mainThreadRuns,
      mainThreadCpuThrottle: MAIN_THREAD_CPU_THROTTLE,
    },
    builds: variants.map((variant) => variant.metrics),
    transfers,
    lighthouse,
    filterTiming,
    importTiming,
    mainThread,
    notes,
  };

  const previous = readResults(config.jsonFile);
  fs.mkdirSync(path.dirname(config.resultsFile), { recursive: true });
  fs.mkdirSync(path.dirname(config.jsonFile), { recursive: true });
  fs.writeFileSync(config.jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  // Sections other commands wrote (bench:leads, bench:serve) stay: this run does not measure them.
  const kept = fs.existsSync(config.resultsFile) ? markedSections(fs.readFileSync(config.resultsFile, "utf8")) : [];
  fs.writeFileSync(config.resultsFile, [renderReport(results, previous).trimEnd(), ...kept].join("\n\n") + "\n");

  for (const check of checkBudgets(results))
    log(
      `budget ${check.holds === undefined ? "n/a " : check.holds ? "ok  " : "FAIL"} ${check.budget}: ${check.measured}`,
    );
  log(`done in ${formatDuration(results.durationMs)}: ${path.relative(repoRoot, config.resultsFile)}`);
  return variants.some((variant) => variant.metrics.error) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
