// Lighthouse on one page: the default config (mobile form factor, simulated throttling) with its CPU slowdown
// scaled to the host (bench/cpu-slowdown.ts: a first run, not counted, gives the host's benchmarkIndex), run N
// times in the system Chromium; the median of each score and metric is reported, with the slowdown used.
import * as chromeLauncher from "chrome-launcher";
import { cpuSlowdownFor } from "./cpu-slowdown";
import { chromiumPath } from "./phone-browser";
import { median } from "./stats";
import type { LighthouseMetrics, LighthouseSummary, PageKey } from "./types";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const METRIC_AUDITS: Record<keyof LighthouseMetrics, string> = {
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcpMs: "first-contentful-paint",
  speedIndexMs: "speed-index",
};

type LighthouseModule = typeof import("lighthouse");

/**
 * Lighthouse is ESM-only. A static import would make tsx load it through require() and re-transform its
 * code with esbuild's keepNames, which puts a `__name` helper into the functions Lighthouse sends to the
 * page ("__name is not defined"). Node's own import() loads it untouched.
 */
const nativeImport = new Function("specifier", "return import(specifier)") as (
  specifier: string,
) => Promise<LighthouseModule>;

interface RunFigures {
  scores: Record<string, number | undefined>;
  titles: Record<string, string>;
  metrics: LighthouseMetrics;
  benchmarkIndex: number;
}

/** One run; `cpuSlowdown` replaces the preset's 4x (the rest of its throttling is kept). */
async function runOnce(url: string, port: number, cpuSlowdown?: number): Promise<RunFigures> {
  const { default: lighthouse } = await nativeImport("lighthouse");
  const throttling = cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", ...throttling });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores: Record<string, number | undefined> = {};
  const titles: Record<string, string> = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id] = category.score ?? undefined;
    titles[id] = category.title;
  }
  const metrics: LighthouseMetrics = {};
  for (const [key, auditId] of Object.entries(METRIC_AUDITS) as [keyof LighthouseMetrics, string][]) {
    metrics[key] = lhr.audits[auditId]?.numericValue;
  }
  return { scores, titles, metrics, benchmarkIndex: lhr.environment.benchmarkIndex };
}

export async function runLighthouse<Page extends string = PageKey>(
  build: string,
  page: Page,
  url: string,
  runs: number,
  /** Called before each run: 0 for the calibration run, then 1 to `runs`. */
  onRun: (run: number) => void,
): Promise<LighthouseSummary<Page>> {
  const figures: RunFigures[] = [];
  const errors: string[] = [];
  // A fresh Chromium per page; Lighthouse itself clears the cache and storage before every run.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  let calibration: { benchmarkIndex: number; cpuSlowdown: number } | undefined;
  try {
    onRun(0);
    const { benchmarkIndex } = await runOnce(url, chrome.port);
    calibration = { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) };
  } catch (error) {
    errors.push(`calibration run: ${message(error)}`);
  }
  try {
    for (let run = 1; calibration && run <= runs; run += 1) {
      onRun(run);
      try {
        figures.push(await runOnce(url, chrome.port, calibration.cpuSlowdown));
      } catch (error) {
        errors.push(message(error));
      }
    }
  } finally {
    chrome.kill();
  }
  const categoryIds = [...new Set(figures.flatMap((figure) => Object.keys(figure.scores)))];
  const scores: Record<string, number | undefined> = {};
  const categoryTitles: Record<string, string> = {};
  for (const id of categoryIds) {
    scores[id] = median(figures.map((figure) => figure.scores[id] ?? Number.NaN));
    categoryTitles[id] = figures.find((figure) => figure.titles[id])?.titles[id] ?? id;
  }
  const metrics: LighthouseMetrics = {};
  for (const key of Object.keys(METRIC_AUDITS) as (keyof LighthouseMetrics)[]) {
    metrics[key] = median(figures.map((figure) => figure.metrics[key] ?? Number.NaN));
  }
  return {
    build,
    page,
    url,
    runs: figures.length,
    scores,
    categoryTitles,
    metrics,
    benchmarkIndex: median(figures.map((figure) => figure.benchmarkIndex)),
    cpuSlowdown: calibration?.cpuSlowdown,
    calibrationBenchmarkIndex: calibration?.benchmarkIndex,
    errors,
  };
}
