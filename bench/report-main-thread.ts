// The "Main thread at 4x CPU slowdown" section of bench/RESULTS.md: the long tasks of a first visit to each
// measured page, and where the script time goes, from bench/main-thread.ts's profiles.
import { largestBuild, LONG_TASK_MS, PAGE_LABELS } from "./budgets";
import { breakdownRows, profileWaitMs } from "./main-thread-summary";
import { renderTable, type Align } from "./markdown-table";
import { formatDuration, NOT_AVAILABLE } from "./stats";
import { SITE_PAGES, type BenchResults, type HeadlineFigure, type MainThreadSummary, type ProfiledTask } from "./types";

/** Areas under this in every page's median run are folded into one row of the breakdown. */
export const AREA_MIN_MS = 5;
/** Areas named per busy stretch. */
const AREAS_PER_TASK = 4;

const ms = (value: number | undefined) => (value === undefined ? NOT_AVAILABLE : `${Math.round(value)} ms`);

/** The site's pages, then the floor (a bare Gatsby page) to compare them with. */
function ordered(results: BenchResults): MainThreadSummary[] {
  return [...SITE_PAGES, "floor" as const].flatMap((page) =>
    results.mainThread.filter((summary) => summary.page === page),
  );
}

function tasksCell(summary: MainThreadSummary): string {
  const run = summary.medianRun;
  if (!run) return NOT_AVAILABLE;
  const long = run.longTasksAfterPaint.filter((task) => task.durationMs > LONG_TASK_MS);
  if (long.length === 0) return "none";
  return long.map((task) => `${ms(task.durationMs)} at ${formatDuration(task.startMs)}`).join(", ");
}

function whatRan(task: ProfiledTask): string {
  const areas = Object.entries(task.byArea).sort((a, b) => b[1] - a[1]);
  const named = areas.slice(0, AREAS_PER_TASK).map(([area, time]) => `${area} ${ms(time)}`);
  return areas.length > AREAS_PER_TASK ? `${named.join(", ")}, ...` : named.join(", ") || "(nothing over 3 ms)";
}

export function mainThreadSection(results: BenchResults): string {
  const summaries = ordered(results);
  if (summaries.length === 0) return "_Not measured._";
  const throttle = summaries[0].cpuThrottle;
  const build = largestBuild(results.builds);
  const lines = [
    `Build: ${build?.label ?? NOT_AVAILABLE}, and the floor (a bare Gatsby page) for comparison. Each page loaded ${results.settings.mainThreadRuns} time(s) as a first visit (fresh phone context, empty cache, service worker allowed) ` +
      `at ${throttle}x CPU slowdown (DevTools CPU throttling, no network throttling), profiled from navigation to ${formatDuration(profileWaitMs(throttle))} after \`load\`. ` +
      "Long tasks: the Long Tasks API's entries that end after first contentful paint (start times are since navigation). " +
      `The median run is the one with the median longest task; its long tasks and script-time breakdown stand for the page. Budget: none over ${LONG_TASK_MS} ms.`,
    "",
    renderTable({
      headers: [
        "page",
        "URL",
        "runs",
        "longest task, each run",
        "median longest",
        `tasks over ${LONG_TASK_MS} ms (median run)`,
        "first paint",
        "script time",
      ],
      rows: summaries.map((summary) => [
        PAGE_LABELS[summary.page],
        `\`${new URL(summary.url).pathname}\``,
        String(summary.runs),
        summary.longestTaskMsByRun.length > 0
          ? summary.longestTaskMsByRun.map((value) => ms(value)).join(", ")
          : NOT_AVAILABLE,
        ms(summary.medianLongestTaskMs),
        tasksCell(summary),
        ms(summary.medianRun?.firstPaintMs),
        ms(summary.medianRun?.totalScriptMs),
      ]),
      align: ["left", "left", "right", "right", "right", "left", "right", "right"],
    }),
  ];

  const measured = summaries.filter((summary) => summary.medianRun);
  if (measured.length > 0) {
    const rows = breakdownRows(
      measured.map((summary) => summary.medianRun?.byArea ?? {}),
      AREA_MIN_MS,
    );
    const align: Align[] = ["left", ...measured.map((): Align => "right")];
    lines.push(
      "",
      `Where the script time goes (median run, self time in ms at ${throttle}x): each CPU-profile sample is mapped through the build's source maps to the package or our code it ran in ` +
        "(bench/source-areas.ts); `engine ...` is work the profile shows without a script (garbage collection, DOM and style calls made by scripts).",
      "",
      renderTable({
        headers: ["area", ...measured.map((summary) => PAGE_LABELS[summary.page])],
        rows: [
          ...rows.map((row) => [row.area, ...row.ms.map((value) => (value === undefined ? "-" : ms(value)))]),
          ["total", ...measured.map((summary) => ms(summary.medianRun?.totalScriptMs))],
        ],
        align,
      }),
    );
    const stretches = measured.flatMap((summary) =>
      (summary.medianRun?.profiledTasks ?? []).map((task) => [
        PAGE_LABELS[summary.page],
        ms(task.durationMs),
        whatRan(task),
      ]),
    );
    lines.push(
      "",
      `Busy stretches over ${LONG_TASK_MS} ms in the CPU profile (median run), with what ran in each (the CPU profile's view of the long tasks, start-up included):`,
      "",
      stretches.length > 0
        ? renderTable({
            headers: ["page", "busy for", "what ran (largest first)"],
            rows: stretches,
            align: ["left", "right", "left"],
          })
        : "_None._",
    );
  }
  const errors = summaries.flatMap((summary) =>
    summary.errors.map((error) => `- ${PAGE_LABELS[summary.page]}: ${error}`),
  );
  if (errors.length > 0) lines.push("", "Runs that failed:", "", ...errors);
  return lines.join("\n");
}

export function mainThreadFigures(results: BenchResults): HeadlineFigure[] {
  return ordered(results).flatMap((summary) => [
    {
      key: `main-thread-longest-${summary.cpuThrottle}x-${summary.page}`,
      label: `longest main-thread task at ${summary.cpuThrottle}x, ${PAGE_LABELS[summary.page]}`,
      value: summary.medianLongestTaskMs,
      format: "duration" as const,
    },
    {
      key: `main-thread-script-${summary.cpuThrottle}x-${summary.page}`,
      label: `script time at ${summary.cpuThrottle}x, ${PAGE_LABELS[summary.page]}`,
      value: summary.medianRun?.totalScriptMs,
      format: "duration" as const,
    },
  ]);
}
