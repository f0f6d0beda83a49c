// Shapes of everything one benchmark run measures; bench/results.json holds one BenchResults.

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
  /** page-data.json files: every page Gatsby created. */
  pages: number;
  htmlFiles: number;
  /** Vehicles whose `vehiclePath()` has an index.html in public/. */
  detailPages: number;
  publicBytes: number;
  publicFiles: number;
  /** Set when the build failed; the other figures are then partial. */
  error?: string;
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

export type PageKey = "home" | "inventory" | "detail" | "floor";

export interface PageTransfer {
  build: string;
  page: PageKey;
  url: string;
  requests: number;
  total: ByteSizes;
  byKind: Record<ResourceKind, KindTransfer>;
  /** JSON files other than Gatsby's page/app/slice data: the inventory's on-demand index. */
  dataFiles: { url: string; sizes: ByteSizes }[];
  error?: string;
}

export interface LighthouseMetrics {
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  fcpMs?: number;
  speedIndexMs?: number;
}

export interface LighthouseSummary {
  build: string;
  page: PageKey;
  url: string;
  runs: number;
  /** Category id -> median score 0..1. */
  scores: Record<string, number | undefined>;
  categoryTitles: Record<string, string>;
  metrics: LighthouseMetrics;
  /** Lighthouse's own CPU speed estimate of this machine during the runs (median). */
  benchmarkIndex?: number;
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
  /** Input event -> the frame after the results changed (what the shopper sees). */
  frameMedianMs?: number;
  frameP90Ms?: number;
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
  settings: { counts: number[]; lighthouseRuns: number; interactions: number; cpuThrottles: number[]; photos: number };
  builds: BuildMetrics[];
  transfers: PageTransfer[];
  lighthouse: LighthouseSummary[];
  filterTiming: FilterTiming;
  /** Absent in runs made before the import existed. */
  importTiming?: ImportTiming;
  notes: string[];
}
