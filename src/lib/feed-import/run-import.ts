// `npm run inventory:import`: feed -> content/vehicles/. Reads and checks everything first, fetches photos only
// for a feed without problems, and writes all files as one transaction; any problem writes nothing.
import fs from "node:fs";
import path from "node:path";
import { ContentError } from "../content/content-error";
import { loadContent, type LoadedContent } from "../content/load-content";
import { commitFiles, journalPath, recoverImport, type FileWrite, type StepHook } from "./content-transaction";
import { decodeFeed, type FeedEncoding } from "./decode-feed";
import { readFeedRows, type FeedVehicle } from "./feed-rows";
import { mapColumns } from "./header-aliases";
import { ImportError } from "./import-error";
import { acquireImportLock } from "./import-lock";
import { IMPORT_DIR, readImportState, serialiseState, STATE_FILE, stateFile, type ImportState } from "./import-state";
import { DEFAULT_LIMITS, type ImportLimits } from "./limits";
import type { ExistingVehicle } from "./merge-vehicle";
import { parseFeed, SEPARATORS, type Separator } from "./parse-feed";
import { feedLocation, photoSource, type PhotoSource } from "./photo-refs";
import { predictPhotoFile, storePhotos, type PhotoNeed, type PhotoOutcome } from "./photo-store";
import { planImport, type ImportPlan, type PhotoResolution } from "./plan-import";
import { isFeedUrl, readFeedSource } from "./read-feed-source";

export interface ImportOptions {
  /** A file path or an http(s) URL. */
  feed: string;
  contentDir: string;
  dryRun?: boolean;
  keepMissing?: boolean;
  limits?: Partial<ImportLimits>;
  /** YYYY-MM-DD; defaults to today (local time). */
  today?: string;
  currentYear?: number;
  /** Progress lines (photo downloads, recovery). */
  log?: (line: string) => void;
  /** Test hook: called before each write step. */
  step?: StepHook;
}

export interface PhotoCounts {
  downloaded: number;
  copied: number;
  unchanged: number;
  failed: number;
  /** Dry run: sources not fetched before, which a real import would fetch. */
  new: number;
}

export interface ImportReport {
  /** The content folder as staff named it (relative to the working directory when inside it). */
  content: string;
  feed: { label: string; encoding: FeedEncoding; separator: string; rows: number; ignoredColumns: string[] };
  plan: ImportPlan;
  photos: PhotoCounts;
  dryRun: boolean;
  filesWritten: number;
  filesDeleted: number;
  /** Milliseconds per phase. */
  timings: { read: number; plan: number; photos: number; write: number; total: number };
}

