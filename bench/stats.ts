// Pure number helpers for the benchmark: medians and the way figures are printed in bench/RESULTS.md.

/** Median of the finite values; `undefined` when there are none (a measurement that did not happen). */
export function median(values: readonly number[]): number | undefined {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return undefined;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 === 1 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

/** Value at the given percentile (0-100), nearest-rank; `undefined` for no values. */
export function percentile(values: readonly number[], rank: number): number | undefined {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return undefined;
  const index = Math.min(finite.length - 1, Math.max(0, Math.ceil((rank / 100) * finite.length) - 1));
  return finite[index];
}

/** `part / whole`, or `undefined` when either is missing or the whole is zero. */
export function ratio(part: number | undefined, whole: number | undefined): number | undefined {
  if (part === undefined || whole === undefined || !Number.isFinite(part) || !Number.isFinite(whole) || whole === 0)
    return undefined;
  return part / whole;
}

export const NOT_AVAILABLE = "n/a";

/** `×1.00`, `×12.3`, `×140`: three significant figures, so small and large ratios both read well. */
export function formatRatio(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  if (value >= 100) return `×${Math.round(value)}`;
  if (value >= 10) return `×${value.toFixed(1)}`;
  return `×${value.toFixed(2)}`;
}

/** Bytes in binary units: `812 B`, `14.2 KiB`, `3.51 MiB`, `1.20 GiB`. */
export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return NOT_AVAILABLE;
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  return `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)} ${units[unit]}`;
}

/** Durations: `0.42 ms`, `12.3 ms`, `850 ms`, `1.2 s`, `4 min 05 s`. */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return NOT_AVAILABLE;
  if (ms < 0) return `-${formatDuration(-ms)}`;
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const totalSeconds = Math.round(ms / 1000);
  return `${Math.floor(totalSeconds / 60)} min ${String(totalSeconds % 60).padStart(2, "0")} s`;
}

/** Whole numbers with thousands separators: `5,034`. */
export function formatCount(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  return Math.round(value).toLocaleString("en-US");
}

/** Lighthouse scores are 0..1; shown as 0..100 like the Lighthouse report. */
export function formatScore(score: number | undefined): string {
  if (score === undefined || !Number.isFinite(score)) return NOT_AVAILABLE;
  return String(Math.round(score * 100));
}
