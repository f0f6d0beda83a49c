// The "Build phases" section of bench/RESULTS.md: Gatsby's own step timings per build, so the largest
// build's wall time can be traced to the steps that take it.
import { largestBuild } from "./budgets";
import { renderTable, type Align } from "./markdown-table";
import { formatDuration, NOT_AVAILABLE } from "./stats";
import type { BenchResults, BuildMetrics, BuildPhase, HeadlineFigure } from "./types";

/** Steps shorter than this in every build are folded into one row per build. */
export const PHASE_MIN_MS = 1000;
/** Steps of the largest build at least this long are compared with the previous run. */
export const PHASE_FIGURE_MIN_MS = 5000;

/** Steps Gatsby runs alongside the others: their time is not on top of the rest. */
const ALONGSIDE = /IMAGE_PROCESSING jobs$/;

function phaseLabel(name: string): string {
  return ALONGSIDE.test(name) ? `${name} (alongside the other steps)` : name;
}

function phaseCell(phase: BuildPhase | undefined): string {
  if (!phase) return "-";
  return phase.count > 1 ? `${formatDuration(phase.ms)} (${phase.count} times)` : formatDuration(phase.ms);
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((100 * part) / whole)}%` : NOT_AVAILABLE;
}

function phasesByName(build: BuildMetrics): Map<string, BuildPhase> {
  return new Map((build.phases ?? []).map((phase) => [phase.name, phase]));
}

export function buildPhasesSection(results: BenchResults): string {
  const builds = results.builds.filter((build) => (build.phases?.length ?? 0) > 0);
  if (builds.length === 0) return "_No build log with Gatsby's step timings._";
  const largestName = largestBuild(results.builds)?.name;
  const ranked = builds.find((build) => build.name === largestName);
  const maps = builds.map(phasesByName);
  const rankedMap = ranked ? phasesByName(ranked) : undefined;
  // Longest in the largest build first; steps only other builds have follow in the order they were logged.
  const names = [
    ...new Set([
      ...[...(ranked?.phases ?? [])].sort((a, b) => b.ms - a.ms).map((phase) => phase.name),
      ...builds.flatMap((build) => (build.phases ?? []).map((phase) => phase.name)),
    ]),
  ];
  const shown = names.filter((name) => maps.some((map) => (map.get(name)?.ms ?? 0) >= PHASE_MIN_MS));
  const folded = names.filter((name) => !shown.includes(name));
  const share = (ms: number | undefined) =>
    ranked && rankedMap ? [ms === undefined ? "-" : percent(ms, ranked.wallMs)] : [];
  const rows = shown.map((name) => [
    phaseLabel(name),
    ...maps.map((map) => phaseCell(map.get(name))),
    ...share(rankedMap?.get(name)?.ms),
  ]);
  if (folded.length > 0) {
    const foldedMs = (map: Map<string, BuildPhase>) => folded.reduce((sum, name) => sum + (map.get(name)?.ms ?? 0), 0);
    rows.push([
      `${folded.length} other steps, each under ${formatDuration(PHASE_MIN_MS)}`,
      ...maps.map((map) => formatDuration(foldedMs(map))),
      ...share(rankedMap && foldedMs(rankedMap)),
    ]);
  }
  rows.push([
    "wall time of the whole build (measured by the bench)",
    ...builds.map((build) => formatDuration(build.wallMs)),
    ...share(ranked?.wallMs),
  ]);
  const headers = [
    "step (Gatsby's log)",
    ...builds.map((build) => build.label),
    ...(ranked ? [`share of ${ranked.label}`] : []),
  ];
  const align: Align[] = headers.map((_, index) => (index === 0 ? "left" : "right"));
  return renderTable({ headers, rows, align });
}

/** The largest build's longer steps, for the comparison with the previous run. */
export function phaseFigures(results: BenchResults): HeadlineFigure[] {
  const largest = largestBuild(results.builds);
  return (largest?.phases ?? [])
    .filter((phase) => phase.ms >= PHASE_FIGURE_MIN_MS)
    .map((phase) => ({
      key: `build-phase-${largest?.name}-${phase.name}`,
      label: `build step "${phase.name}", ${largest?.label}`,
      value: phase.ms,
      format: "duration" as const,
    }));
}
