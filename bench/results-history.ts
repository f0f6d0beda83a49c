// Keeps earlier runs: before a run writes bench/RESULTS.md, the previous RESULTS.md and RESULTS.json
// move to bench/history/<date>.md/.json, so a change can be compared with what came before.
import fs from "node:fs";
import path from "node:path";
import type { BenchResults } from "./types";

/** `2025-01-31T09:05:00.000Z` -> `2025-01-31T09-05-00Z` (a file name every OS accepts). */
export function historyStamp(isoDate: string): string {
  return isoDate.replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
}

/** Results of a run made before a measurement existed lack its field: an empty list, not a crash. */
export function withDefaults(parsed: Omit<BenchResults, "mainThread"> & Partial<Pick<BenchResults, "mainThread">>): BenchResults {
  return { ...parsed, mainThread: parsed.mainThread ?? [] };
}

export function readResults(jsonFile: string): BenchResults | undefined {
  if (!fs.existsSync(jsonFile)) return undefined;
  try {
    return withDefaults(JSON.parse(fs.readFileSync(jsonFile, "utf8")) as BenchResults);
  } catch {
    return undefined;
  }
}

/** Moves the previous run's files into the history folder and returns its results. */
export function archivePrevious(resultsFile: string, jsonFile: string, historyDir: string): BenchResults | undefined {
  const previous = readResults(jsonFile);
  if (!fs.existsSync(resultsFile)) return previous;
  const stamp = previous ? historyStamp(previous.startedAt) : historyStamp(fs.statSync(resultsFile).mtime.toISOString());
  fs.mkdirSync(historyDir, { recursive: true });
  // Links to sibling history files were relative to bench/; inside history/ they are next door.
  const markdown = fs.readFileSync(resultsFile, "utf8").replace(/\]\(history\//g, "](");
  fs.writeFileSync(path.join(historyDir, `${stamp}.md`), markdown);
  fs.rmSync(resultsFile);
  if (fs.existsSync(jsonFile)) fs.renameSync(jsonFile, path.join(historyDir, `${stamp}.json`));
  return previous;
}

/** History Markdown files, newest first. */
export function historyFiles(historyDir: string): string[] {
  if (!fs.existsSync(historyDir)) return [];
  return fs
    .readdirSync(historyDir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .reverse();
}
