// The previous run, for the "Previous runs" comparison in bench/RESULTS.md. Only bench/RESULTS.md is committed;
// each run's machine-readable results go to bench/tmp/ (git-ignored), where the next run on this machine finds
// them. Older results are the history of bench/RESULTS.md in git (`git log -p bench/RESULTS.md`).
import fs from "node:fs";
import type { BenchResults } from "./types";

/** Results of a run made before a measurement existed lack its field: an empty list, not a crash. */
export function withDefaults(
  parsed: Omit<BenchResults, "mainThread"> & Partial<Pick<BenchResults, "mainThread">>,
): BenchResults {
  return { ...parsed, mainThread: parsed.mainThread ?? [] };
}

/** The results a run wrote to `jsonFile`, or undefined when there are none (first run on this machine) or they cannot be read. */
export function readResults(jsonFile: string): BenchResults | undefined {
  if (!fs.existsSync(jsonFile)) return undefined;
  try {
    return withDefaults(JSON.parse(fs.readFileSync(jsonFile, "utf8")) as BenchResults);
  } catch {
    return undefined;
  }
}
