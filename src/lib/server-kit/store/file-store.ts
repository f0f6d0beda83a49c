// The `file:` outbox store: one JSON file per lead in a folder on this server's disk. Files are written
// atomically (atomic-write.ts), so a reader never sees half a lead and a saved lead survives a power cut; a
// sender claims a lead by renaming its file, which exactly one of several senders can do. Every rename and
// deletion is flushed with its folder too: a sent lead deleted only in the page cache would come back after a
// power cut and be sent again.
// A process killed inside a write (SIGKILL, the OOM killer, a power cut) leaves its hidden temporary file
// behind: never read as a lead, it is removed once older than a claim can live (releaseStale).
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { syncFolder, writeAtomically } from "./atomic-write";
import {
  claimTime,
  isStaleClaim,
  STALE_CLAIM_MS,
  type Claim,
  type OutboxStore,
  type StoredEntry,
} from "./outbox-store";

const RECORD_SUFFIX = ".json";
// `<lead file>.<claimed at, ms>.sending`: the claim's time travels in its name, set by the same rename
// that takes the file, so no other run can ever see a fresh claim with an old time.
const CLAIM_NAME = /^(.+\.json)\.(\d{13})\.sending$/;
// Claims made before the time was in the name (`<lead file>.sending`); their age comes from the mtime.
const LEGACY_CLAIM_NAME = /^(.+\.json)\.sending$/;
// `.<lead base name>-<uuid>.tmp`: a write under way, or one a killed process left.
const TEMPORARY_NAME = /^\..+\.tmp$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function sizeOf(file: string): Promise<number | undefined> {
  return (await fs.stat(file).catch(() => undefined))?.size;
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, "utf8");
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** The lead file a claim was made from. */
function unclaimedPath(claimed: string): string {
  const name = path.basename(claimed);
  const match = CLAIM_NAME.exec(name) ?? LEGACY_CLAIM_NAME.exec(name);
  if (!match) throw new Error(`${name} is not a claimed lead`);
  return path.join(path.dirname(claimed), match[1]);
}

/** The folders whose entries changed when `made` (and everything below it down to `dir`) was created. */
function foldersAbove(dir: string, made: string): string[] {
  const folders: string[] = [];
  for (let folder = dir; folder !== path.dirname(made); folder = path.dirname(folder))
    folders.push(path.dirname(folder));
  return folders;
}

export function createFileStore(dir: string): OutboxStore {
  const tempName = (base: string) => `.${base}-${randomUUID()}.tmp`;
  const release = async (claim: Claim) => {
    await fs.rename(claim.token, unclaimedPath(claim.token));
    await syncFolder(dir);
  };

  /** Removes the temporary files of writes that ended with their process, by age: a live write takes milliseconds. */
  async function removeAbandonedWrites(now: number): Promise<void> {
    for (const name of (await namesIn(dir)).filter((entry) => TEMPORARY_NAME.test(entry))) {
      const modified = (await fs.stat(path.join(dir, name)).catch(() => undefined))?.mtimeMs;
      if (modified !== undefined && now - modified > STALE_CLAIM_MS) await fs.rm(path.join(dir, name), { force: true });
    }
  }

  return {
    label: `file:${dir}`,

    async list() {
      const entries: StoredEntry[] = [];
      const names = (await namesIn(dir)).filter((name) => name.endsWith(RECORD_SUFFIX) && !name.startsWith("."));
      for (const name of names.sort()) {
        const bytes = await sizeOf(path.join(dir, name));
        if (bytes !== undefined) entries.push({ name, bytes }); // else claimed or sent meanwhile
      }
      return entries;
    },

    // Every file counts, hidden temporary ones too: they take the same disk.
    async usage() {
      const entries: StoredEntry[] = [];
      for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      })) {
        if (!entry.isFile()) continue;
        const bytes = await sizeOf(path.join(dir, entry.name));
        if (bytes !== undefined) entries.push({ name: entry.name, bytes });
      }
      return entries;
    },

    async create(baseName, content) {
      // A folder made here is flushed into its parent too: else a power cut could take it, and the lead in it.
      const made = await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      if (made !== undefined) for (const folder of foldersAbove(dir, made)) await syncFolder(folder);
      // mkdir's mode applies only to a folder it creates: one that already existed is closed here too.
      await fs.chmod(dir, 0o700);
      const name = `${baseName}${RECORD_SUFFIX}`;
      await writeAtomically(path.join(dir, name), content, tempName(baseName));
      return name;
    },

    read: (name) => readIfPresent(path.join(dir, name)),

    async claim(name, now) {
      const file = path.join(dir, name);
      const claimed = `${file}.${claimTime(now)}.sending`;
      try {
        await fs.rename(file, claimed);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      await syncFolder(dir);
      return { name, token: claimed };
    },

    readClaimed: (claim) => readIfPresent(claim.token),

    replace: (claim, content) => writeAtomically(claim.token, content, tempName(claim.name)),

    async remove(claim) {
      await fs.rm(claim.token);
      await syncFolder(dir);
    },

    release,

    async releaseStale(now) {
      await removeAbandonedWrites(now);
      let released = 0;
      for (const name of await namesIn(dir)) {
        const claimed = path.join(dir, name);
        const stamped = CLAIM_NAME.exec(name);
        let claimedAt: number;
        if (stamped) claimedAt = Number(stamped[2]);
        else if (LEGACY_CLAIM_NAME.test(name))
          claimedAt = (await fs.stat(claimed).catch(() => undefined))?.mtimeMs ?? now;
        else continue;
        if (!isStaleClaim(now - claimedAt)) continue;
        try {
          await release({ name, token: claimed });
          released += 1;
        } catch (error) {
          if (!isMissing(error)) throw error; // else another run released (or finished) it first
        }
      }
      return released;
    },
  };
}
