// Shapes of everything one benchmark run measures; bench/tmp/RESULTS.json holds one BenchResults.
import type { BenchConfig } from "./config";

export interface BuildMetrics {
  /** Directory name under bench/tmp/ and key in the tables: `floor`, `sample`, `1000`, `5000`. */
  name: string;
  label: string;
  /** Vehicle files in the content the build used (undefined for the floor). */
  vehicles?: number;
  /** Vehicles not sold (available or pending): what the inventory and its index list. */
  listedVehicles?: number;
  wallMs: number;
  /** Peak of the summed RSS of the build's whole process tree (gatsby spawns workers), sampled every 200 ms. */
  peakTreeRssBytes: number;
  /** Largest single-process RSS reported by `/usr/bin/time -v`, when present. */
  peakProcessRssBytes?: number;
  /**
   * CPU time (user + system) of the build and its workers, from `time -v`. Next to the wall time it shows how
   * much of a slow build was other work on the machine: on 2 cores, wall time can never be much below CPU / 2.
   */
  cpuMs?: number;
  /** page-data.json files: every page Gatsby created. */
  pages: number;
  htmlFiles: number;
  /** Vehicles whose `vehiclePath()` has an index.html in public/. */
  detailPages: number;
  publicBytes: number;
  publicFiles: number;
  /** Gatsby's own timings of its build steps, read from the build log (bench/build-phases.ts). */
  phases?: BuildPhase[];
  /** Set when the build failed; the other figures are then partial. */
  error?: string;
}

/** One step of `gatsby build` as its log reports it: `success <name> - 12.345s`. */
export interface BuildPhase {
  name: string;
  /** Summed over every line with this name (a few steps run more than once). */
  ms: number;
  /** Lines with this name; usually 1. */
  count: number;
}

export type ResourceKind = "html" | "js" | "css" | "json" | "font" | "image" | "other";
export const RESOURCE_KINDS: readonly ResourceKind[] = ["html", "js", "css", "json", "font", "image", "other"];

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface KindTransfer extends ByteSizes {
  requests: number;
}

export type PageKey = "home" | "inventory" | "detail" | "financing" | "floor";
/** The site's measured pages, in the order every table lists them. */
export const SITE_PAGES: readonly PageKey[] = ["home", "inventory", "detail", "financing"];

export interface PageTransfer {
  build: string;
  page: PageKey;
  url: string;
  requests: number;
  total: ByteSizes;
  byKind: Record<ResourceKind, KindTransfer>;
  /** JSON files other than Gatsby's page/app/slice data: the inventory's on-demand index. */
  dataFiles: { url: string; sizes: ByteSizes }[];
  /** What the server sent, as received (absent from runs before it was measured). */
  wire?: WireTransfer;
  error?: string;
}

/** Bytes on the wire: each response's body as the server sent it (encoded), by kind and by Content-Encoding. */
export interface WireTransfer {
  bytes: number;
  byKind: Record<ResourceKind, number>;
  /** Responses per Content-Encoding (`br`, `gzip`, `none`). */
  encodings: Record<string, number>;
}

export interface LighthouseMetrics {
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  fcpMs?: number;
  speedIndexMs?: number;
}

export interface LighthouseSummary<Page extends string = PageKey> {
  build: string;
  page: Page;
  url: string;
  runs: number;
  /** Category id -> median score 0..1. */
  scores: Record<string, number | undefined>;
  categoryTitles: Record<string, string>;
  metrics: LighthouseMetrics;
  /** Lighthouse's own CPU speed estimate of this machine during the runs (median). */
  benchmarkIndex?: number;
  /** The CPU slowdown of the runs: 4 x the calibration run's benchmarkIndex / 2,400 (bench/cpu-slowdown.ts). */
  cpuSlowdown?: number;
  /** The benchmarkIndex of the calibration run the slowdown was scaled from. */
  calibrationBenchmarkIndex?: number;
  errors: string[];
}

