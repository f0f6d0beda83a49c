// Builders for benchmark results in tests: a plausible run, overridable piece by piece.
import { emptyByKind } from "../../bench/resource-sizes";
import type { BenchResults, BuildMetrics, LighthouseSummary, PageKey, PageTransfer } from "../../bench/types";

export function makeBuild(overrides: Partial<BuildMetrics> = {}): BuildMetrics {
  return {
    name: "1000",
    label: "1,000 vehicles",
    vehicles: 1000,
    listedVehicles: 950,
    wallMs: 120_000,
    peakTreeRssBytes: 1.5 * 1024 ** 3,
    peakProcessRssBytes: 900 * 1024 ** 2,
    cpuMs: 150_000,
    pages: 1100,
    htmlFiles: 1102,
    detailPages: 1000,
    publicBytes: 80 * 1024 ** 2,
    publicFiles: 4000,
    ...overrides,
  };
}

export function makeTransfer(build: string, page: PageKey, overrides: Partial<PageTransfer> = {}): PageTransfer {
  const byKind = emptyByKind();
  byKind.html = { raw: 30_000, gzip: 8_000, brotli: 7_000, requests: 1 };
  byKind.js = { raw: 200_000, gzip: 70_000, brotli: 60_000, requests: 5 };
  return {
    build,
    page,
    url: `http://localhost:9104${page === "inventory" ? "/inventory/" : "/"}`,
    requests: 6,
    total: { raw: 230_000, gzip: 78_000, brotli: 67_000 },
    byKind,
    dataFiles: [],
    ...overrides,
  };
}

export function makeLighthouse(
  build: string,
  page: PageKey,
  overrides: Partial<LighthouseSummary> = {},
): LighthouseSummary {
  return {
    build,
    page,
    url: "http://localhost:9104/",
    runs: 3,
    scores: { performance: 0.99, accessibility: 1, "best-practices": 1, seo: 1 },
    categoryTitles: {
      performance: "Performance",
      accessibility: "Accessibility",
      "best-practices": "Best Practices",
      seo: "SEO",
    },
    metrics: { lcpMs: 1200, tbtMs: 0, cls: 0, fcpMs: 900, speedIndexMs: 1000 },
    benchmarkIndex: 1500,
    cpuSlowdown: 2.5,
    calibrationBenchmarkIndex: 1500,
    errors: [],
    ...overrides,
  };
}

export function makeResults(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    startedAt: "2025-01-31T09:05:00.000Z",
    finishedAt: "2025-01-31T09:20:00.000Z",
    durationMs: 15 * 60_000,
    quick: false,
    commit: "abc1234",
    commands: ["npm run bench"],
    machine: {
      cpuModel: "Test CPU",
      cores: 2,
      memoryBytes: 24 * 1024 ** 3,
      os: "Linux",
      node: "v20.20.2",
      chromium: "Chromium 156",
      gatsby: "5.16.1",
      lighthouse: "12.8.2",
      loadAverageAtStart: [0.5, 0.4, 0.3],
      loadAveragePeak: 1.2,
    },
    settings: {
      counts: [1000, 5000],
      lighthouseRuns: 3,
      interactions: 30,
      cpuThrottles: [1, 4],
      photos: 8,
      mainThreadRuns: 3,
      mainThreadCpuThrottle: 4,
    },
    builds: [
      makeBuild({
        name: "floor",
        label: "floor (Gatsby hello world)",
        vehicles: undefined,
        listedVehicles: undefined,
        pages: 1,
        detailPages: 0,
        wallMs: 40_000,
      }),
      makeBuild({
        name: "sample",
        label: "sample content",
        vehicles: 34,
        listedVehicles: 30,
        pages: 60,
        wallMs: 60_000,
      }),
      makeBuild(),
      makeBuild({
        name: "5000",
        label: "5,000 vehicles",
        vehicles: 5000,
        listedVehicles: 4750,
        pages: 5300,
        wallMs: 400_000,
        publicBytes: 390 * 1024 ** 2,
      }),
    ],
    transfers: [
      makeTransfer("floor", "floor", { requests: 4, total: { raw: 100_000, gzip: 39_000, brotli: 33_500 } }),
      makeTransfer("sample", "home"),
      makeTransfer("5000", "home"),
    ],
    lighthouse: [makeLighthouse("floor", "floor"), makeLighthouse("5000", "home")],
    filterTiming: { status: "n/a", reason: "no filter or sort control found", controls: [] },
    mainThread: [],
    notes: [],
    ...overrides,
  };
}
