// Benchmark settings, all from environment variables so `npm run bench` needs no arguments.
import path from "node:path";

export interface BenchConfig {
  quick: boolean;
  /** Generated inventory sizes, ascending; the largest is the one Lighthouse and the filter timing use. */
  counts: number[];
  lighthouseRuns: number;
  interactions: number;
  cpuThrottles: number[];
  photos: number;
  /** First visits profiled per page for the main-thread figures (at MAIN_THREAD_CPU_THROTTLE). */
  mainThreadRuns: number;
  /** BENCH_PROFILE_DUMP: a folder for the raw CPU profiles of the main-thread runs, or undefined. */
  profileDumpDir?: string;
  port: number;
  /** Reuse builds already in bench/tmp/ (measure again without rebuilding). */
  reuse: boolean;
  repoRoot: string;
  tmpDir: string;
  /** The report (Markdown). bench/RESULTS.md, the only result file that is committed. */
  resultsFile: string;
  /** The same run's results as JSON, in bench/tmp/ (git-ignored); the next run compares itself with them. */
  jsonFile: string;
}

/** No main-thread task over 50 ms after first paint at 4x CPU slowdown (docs/performance.md#quality-bars). */
export const MAIN_THREAD_CPU_THROTTLE = 4;

type Env = Readonly<Record<string, string | undefined>>;

function positiveIntegers(name: string, text: string): number[] {
  const values = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (values.length === 0 || values.some((value) => !Number.isInteger(value) || value < 1)) {
    throw new Error(`${name}: expected a comma-separated list of positive whole numbers, got "${text}"`);
  }
  return values;
}

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === "") return fallback;
  const [value] = positiveIntegers(name, text);
  return value;
}

function flag(text: string | undefined): boolean {
  return text !== undefined && !["", "0", "false", "no"].includes(text.trim().toLowerCase());
}

export function benchConfig(env: Env, repoRoot: string): BenchConfig {
  const quick = flag(env.BENCH_QUICK);
  const counts = [
    ...new Set(positiveIntegers("BENCH_COUNTS", env.BENCH_COUNTS ?? (quick ? "200,1000" : "1000,5000"))),
  ].sort((a, b) => a - b);
  const tmpDir = path.join(repoRoot, "bench", "tmp");
  const defaultResults = quick ? path.join(tmpDir, "RESULTS-quick.md") : path.join(repoRoot, "bench", "RESULTS.md");
  const resultsFile = path.resolve(repoRoot, env.BENCH_RESULTS ?? defaultResults);
  return {
    quick,
    counts,
    lighthouseRuns: positiveInteger("BENCH_LH_RUNS", env.BENCH_LH_RUNS, quick ? 1 : 5),
    interactions: positiveInteger("BENCH_INTERACTIONS", env.BENCH_INTERACTIONS, quick ? 10 : 30),
    cpuThrottles: positiveIntegers("BENCH_CPU_THROTTLE", env.BENCH_CPU_THROTTLE ?? (quick ? "1" : "1,4")),
    photos: positiveInteger("BENCH_PHOTOS", env.BENCH_PHOTOS, 8),
    mainThreadRuns: positiveInteger("BENCH_MAIN_THREAD_RUNS", env.BENCH_MAIN_THREAD_RUNS, quick ? 1 : 3),
    profileDumpDir: env.BENCH_PROFILE_DUMP?.trim() ? path.resolve(repoRoot, env.BENCH_PROFILE_DUMP.trim()) : undefined,
    port: positiveInteger("BENCH_PORT", env.BENCH_PORT, 9104),
    reuse: flag(env.BENCH_REUSE),
    repoRoot,
    tmpDir,
    resultsFile,
    jsonFile: path.join(tmpDir, `${path.basename(resultsFile).replace(/\.md$/, "")}.json`),
  };
}
