// Lighthouse's simulated phone slows the CPU by a fixed 4x whatever the host, so a fast host shows less blocking
// time than a shopper's phone has. The bench scales the slowdown to the host instead: 4x on a host whose
// benchmarkIndex is 2,400, more on a faster one, from a calibration run on the same page just before.
import { NOT_AVAILABLE } from "./stats";

/** Lighthouse's default CPU slowdown of its mobile preset. */
export const DEFAULT_CPU_SLOWDOWN = 4;
/** The benchmarkIndex at which the default slowdown stands for the phone. */
export const REFERENCE_BENCHMARK_INDEX = 2400;

/** `--throttling.cpuSlowdownMultiplier` for a host of `benchmarkIndex`: 4 x index / 2,400, two decimals, at least 1. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`Lighthouse reported no usable benchmarkIndex (${benchmarkIndex}) to scale its CPU slowdown by`);
  const multiplier = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(1, Math.round(multiplier * 100) / 100);
}

/** How a result says its slowdown: `4.52x (index 2,712)`. */
export function formatCpuSlowdown(multiplier: number | undefined, calibrationIndex: number | undefined): string {
  if (multiplier === undefined) return NOT_AVAILABLE;
  const index =
    calibrationIndex === undefined ? "" : ` (index ${Math.round(calibrationIndex).toLocaleString("en-US")})`;
  return `${multiplier.toFixed(2)}x${index}`;
}
