// Gatsby sizes its worker pools (page queries, HTML rendering, terser, image jobs) as cpuCoreCount() − 1,
// keeping one core for the main process. During those steps the main process only hands out work and waits,
// so on a 2-core build machine one core sat idle: the 5,000-vehicle bilingual build took 7 min 50 s with one
// worker and 6 min 3 s with two (bench:languages, bench/RESULTS.md). A GATSBY_CPU_COUNT set by whoever runs
// the build (docs/configuration.md) wins. gatsby-config sets it, because Gatsby reads the config before it
// creates the pools.
import { setting, type Env } from "../../src/lib/settings/setting";

/**
 * The GATSBY_CPU_COUNT a build should run with: one more than the machine's physical cores (Gatsby's
 * `cpuCoreCount(true)`), so that every core gets a worker; or the value the environment already set.
 */
export function gatsbyCpuCount(env: Env, physicalCores: number): string {
  const set = setting(env, "GATSBY_CPU_COUNT")?.trim();
  if (set) return set;
  return String(Math.max(1, physicalCores) + 1);
}
