// The "Inventory import" section of bench/RESULTS.md.
import { renderTable } from "./markdown-table";
import { formatBytes, formatCount } from "./stats";
import type { ImportTiming } from "./types";

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const IMPORT_SECTION_TITLE = "## Inventory import";

export function importSection(timing: ImportTiming): string {
  return [
    `\`npm run inventory:import\` on a generated ${formatCount(timing.count)}-row feed (${formatBytes(timing.feedBytes)}, written from the synthetic inventory as an export writes it; ` +
      `photos are paths to ${timing.photoFiles} sample photos in the feed's folder, so the figures are the import's own work, photos aside). ` +
      `Median of ${timing.repetitions} runs of the sequence, in-process (bench/import-timing.ts); the command adds ${seconds(timing.startupMs)} of Node and tsx start-up. ` +
      `1-minute load average ${timing.loadAverage[0]} before and ${timing.loadAverage[1]} after, on ${timing.cores} cores: where it is above the core count, other work stretched the wall times, and the CPU time is the better measure of the import's cost.`,
    "",
    renderTable({
      headers: [
        "import",
        "rows",
        "added",
        "changed",
        "marked sold",
        "unchanged",
        "files written",
        "wall time",
        "CPU time",
        "read + parse + load content/",
        "check + plan",
        "photos",
        "write",
      ],
      rows: timing.runs.map((run) => [
        run.label,
        formatCount(run.rows),
        formatCount(run.added),
        formatCount(run.changed),
        formatCount(run.markedSold),
        formatCount(run.unchanged),
        formatCount(run.filesWritten),
        seconds(run.wallMs),
        seconds(run.cpuMs),
        seconds(run.readMs),
        seconds(run.planMs),
        seconds(run.photosMs),
        seconds(run.writeMs),
      ]),
      align: ["left", ...Array<"right">(12).fill("right")],
    }),
  ].join("\n");
}
