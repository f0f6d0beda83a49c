// What an import did (or, in a dry run, would do), as staff read it in a terminal.
import { describeValue } from "../content/format-issues";
import { isListed } from "../vehicle/vehicle-facts";
import type { PlannedVehicle } from "./plan-import";
import type { FieldChange } from "./vehicle-changes";
import type { ImportReport } from "./run-import";

const count = (value: number) => value.toLocaleString("en-US");
const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

function listChange(before: unknown[], after: unknown[], show: (item: unknown) => string): string {
  const was = new Set(before.map(show));
  const now = new Set(after.map(show));
  const added = [...now].filter((item) => !was.has(item));
  const removed = [...was].filter((item) => !now.has(item));
  const parts = [...added.map((item) => `+ ${item}`), ...removed.map((item) => `- ${item}`)];
  return parts.length > 0 ? parts.join(", ") : "new order";
}

/** A description's languages that changed, by length: the texts themselves are too long for a report line. */
function descriptionChange(before: unknown, after: unknown): string {
  const [was, now] = [before, after].map((texts) => (texts ?? {}) as Partial<Record<string, string>>);
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((locale) => was[locale] !== now[locale])
    .map((locale) => {
      const [old, next] = [was[locale], now[locale]];
      if (old === undefined) return `description.${locale}: added (${next?.length ?? 0} characters)`;
      if (next === undefined) return `description.${locale}: removed`;
      return `description.${locale}: rewritten (${old.length} -> ${next.length} characters)`;
    })
    .join("; ");
}

function describeChange(change: FieldChange): string {
  const { field, before, after } = change;
  if (field === "photos") {
    const files = (list: unknown) => new Set((list as { file: string }[]).map((photo) => photo.file));
    const [was, now] = [files(before), files(after)];
    const added = [...now].filter((file) => !was.has(file)).length;
    const removed = [...was].filter((file) => !now.has(file)).length;
    return `photos: ${was.size} -> ${now.size} (${added} new, ${removed} no longer listed${added + removed === 0 ? ", new order" : ""})`;
  }
  if (Array.isArray(before) && Array.isArray(after)) return `${field}: ${listChange(before, after, String)}`;
  if (field === "description") return descriptionChange(before, after);
  return `${field}: ${describeValue(before)} -> ${describeValue(after)}`;
}

/** `title` has `{n}` where the number of vehicles goes. */
function section(
  lines: string[],
  title: string,
  vehicles: PlannedVehicle[],
  mark: string,
  details: (vehicle: PlannedVehicle) => string[],
): void {
  if (vehicles.length === 0) return;
  lines.push(`${title.replace("{n}", count(vehicles.length))}:`);
  for (const vehicle of vehicles) {
    lines.push(`  ${mark} ${vehicle.label}${vehicle.row !== undefined ? `, row ${vehicle.row}` : ""}`);
    for (const detail of [...details(vehicle), ...vehicle.notes]) lines.push(`      ${detail}`);
  }
}

export function describeReport(report: ImportReport): string[] {
  const { plan, feed, photos } = report;
  const would = (done: string, planned: string) => (report.dryRun ? planned : done);
  const lines = [
    `Feed ${feed.label}: ${count(feed.rows)} row${feed.rows === 1 ? "" : "s"}, ${feed.separator}-separated, ${feed.encoding}` +
      (feed.ignoredColumns.length > 0 ? `; columns not used: ${feed.ignoredColumns.join(", ")}` : ""),
  ];
  section(lines, would("Added {n}", "Would add {n}"), plan.added, "+", (vehicle) => [
    `-> ${report.content}/vehicles/${vehicle.file}`,
  ]);
  section(lines, would("Changed {n}", "Would change {n}"), plan.changed, "~", (vehicle) => [
    ...vehicle.changes.map(describeChange),
    ...(vehicle.previousFile ? [`file: ${vehicle.previousFile} -> ${vehicle.file}`] : []),
  ]);
  section(
    lines,
    would("Marked sold {n} (not in the feed)", "Would mark sold {n} (not in the feed)"),
    plan.markedSold,
    "-",
    () => [],
  );
  const noted = plan.unchanged.filter((vehicle) => vehicle.notes.length > 0);
  section(lines, "Unchanged in the feed, with notes ({n})", noted, "=", () => []);
  const missing = plan.leftAlone.filter((vehicle) => isListed(vehicle.vehicle));
  section(lines, "Not in the feed, left as they are ({n}, --keep-missing)", missing, "=", () => []);
  lines.push(
    `Left alone: ${count(plan.unchanged.length)} unchanged in the feed, ${count(plan.leftAlone.length - missing.length)} not in the feed and already sold` +
      (missing.length > 0 ? `, ${count(missing.length)} not in the feed (--keep-missing)` : ""),
  );
  for (const warning of plan.warnings) lines.push(`Warning: ${feed.label}: ${warning}`);
  if (report.dryRun) {
    lines.push(
      `Photos: ${count(photos.new)} new source${photos.new === 1 ? "" : "s"} to fetch (a dry run fetches nothing)`,
    );
    lines.push(`Dry run: nothing was written (${seconds(report.timings.total)}).`);
  } else {
    lines.push(
      `Photos: ${count(photos.downloaded)} downloaded, ${count(photos.copied)} copied from the feed's folder, ${count(photos.unchanged)} unchanged, ${count(photos.failed)} failed`,
    );
    lines.push(
      report.filesWritten + report.filesDeleted === 0
        ? `Nothing to write: content/ already matches the feed (${seconds(report.timings.total)}).`
        : `Wrote ${count(report.filesWritten)} file${report.filesWritten === 1 ? "" : "s"} and removed ${count(report.filesDeleted)} in one step (${seconds(report.timings.total)}).`,
    );
  }
  return lines;
}
