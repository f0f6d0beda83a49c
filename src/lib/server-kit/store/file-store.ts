// The `file:` outbox store: one JSON file per lead in a folder on this server's disk. Files are written
// atomically (atomic-write.ts), so a reader never sees half a lead and a saved lead survives a power cut; a
// sender claims a lead by renaming its file, which exactly one of several senders can do.
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { writeAtomically } from "./atomic-write";
import { claimTime, isStaleClaim, type Claim, type OutboxStore, type StoredEntry } from "./outbox-store";

const RECORD_SUFFIX = ".json";
// `<lead file>.<claimed at, ms>.sending`: the claim's time travels in its name, set by the same rename
// that takes the file, so no other run can ever see a fresh claim with an old time.
const CLAIM_NAME = /^(.+\.json)\.(\d{13})\.sending$/;
// Claims made before the time was in the name (`<lead file>.sending`); their age comes from the mtime.
const LEGACY_CLAIM_NAME = /^(.+\.json)\.sending$/;

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

export function createFileStore(dir: string): OutboxStore {
  const tempName = (base: string) => `.${base}-${randomUUID()}.tmp`;
  const release = async (claim: Claim) => fs.rename(claim.token, unclaimedPath(claim.token));

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
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
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
        return { name, token: claimed };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    readClaimed: (claim) => readIfPresent(claim.token),

    replace: (claim, content) => writeAtomically(claim.token, content, tempName(claim.name)),

    remove: (claim) => fs.rm(claim.token),

    release,

    async releaseStale(now) {
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