export interface ControlTiming {
  control: string;
  kind: "filter" | "sort";
  cpuThrottle: number;
  interactions: number;
  /** Interactions after which the results did not change within the timeout. */
  timeouts: number;
  /** Input event -> last DOM change of the results. */
  updateMedianMs?: number;
  updateP90Ms?: number;
  /** Input event -> the frame after the last change of the results, on screen or below it. */
  frameMedianMs?: number;
  frameP90Ms?: number;
  /** Input event -> the frame after the last change on screen: the results as the shopper sees them. */
  paintMedianMs?: number;
  paintP90Ms?: number;
}

export interface FilterTiming {
  status: "measured" | "n/a";
  reason?: string;
  url?: string;
  resultCountText?: string;
  controls: ControlTiming[];
  /** Non-Gatsby JSON fetched while the page loaded and was used: the index, if it loads only on demand. */
  dataFiles?: { url: string; sizes: ByteSizes }[];
}

export interface LongTask {
  /** Since navigation start, milliseconds. */
  startMs: number;
  durationMs: number;
}

export interface ProfiledTask {
  durationMs: number;
  /** Self time by area inside this task, largest first. */
  byArea: Record<string, number>;
}

/** One profiled first visit (bench/main-thread.ts). */
export interface MainThreadRun {
  firstPaintMs: number;
  /** Long Tasks API entries that end after first paint. */
  longTasksAfterPaint: LongTask[];
  longestTaskMs: number;
  /** Script self time by area (bench/source-areas.ts), milliseconds at the slowdown. */
  byArea: Record<string, number>;
  totalScriptMs: number;
  /** Busy stretches over 50 ms in the CPU profile, with what ran in each. */
  profiledTasks: ProfiledTask[];
}

/** Main-thread profiles of one page: every run's longest task and the median run in full. */
export interface MainThreadSummary {
  build: string;
  page: PageKey;
  url: string;
  cpuThrottle: number;
  runs: number;
  /** Longest task after first paint of each run, in run order. */
  longestTaskMsByRun: number[];
  medianLongestTaskMs?: number;
  /** The run whose longest task is the median (the lower middle one for an even count). */
  medianRun?: MainThreadRun;
  errors: string[];
}

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryBytes: number;
  os: string;
  node: string;
  chromium: string;
  gatsby: string;
  lighthouse: string;
  loadAverageAtStart: number[];
  /** Highest 1-minute load average seen while the benchmark ran (sampled every 10 s): other work on the machine. */
  loadAveragePeak?: number;
}

/** One `npm run inventory:import` of a generated feed (bench/import-timing.ts); times are medians. */
export interface ImportRunTiming {
  label: string;
  rows: number;
  added: number;
  changed: number;
  markedSold: number;
  unchanged: number;
  filesWritten: number;
  wallMs: number;
  /** CPU time of the process (user + system): the work itself, whatever else the machine was doing. */
  cpuMs: number;
  readMs: number;
  planMs: number;
  photosMs: number;
  writeMs: number;
}

export interface ImportTiming {
  count: number;
  repetitions: number;
  feedBytes: number;
  /** Sample photos the feed's rows share (paths in the feed's folder). */
  photoFiles: number;
  /** Node + tsx start-up of the command (`--help`), on top of each run. */
  startupMs: number;
  /** 1-minute load average before and after, and the machine's cores: other work inflates wall times. */
  loadAverage: [number, number];
  cores: number;
  runs: ImportRunTiming[];
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  quick: boolean;
  commit: string;
  commands: string[];
  machine: MachineInfo;
  /** The measuring part of the run's BenchConfig, and the main thread's CPU slowdown. */
  settings: Pick<
    BenchConfig,
    "counts" | "lighthouseRuns" | "interactions" | "cpuThrottles" | "photos" | "mainThreadRuns"
  > & {
    mainThreadCpuThrottle: number;
  };
  builds: BuildMetrics[];
  transfers: PageTransfer[];
  lighthouse: LighthouseSummary[];
  filterTiming: FilterTiming;
  /** Absent in runs made before the import existed. */
  importTiming?: ImportTiming;
  mainThread: MainThreadSummary[];
  notes: string[];
}

/** One figure of the "Previous runs" comparison; `key` matches the same figure across runs. */
export interface HeadlineFigure {
  key: string;
  label: string;
  value: number | undefined;
  format: "bytes" | "duration" | "score";
}
