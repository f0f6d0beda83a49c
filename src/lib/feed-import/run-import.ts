// `npm run inventory:import`: feed -> content/vehicles/. Reads and checks everything first, fetches photos only
// for a feed without problems, and writes all files as one transaction; any problem writes nothing.
import fs from "node:fs";
import path from "node:path";
import { ContentError } from "../content/content-error";
import { loadContent, type LoadedContent } from "../content/load-content";
import { checkedHttp } from "./checked-http";
import { commitFiles, journalPath, recoverImport, type StepHook } from "./content-transaction";
import { decodeFeed, type FeedEncoding } from "./decode-feed";
import { readFeedRows } from "./feed-rows";
import { filesToCommit } from "./files-to-commit";
import { mapColumns } from "./header-aliases";
import { hostPolicy, type HostPolicy } from "./host-policy";
import { ImportError } from "./import-error";
import { acquireImportLock } from "./import-lock";
import { readImportState } from "./import-state";
import { DEFAULT_LIMITS, type ImportLimits } from "./limits";
import type { ExistingVehicle } from "./merge-vehicle";
import { parseFeed, SEPARATORS, type Separator } from "./parse-feed";
import { feedLocation } from "./photo-refs";
import { photoPlanner } from "./photo-planner";
import { storePhotos } from "./photo-store";
import { planImport, type ImportPlan } from "./plan-import";
import { readFeedSource } from "./read-feed-source";

export interface ImportOptions {
  /** A file path or an http(s) URL. */
  feed: string;
  contentDir: string;
  dryRun?: boolean;
  keepMissing?: boolean;
  limits?: Partial<ImportLimits>;
  /** Where the import may connect: IMPORT_ALLOW_HOSTS, and for tests the resolver and the connection. */
  network?: Partial<HostPolicy>;
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
  return problems
    .map((line, index) => ({ line, index }))
    .sort((a, b) => row(a.line) - row(b.line) || a.index - b.index)
    .map(({ line }) => line);
}

function existingVehicles(content: LoadedContent): ExistingVehicle[] {
  return content.vehicles.map(({ sourceFile, ...vehicle }) => {
    const file = path.basename(sourceFile);
    const keyOrder = () =>
      Object.keys(JSON.parse(fs.readFileSync(path.join(content.photosDir, "..", file), "utf8")) as object);
    return { vehicle, keyOrder, file };
  });
}

function loadExisting(contentDir: string, currentYear: number): LoadedContent {
  try {
    return loadContent(contentDir, currentYear);
  } catch (error) {
    if (error instanceof ContentError)
      throw new ImportError(error.problems.map((problem) => `content/ must be valid before an import: ${problem}`));
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
    throw new ImportError([
      `${contentDir}: an earlier import was interrupted; finish it first with "npm run inventory:import -- --recover"`,
    ]);
  }
  const release = dryRun ? () => {} : acquireImportLock(contentDir);
  const policy = hostPolicy(options.network);
  const http = checkedHttp(policy);
  try {
    if (!dryRun && recoverImport(contentDir)) log("Finished an import that had been interrupted while writing.");
    // Read: the feed, then content/ as it is now.
    const bytes = await readFeedSource(options.feed, limits, http).catch((error: unknown) => {
      throw error instanceof ImportError ? new ImportError(prefix(error.problems)) : error;
    });
    const { text, encoding } = decodeFeed(bytes);
    // content/ first: whether the site has lots decides whether a Lot or Location column is read at all.
    const content = loadExisting(contentDir, currentYear);
    let table;
    let columns;
    try {
      table = parseFeed(text, limits);
      columns = mapColumns(table.header, { lots: content.locations.length > 0 });
    } catch (error) {
      throw error instanceof ImportError ? new ImportError(prefix(error.problems)) : error;
    }
    const rows = readFeedRows(table.rows, columns);
    const existing = existingVehicles(content);
    const state = readImportState(contentDir);
    const readDone = performance.now();

    // Plan with the photos' future names, without fetching anything: every mistake in the feed shows up here.
    const storeContext = { state, photosDir: content.photosDir, limits, http, stored: new Map<string, boolean>() };
    const photos = photoPlanner(feedLocation(options.feed), storeContext, policy);
    const planInput = {
      feedVehicles: rows.vehicles,
      feedRows: table.rows.length,
      columns: columns.columns,
      existing,
      state,
      defaultWarranty: content.site.importDefaults?.warranty,
      lots: content.locations,
      keepMissing: options.keepMissing ?? false,
      today: options.today ?? localDate(),
      currentYear,
    };
    let plan = planImport({ ...planInput, photosFor: photos.foreseen });
    const problems = [...rows.problems, ...plan.problems];
    if (problems.length > 0) throw new ImportError(prefix(byRow(problems)));
    const planDone = performance.now();

    const relative = path.relative(process.cwd(), contentDir);
    const report: ImportReport = {
      content:
        relative && !relative.startsWith("..") && !path.isAbsolute(relative)
          ? relative.split(path.sep).join("/")
          : contentDir,
      feed: {
        label,
        encoding,
        separator: SEPARATORS[table.separator as Separator],
        rows: table.rows.length,
        ignoredColumns: columns.ignored,
      },
      plan,
      photos: { downloaded: 0, copied: 0, unchanged: 0, failed: 0, new: 0 },
      dryRun,
      filesWritten: 0,
      filesDeleted: 0,
      timings: { read: readDone - started, plan: planDone - readDone, photos: 0, write: 0, total: 0 },
    };
    const needs = photos.needs(rows.vehicles);
    if (dryRun) {
      report.photos.new = new Set(
        needs.filter((need) => !state.photos[need.source.key]).map((need) => need.source.key),
      ).size;
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
    // Usually every photo arrived under the name foreseen, and the plan stands; otherwise plan again.
    if (!photos.asForeseen(outcomes)) plan = planImport({ ...planInput, photosFor: photos.arrived(outcomes) });
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
    http.close();
    release();
  }
}