function localDate(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Problems sorted by row, so a feed's mistakes read top to bottom. */
function byRow(problems: string[]): string[] {
  const row = (line: string) => Number(/^row (\d+)/.exec(line)?.[1] ?? 0);
  return problems.map((line, index) => ({ line, index })).sort((a, b) => row(a.line) - row(b.line) || a.index - b.index).map(({ line }) => line);
}

function existingVehicles(content: LoadedContent): ExistingVehicle[] {
  return content.vehicles.map(({ sourceFile, ...vehicle }) => {
    const file = path.basename(sourceFile);
    const keyOrder = () => Object.keys(JSON.parse(fs.readFileSync(path.join(content.photosDir, "..", file), "utf8")) as object);
    return { vehicle, keyOrder, file };
  });
}

function loadExisting(contentDir: string, currentYear: number): LoadedContent {
  try {
    return loadContent(contentDir, currentYear);
  } catch (error) {
    if (error instanceof ContentError) throw new ImportError(error.problems.map((problem) => `content/ must be valid before an import: ${problem}`));
    throw error;
  }
}

export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const limits: ImportLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? (() => {});
  const dryRun = options.dryRun ?? false;
  const currentYear = options.currentYear ?? new Date().getFullYear();
  const contentDir = path.resolve(options.contentDir);
  const label = options.feed;
  const prefix = (problems: string[]) => problems.map((problem) => `${label}: ${problem}`);

  if (dryRun && fs.existsSync(journalPath(contentDir))) {
    throw new ImportError([`${contentDir}: an earlier import was interrupted; finish it first with "npm run inventory:import -- --recover"`]);
  }
  const release = dryRun ? () => {} : acquireImportLock(contentDir);
  try {
    if (!dryRun && recoverImport(contentDir)) log("Finished an import that had been interrupted while writing.");
    // Read: the feed, then content/ as it is now.
    const bytes = await readFeedSource(options.feed, limits).catch((error: unknown) => {
      throw error instanceof ImportError ? new ImportError(prefix(error.problems)) : error;
    });
    const { text, encoding } = decodeFeed(bytes);
    let table;
    let columns;
    try {
      table = parseFeed(text, limits);
      columns = mapColumns(table.header);
    } catch (error) {
      throw error instanceof ImportError ? new ImportError(prefix(error.problems)) : error;
    }
    const rows = readFeedRows(table.rows, columns);
    const content = loadExisting(contentDir, currentYear);
    const existing = existingVehicles(content);
    const state = readImportState(contentDir);
    const readDone = performance.now();

    // Plan with the photos' future names, without fetching anything: every mistake in the feed shows up here.
    const location = feedLocation(options.feed);
    const sourcesByRow = new Map<number, { sources: PhotoSource[]; refused: string[] }>();
    const sourceOfReference = new Map<string, ReturnType<typeof photoSource>>();
    const sourcesOf = (feed: FeedVehicle) => {
      let found = sourcesByRow.get(feed.row);
      if (!found) {
        const results = (feed.facts.photos ?? []).map((reference) => {
          let result = sourceOfReference.get(reference);
          if (!result) sourceOfReference.set(reference, (result = photoSource(reference, location)));
          return result;
        });
        // The same photo listed twice is stored and shown once.
        const unique = new Map(results.flatMap((result) => ("value" in result ? [[result.value.key, result.value] as const] : [])));
        const sources = [...unique.values()];
        found = { sources, refused: results.flatMap((result) => ("error" in result ? [result.error] : [])) };
        sourcesByRow.set(feed.row, found);
      }
      return found;
    };
    const storeContext = { state, photosDir: content.photosDir, limits, stored: new Map<string, boolean>() };
    const slugs = new Map<number, string>();
    // Every name foreseen for a photo source; several vehicles may list the same photo.
    const foreseen: [key: string, file: string][] = [];
    const predicted = (feed: FeedVehicle, slug: string): PhotoResolution => {
      slugs.set(feed.row, slug);
      const { sources, refused } = sourcesOf(feed);
      if (refused.length > 0) return { refused };
      const files = sources.map((source) => predictPhotoFile({ source, slug }, storeContext));
      sources.forEach((source, index) => foreseen.push([source.key, files[index]]));
      return { files };
    };
    const planInput = {
      feedVehicles: rows.vehicles,
      feedRows: table.rows.length,
      columns: columns.columns,
      existing,
      state,
      defaultWarranty: content.site.importDefaults?.warranty,
      keepMissing: options.keepMissing ?? false,
      today: options.today ?? localDate(),
      currentYear,
    };
    let plan = planImport({ ...planInput, photosFor: predicted });
    const problems = [...rows.problems, ...plan.problems];
    if (problems.length > 0) throw new ImportError(prefix(byRow(problems)));
    const planDone = performance.now();

    const relative = path.relative(process.cwd(), contentDir);
    const report: ImportReport = {
      content: relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative.split(path.sep).join("/") : contentDir,
      feed: { label, encoding, separator: SEPARATORS[table.separator as Separator], rows: table.rows.length, ignoredColumns: columns.ignored },
      plan,
      photos: { downloaded: 0, copied: 0, unchanged: 0, failed: 0, new: 0 },
      dryRun,
      filesWritten: 0,
      filesDeleted: 0,
      timings: { read: readDone - started, plan: planDone - readDone, photos: 0, write: 0, total: 0 },
    };
    const needs: PhotoNeed[] = rows.vehicles.flatMap((feed) => {
      const slug = slugs.get(feed.row);
      return slug === undefined ? [] : sourcesOf(feed).sources.map((source) => ({ source, slug }));
    });
    if (dryRun) {
      report.photos.new = new Set(needs.filter((need) => !state.photos[need.source.key]).map((need) => need.source.key)).size;
      report.timings.total = performance.now() - started;
      return report;
    }

    // Fetch the photos, then plan again with what really arrived.
    const outcomes = await storePhotos(needs, storeContext, (need, outcome) => {
      if ("error" in outcome) log(`  ! ${outcome.error}`);
      else if (outcome.ok.how !== "unchanged") log(`  ${outcome.ok.how} ${outcome.ok.file}`);
    });
    for (const outcome of outcomes.values()) {
      if ("error" in outcome) report.photos.failed++;
      else report.photos[outcome.ok.how]++;
    }
    const actual = (feed: FeedVehicle): PhotoResolution => {
      const { sources, refused } = sourcesOf(feed);
      if (refused.length > 0) return { refused };
      const results = sources.map((source) => outcomes.get(source.key) as PhotoOutcome);
      const failed = results.flatMap((result) => ("error" in result ? [result.error] : []));
      return failed.length > 0 ? { unavailable: failed } : { files: results.map((result) => ("ok" in result ? result.ok.file : "")) };
    };
    // Usually every photo arrived under the name foreseen, and the plan stands; otherwise plan again.
    const asForeseen = foreseen.every(([key, file]) => {
      const outcome = outcomes.get(key);
      return outcome !== undefined && "ok" in outcome && outcome.ok.file === file;
    });
    if (!asForeseen) plan = planImport({ ...planInput, photosFor: actual });
    if (plan.problems.length > 0) throw new ImportError(prefix(byRow(plan.problems)));
    report.plan = plan;
    const photosDone = performance.now();
    report.timings.photos = photosDone - planDone;

    const { writes, deletes } = filesToCommit(plan, state, outcomes, contentDir);
    commitFiles(contentDir, writes, deletes, options.step);
    report.filesWritten = writes.length;
    report.filesDeleted = deletes.length;
    report.timings.write = performance.now() - photosDone;
    report.timings.total = performance.now() - started;
    return report;
  } finally {
    release();
  }
}

