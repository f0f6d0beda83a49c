// Writes many files into content/ so that an interrupted import leaves it as it was before or as it is after,
// never half of each:
//   1. every new file is written into a staging folder beside the content, on the same disk, and flushed;
//   2. a journal listing every rename and deletion is written and flushed, then renamed into place: this
//      rename is the commit point;
//   3. the journal is carried out: each staged file is renamed over its target (one atomic step per file),
//      deletions are made; then the journal and the staging folder go.
// Stopped before 2, content/ is untouched (the staging folder is litter the next import clears). Stopped
// during 3, the journal is still there: the build refuses content/ with a message, and `recoverImport`
// (run by every import, or `npm run inventory:import -- --recover`) finishes the steps, each safe to repeat.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { IMPORT_JOURNAL } from "../content/import-journal";
import { IMPORT_DIR } from "./import-state";

const JOURNAL_FILE = path.basename(IMPORT_JOURNAL);
const STAGING_PREFIX = "staging-";

export interface FileWrite {
  /** Path relative to the content folder, with forward slashes (`vehicles/x.json`). */
  target: string;
  data: string | Uint8Array;
}

interface Journal {
  version: 1;
  staging: string;
  renames: { from: string; to: string }[];
  deletes: string[];
}

/** Test hook: called before each step, so a test can stop the transaction anywhere. */
export type StepHook = (step: string) => void;

const importDir = (contentDir: string) => path.join(contentDir, IMPORT_DIR);
export const journalPath = (contentDir: string) => path.join(importDir(contentDir), JOURNAL_FILE);

function writeDurably(file: string, data: string | Uint8Array): void {
  const fd = fs.openSync(file, "w");
  try {
    fs.writeFileSync(fd, data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Puts the staged files on disk before the journal that points at them. One flush of the file system
 * (`sync -f`, Linux's syncfs) costs milliseconds where an fsync per file costs seconds for thousands of files;
 * where that command is missing, each file is flushed.
 */
function flushStaged(staging: string, files: readonly string[]): void {
  try {
    execFileSync("sync", ["-f", staging], { stdio: "ignore", timeout: 60_000 });
    return;
  } catch {
    // No GNU sync here (macOS, Windows): flush file by file.
  }
  for (const file of files) {
    const fd = fs.openSync(file, "r+");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }
}

function syncDirectory(dir: string): void {
  try {
    const fd = fs.openSync(dir, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Some platforms cannot open a directory to flush it; the renames are still atomic there.
  }
}

function safeTarget(contentDir: string, target: string): string {
  const resolved = path.resolve(contentDir, target);
  const relative = path.relative(contentDir, resolved);
  if (relative.startsWith("..") || path.isAbsolute(relative))
    throw new Error(`refusing to write outside ${contentDir}: ${target}`);
  return resolved;
}

function applyJournal(contentDir: string, journal: Journal, step: StepHook): void {
  const touched = new Set<string>();
  for (const { from, to } of journal.renames) {
    step(`rename ${to}`);
    const source = safeTarget(contentDir, from);
    const target = safeTarget(contentDir, to);
    // Already moved by an earlier, interrupted run: nothing to do.
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(source, target);
    touched.add(path.dirname(target));
  }
  for (const target of journal.deletes) {
    step(`delete ${target}`);
    const file = safeTarget(contentDir, target);
    fs.rmSync(file, { force: true });
    touched.add(path.dirname(file));
  }
  for (const dir of touched) syncDirectory(dir);
  step("finish");
  fs.rmSync(journalPath(contentDir), { force: true });
  fs.rmSync(safeTarget(contentDir, journal.staging), { recursive: true, force: true });
}

/**
 * Finishes an import that stopped after its commit point, and clears the litter of one that stopped before.
 * Returns true when a committed import was finished.
 */
export function recoverImport(contentDir: string, step: StepHook = () => {}): boolean {
  const dir = importDir(contentDir);
  if (!fs.existsSync(dir)) return false;
  let finished = false;
  const journalFile = journalPath(contentDir);
  if (fs.existsSync(journalFile)) {
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as Journal;
    applyJournal(contentDir, journal, step);
    finished = true;
  }
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith(STAGING_PREFIX) || entry === `${JOURNAL_FILE}.tmp`)
      fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  return finished;
}

/** Writes `writes` and removes `deletes` (paths relative to contentDir) as one all-or-nothing change. */
export function commitFiles(
  contentDir: string,
  writes: readonly FileWrite[],
  deletes: readonly string[],
  step: StepHook = () => {},
): void {
  if (writes.length === 0 && deletes.length === 0) return;
  const dir = importDir(contentDir);
  fs.mkdirSync(dir, { recursive: true });
  const stagingName = `${STAGING_PREFIX}${process.pid}-${Date.now()}`;
  const staging = path.join(dir, stagingName);
  fs.mkdirSync(staging);
  const renames: Journal["renames"] = [];
  const staged: string[] = [];
  writes.forEach((write, index) => {
    step(`stage ${write.target}`);
    safeTarget(contentDir, write.target);
    staged.push(path.join(staging, String(index)));
    fs.writeFileSync(staged[index], write.data);
    renames.push({ from: path.posix.join(IMPORT_DIR, stagingName, String(index)), to: write.target });
  });
  for (const target of deletes) safeTarget(contentDir, target);
  flushStaged(staging, staged);
  syncDirectory(staging);

  step("commit");
  const journal: Journal = {
    version: 1,
    staging: path.posix.join(IMPORT_DIR, stagingName),
    renames,
    deletes: [...deletes],
  };
  const journalFile = journalPath(contentDir);
  writeDurably(`${journalFile}.tmp`, JSON.stringify(journal));
  fs.renameSync(`${journalFile}.tmp`, journalFile);
  syncDirectory(dir);

  applyJournal(contentDir, journal, step);
}
