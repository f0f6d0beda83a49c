// The outbox: one JSON file per lead waiting to be e-mailed. Files are written atomically (a temporary
// file in the same folder, flushed, renamed, then the folder flushed), so a reader never sees half a lead
// and a saved lead survives a power cut.
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { writeAtomically } from "./atomic-write";
import type { LeadMessage } from "./lead-message";

export interface OutboxRecord {
  version: 1;
  savedAt: string;
  message: LeadMessage;
  /**
   * Recipients that already have this lead (some of LEAD_TO accepted it, another refused it): a later send
   * goes only to the others, so nobody gets it twice and a corrected LEAD_TO address gets it too.
   */
  deliveredTo?: string[];
}

const RECORD_SUFFIX = ".json";
const CLAIM_SUFFIX = ".sending";
// `<lead file>.<claimed at, ms>.sending`: the claim's time travels in its name, set by the same rename
// that takes the file, so no other run can ever see a fresh claim with an old time.
const CLAIM_NAME = /^(.+\.json)\.(\d{13})\.sending$/;
// Claims made before the time was in the name (`<lead file>.sending`); their age comes from the mtime.
const LEGACY_CLAIM_NAME = /^(.+\.json)\.sending$/;
/** A claim older than this belongs to a sender that died; its lead is offered again. */
export const STALE_CLAIM_MS = 15 * 60 * 1000;

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

const serialize = (record: OutboxRecord) => `${JSON.stringify(record, null, 2)}\n`;

export interface OutboxLimits {
  maxFiles: number;
  maxBytes: number;
}

/** The outbox is at its cap: it takes no more leads until `npm run leads:send` (or a person) empties it. */
export class OutboxFullError extends Error {
  readonly code = "OUTBOX_FULL";
  constructor(reason: string) {
    super(`the outbox is full (${reason})`);
  }
}

async function outboxFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(dir, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Files in the outbox (waiting, claimed or being written) and their bytes. */
export async function outboxUsage(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const file of await outboxFiles(dir)) {
    const size = (await fs.stat(file).catch(() => undefined))?.size;
    if (size === undefined) continue; // sent and removed meanwhile
    files += 1;
    bytes += size;
  }
  return { files, bytes };
}

/**
 * Why `incomingBytes` more would take the outbox past its limits, or undefined when they fit. Counting
 * files needs one readdir; sizes are added only while under the file limit, and only until the byte limit
 * is passed, so a full outbox under a flood costs little to refuse.
 */
async function overLimits(dir: string, limits: OutboxLimits, incomingBytes: number): Promise<string | undefined> {
  const files = await outboxFiles(dir);
  if (files.length + 1 > limits.maxFiles) return `${files.length} files`;
  let bytes = incomingBytes;
  for (const file of files) {
    bytes += (await fs.stat(file).catch(() => undefined))?.size ?? 0;
    if (bytes > limits.maxBytes) return `over ${limits.maxBytes} bytes`;
  }
  return undefined;
}

export interface SaveOptions {
  /** Recipients that already have the lead (see OutboxRecord). */
  deliveredTo?: string[];
  /** Refuse (OutboxFullError) when this lead would take the outbox past either limit. */
  limits?: OutboxLimits;
}

/** Saves a lead; resolves with the file's path once it is safely on disk. */
export async function saveToOutbox(
  dir: string,
  message: LeadMessage,
  now = new Date(),
  { deliveredTo = [], limits }: SaveOptions = {},
): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const record: OutboxRecord = {
    version: 1,
    savedAt: now.toISOString(),
    message,
    ...(deliveredTo.length > 0 ? { deliveredTo } : {}),
  };
  const content = serialize(record);
  if (limits) {
    const over = await overLimits(dir, limits, Buffer.byteLength(content));
    if (over) throw new OutboxFullError(over);
  }
  const finalPath = path.join(dir, `${stamp(now)}-${message.id}${RECORD_SUFFIX}`);
  await writeAtomically(finalPath, content, `.${message.id}-${randomUUID()}.tmp`);
  return finalPath;
}

/** Replaces a claimed lead's record (more recipients have it now), atomically, before it is released. */
export async function updateClaimedRecord(claimed: string, record: OutboxRecord): Promise<void> {
  await writeAtomically(claimed, serialize(record), `.${record.message.id}-${randomUUID()}.tmp`);
}

function isOutboxRecord(value: unknown): value is OutboxRecord {
  const record = value as OutboxRecord | null;
  return (
    typeof record === "object" &&
    record !== null &&
    record.version === 1 &&
    typeof record.message?.id === "string" &&
    typeof record.message.subject === "string" &&
    typeof record.message.adf === "string" &&
    typeof record.message.summary === "string" &&
    (record.deliveredTo === undefined ||
      (Array.isArray(record.deliveredTo) && record.deliveredTo.every((address) => typeof address === "string")))
  );
}

export async function readOutboxRecord(file: string): Promise<OutboxRecord> {
  const parsed: unknown = JSON.parse(await fs.readFile(file, "utf8"));
  if (!isOutboxRecord(parsed)) throw new Error(`${path.basename(file)} is not a saved lead`);
  return parsed;
}

/** Saved leads, oldest first (file names start with the time they were saved). */
export async function listOutbox(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith(RECORD_SUFFIX) && !name.startsWith("."))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Takes a saved lead for sending by renaming it, so two senders running at once never send the same
 * lead. Resolves with the claimed path, or undefined when another sender got there first.
 */
export async function claimOutboxFile(file: string, now = Date.now()): Promise<string | undefined> {
  const claimed = `${file}.${String(Math.trunc(now)).padStart(13, "0")}${CLAIM_SUFFIX}`;
  try {
    await fs.rename(file, claimed);
    return claimed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
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

/** Puts a claimed lead back (sending failed); it stays in the outbox for the next run. */
export async function releaseOutboxFile(claimed: string): Promise<void> {
  await fs.rename(claimed, unclaimedPath(claimed));
}

/** Offers again the leads whose sender stopped before finishing (claimed more than STALE_CLAIM_MS ago). */
export async function releaseStaleClaims(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let released = 0;
  for (const name of names) {
    const claimed = path.join(dir, name);
    const stamped = CLAIM_NAME.exec(name);
    let claimedAt: number;
    if (stamped) claimedAt = Number(stamped[2]);
    else if (LEGACY_CLAIM_NAME.test(name)) claimedAt = (await fs.stat(claimed).catch(() => undefined))?.mtimeMs ?? now;
    else continue;
    if (now - claimedAt <= STALE_CLAIM_MS) continue;
    try {
      await releaseOutboxFile(claimed);
      released += 1;
    } catch (error) {
      // Another run released (or finished) it first.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return released;
}
