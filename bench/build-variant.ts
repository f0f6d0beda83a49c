// Builds one variant (the floor, the sample content, or a generated inventory) in its own tree and
// records what the build cost and produced.
import fs from "node:fs";
import path from "node:path";
import { parseBuildPhases } from "./build-phases";
import { parseTimeCpuMs, runMeasured } from "./process-tree";
import { contentVehicles, detailPageCount, publicStats } from "./public-stats";
import type { BuildMetrics } from "./types";

export interface VariantSpec {
  name: string;
  label: string;
  treeDir: string;
  /** CONTENT_DIR for the build; undefined for the floor, which has no content. */
  contentDir?: string;
}

const METRICS_FILE = "bench-build.json";

export function buildLogFile(spec: VariantSpec): string {
  return path.join(spec.treeDir, "bench-build.log");
}

/** Gatsby's step timings from a build log; none when there is no log. */
function phasesFromLog(logFile: string): BuildMetrics["phases"] {
  return fs.existsSync(logFile) ? parseBuildPhases(fs.readFileSync(logFile, "utf8")) : undefined;
}

/**
 * The metrics of an earlier build of this tree, for BENCH_REUSE=1; phases and CPU time that an older bench
 * did not record are read from the build's logs.
 */
export function previousBuild(spec: VariantSpec): BuildMetrics | undefined {
  const file = path.join(spec.treeDir, METRICS_FILE);
  if (!fs.existsSync(file) || !fs.existsSync(path.join(spec.treeDir, "public", "index.html"))) return undefined;
  const metrics = JSON.parse(fs.readFileSync(file, "utf8")) as BuildMetrics;
  const timeLog = `${buildLogFile(spec)}.time`;
  return {
    ...metrics,
    phases: metrics.phases ?? phasesFromLog(buildLogFile(spec)),
    cpuMs: metrics.cpuMs ?? (fs.existsSync(timeLog) ? parseTimeCpuMs(fs.readFileSync(timeLog, "utf8")) : undefined),
  };
}

function lastLines(file: string, count: number): string {
  if (!fs.existsSync(file)) return "";
  return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-count).join("\n");
}

export async function buildVariant(spec: VariantSpec): Promise<BuildMetrics> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    GATSBY_TELEMETRY_DISABLED: "1",
  };
  if (spec.contentDir) env.CONTENT_DIR = spec.contentDir;
  else delete env.CONTENT_DIR;

  const logFile = buildLogFile(spec);
  const run = await runMeasured(path.join(spec.treeDir, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: spec.treeDir,
    env,
    logFile,
  });
  const publicDir = path.join(spec.treeDir, "public");
  const stats = publicStats(publicDir);
  const vehicles = spec.contentDir ? contentVehicles(spec.contentDir) : undefined;
  const metrics: BuildMetrics = {
    name: spec.name,
    label: spec.label,
    vehicles: vehicles?.length,
    listedVehicles: vehicles?.filter((vehicle) => vehicle.status !== "sold").length,
    wallMs: run.wallMs,
    peakTreeRssBytes: run.peakTreeRssBytes,
    peakProcessRssBytes: run.peakProcessRssBytes,
    cpuMs: run.cpuMs,
    pages: stats.pages,
    htmlFiles: stats.htmlFiles,
    detailPages: vehicles ? detailPageCount(publicDir, vehicles) : 0,
    publicBytes: stats.bytes,
    publicFiles: stats.files,
    phases: phasesFromLog(logFile),
  };
  if (run.exitCode !== 0) {
    metrics.error = `gatsby build exited with code ${run.exitCode}; log: ${path.relative(process.cwd(), logFile)}\n${lastLines(logFile, 15)}`;
  } else {
    fs.writeFileSync(path.join(spec.treeDir, METRICS_FILE), `${JSON.stringify(metrics, null, 2)}\n`);
  }
  return metrics;
}