/** Every file the plan changes, plus the next import state; photos no vehicle lists any more are removed if the import stored them. */
function filesToCommit(plan: ImportPlan, state: ImportState, outcomes: Map<string, PhotoOutcome>, contentDir: string): { writes: FileWrite[]; deletes: string[] } {
  const all = [...plan.added, ...plan.changed, ...plan.markedSold, ...plan.unchanged, ...plan.leftAlone];
  const listed = new Set(all.flatMap((planned) => planned.vehicle.photos.map((photo) => photo.file)));
  const writes: FileWrite[] = [];
  const deletes: string[] = [];
  for (const planned of [...plan.added, ...plan.changed, ...plan.markedSold]) {
    writes.push({ target: `vehicles/${planned.file}`, data: planned.json! });
    if (planned.previousFile) deletes.push(`vehicles/${planned.previousFile}`);
  }

  const photos: ImportState["photos"] = {};
  for (const [key, entry] of Object.entries(state.photos)) if (listed.has(entry.file)) photos[key] = entry;
  const written = new Set<string>();
  for (const [key, outcome] of outcomes) {
    if (!("ok" in outcome) || !listed.has(outcome.ok.file)) continue;
    photos[key] = outcome.ok.entry;
    if (outcome.ok.write && !written.has(outcome.ok.file)) {
      writes.push({ target: `vehicles/photos/${outcome.ok.file}`, data: outcome.ok.write });
      written.add(outcome.ok.file);
    }
  }
  const kept = new Set(Object.values(photos).map((entry) => entry.file));
  for (const entry of Object.values(state.photos)) {
    if (!listed.has(entry.file) && !kept.has(entry.file)) deletes.push(`vehicles/photos/${entry.file}`);
  }

  // Vehicles deleted from content/ by hand are forgotten.
  const vins = new Set(all.map((planned) => planned.vin));
  const vehicles = Object.fromEntries(Object.entries(plan.vehicles).filter(([vin]) => vins.has(vin)));
  const next = serialiseState({ version: 1, photos, vehicles });
  const current = fs.existsSync(stateFile(contentDir)) ? fs.readFileSync(stateFile(contentDir), "utf8") : "";
  if (next !== current) writes.push({ target: `${IMPORT_DIR}/${STATE_FILE}`, data: next });
  return { writes, deletes: [...new Set(deletes)] };
}

export { isFeedUrl };
