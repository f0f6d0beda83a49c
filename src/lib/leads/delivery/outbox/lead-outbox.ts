// A lead as the outbox keeps it, on any store: the record, its state (waiting, held for review, failing)
// and, with LEAD_OUTBOX_KEY, its message sealed. The state stays readable without the key, so
// `leads:status` can report attempts and errors by lead id without opening anybody's details.
import type { FormType } from "../../lead-options";
import type { LeadMessage } from "./lead-message";
import { heldBaseName, isHeldName } from "./held-names";
import { seal, unseal, type OutboxKeyring, type SealedLead } from "../../../server-kit/store/outbox-keys";
import {
  OutboxFullError,
  type OutboxLimits,
  type OutboxStore,
  type StoredEntry,
} from "../../../server-kit/store/outbox-store";

export interface OutboxRecord {
  version: 1;
  /** The lead id (records saved before it was kept here have it in `message` only). */
  id?: string;
  formType?: FormType;
  savedAt: string;
  /** Saved past the global ceiling: not e-mailed until a person releases it (`npm run leads:review`). */
  held?: boolean;
  /** Failed sends so far, and the last one's error (an SMTP code, never an address). */
  attempts?: number;
  lastError?: string;
  lastAttemptAt?: string;
  /**
   * Recipients that already have this lead (some of LEAD_TO accepted it, another refused it): a later send
   * goes only to the others, so nobody gets it twice and a corrected LEAD_TO address gets it too.
   */
  deliveredTo?: string[];
  /** A dealer group's lot it is for (its sealed message says so too): leads:status counts by it. */
  location?: string;
  /** The message in clear, when no LEAD_OUTBOX_KEY was set... */
  message?: LeadMessage;
  /** ...or sealed with it (AES-256-GCM, bound to the lead id, form type and held state: sealedBinding). */
  sealed?: SealedLead;
}

export interface LeadOutbox {
  store: OutboxStore;
  keyring: OutboxKeyring;
}

/** The record is not a saved lead (a stray file, a damaged object). */
export class NotALeadError extends Error {
  readonly code = "NOT_A_LEAD";
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

export const serializeRecord = (record: OutboxRecord) => `${JSON.stringify(record, null, 2)}\n`;

function isMessage(value: unknown): value is LeadMessage {
  const message = value as LeadMessage | null;
  return (
    typeof message === "object" &&
    message !== null &&
    typeof message.id === "string" &&
    typeof message.subject === "string" &&
    typeof message.adf === "string" &&
    typeof message.summary === "string"
  );
}

function isSealed(value: unknown): value is SealedLead {
  const sealed = value as SealedLead | null;
  return (
    typeof sealed === "object" &&
    sealed !== null &&
    sealed.alg === "A256GCM" &&
    (sealed.bound === undefined || sealed.bound === 2) &&
    [sealed.keyId, sealed.iv, sealed.tag, sealed.data].every((part) => typeof part === "string")
  );
}

/**
 * What a sealed message is bound to (AES-GCM's associated data): the lead id, its form type and whether it
 * is held, so a record whose `held` flag or type was edited in the store no longer opens. Records sealed
 * before this binding (no `bound`) were bound to the id alone; `npm run leads:rotate-key` re-seals them.
 * @internal exported for its unit tests
 */
function sealedBinding(record: Pick<OutboxRecord, "formType" | "held">, id: string, bound?: 2): string {
  if (bound !== 2) return id;
  return JSON.stringify(["lead", 2, id, record.formType ?? "", record.held === true]);
}

/** Parses a stored record; NotALeadError when it is not one. */
export function parseRecord(text: string): OutboxRecord & { id: string } {
  let value: OutboxRecord;
  try {
    value = JSON.parse(text) as OutboxRecord;
  } catch {
    throw new NotALeadError("not JSON");
  }
  const ok =
    typeof value === "object" &&
    value !== null &&
    value.version === 1 &&
    typeof value.savedAt === "string" &&
    (isMessage(value.message) || (isSealed(value.sealed) && typeof value.id === "string")) &&
    (value.deliveredTo === undefined ||
      (Array.isArray(value.deliveredTo) && value.deliveredTo.every((address) => typeof address === "string")));
  if (!ok) throw new NotALeadError("not a saved lead");
  return { ...value, id: value.id ?? (value.message as LeadMessage).id };
}

/** The record's message, opened with the keyring when sealed (SealedLeadError when it cannot be). */
export function openMessage(record: OutboxRecord & { id: string }, keyring: OutboxKeyring): LeadMessage {
  if (record.message) return record.message;
  const sealed = record.sealed as SealedLead;
  const message: unknown = JSON.parse(unseal(sealed, keyring, sealedBinding(record, record.id, sealed.bound)));
  if (!isMessage(message)) throw new NotALeadError("sealed content is not a lead");
  return message;
}

/**
 * The record with `message` in it: sealed with the current key when there is one (bound to the record's id,
 * type and held state, so seal it again whenever those change), else in clear.
 */
export function withMessage(record: OutboxRecord, message: LeadMessage, keyring: OutboxKeyring): OutboxRecord {
  const { message: _plain, sealed: _sealed, ...rest } = record;
  if (!keyring.current) return { ...rest, id: message.id, message };
  const binding = sealedBinding(rest, message.id, 2);
  return { ...rest, id: message.id, sealed: { ...seal(JSON.stringify(message), keyring.current, binding), bound: 2 } };
}

export interface SaveOptions {
  now?: Date;
  /** Recipients that already have the lead (see OutboxRecord). */
  deliveredTo?: string[];
  /** Refuse (OutboxFullError) when this lead would take the leads' space past either limit. */
  limits?: OutboxLimits;
}

/** `20261121T183000Z-<lead id>`: the start of a lead's name in the store, so names sort by time. */
const leadBaseName = (savedAt: Date, id: string) => `${stamp(savedAt)}-${id}`;

const newRecord = (message: LeadMessage, now: Date, extra: Partial<OutboxRecord>): OutboxRecord => ({
  version: 1,
  formType: message.formType,
  savedAt: now.toISOString(),
  ...(message.location ? { location: message.location } : {}),
  ...extra,
});

/**
 * Why one more lead of `incomingBytes` would take the leads' space past its limits, or undefined when it
 * fits. Held leads are not counted: they have a space of their own (held-names.ts, held-space.ts).
 */
async function overLeadLimits(store: OutboxStore, limits: OutboxLimits, incomingBytes: number) {
  const leads = (await store.usage()).filter((entry) => !isHeldName(entry.name));
  const bytes = leads.reduce((sum, entry) => sum + entry.bytes, 0);
  if (leads.length + 1 > limits.maxFiles) return `${leads.length} files`;
  if (bytes + incomingBytes > limits.maxBytes) return `over ${limits.maxBytes} bytes`;
  return undefined;
}

/** Saves a lead to be sent; resolves with its name once the store confirmed the write. */
export async function saveLead(
  outbox: LeadOutbox,
  message: LeadMessage,
  { now = new Date(), deliveredTo = [], limits }: SaveOptions = {},
): Promise<string> {
  const extra = deliveredTo.length > 0 ? { deliveredTo } : {};
  const content = serializeRecord(withMessage(newRecord(message, now, extra), message, outbox.keyring));
  if (limits) {
    const over = await overLeadLimits(outbox.store, limits, Buffer.byteLength(content));
    if (over) throw new OutboxFullError(over);
  }
  return outbox.store.create(leadBaseName(now, message.id), content);
}

/**
 * Saves a lead held for review under a held name (held-names.ts), which the leads' caps do not count.
 * Resolves with its name once the store confirmed the write.
 */
export async function saveHeldRecord(
  outbox: LeadOutbox,
  message: LeadMessage,
  { now, networkTag }: { now: Date; networkTag: string },
): Promise<string> {
  const content = serializeRecord(withMessage(newRecord(message, now, { held: true }), message, outbox.keyring));
  return outbox.store.create(heldBaseName(leadBaseName(now, message.id), networkTag), content);
}

export type LoadedLead =
  { entry: StoredEntry; record: OutboxRecord & { id: string } } | { entry: StoredEntry; unreadable: string };

/** Every waiting lead's record (not opened), oldest first; leads claimed or sent meanwhile are skipped. */
export async function loadLeads(store: OutboxStore): Promise<LoadedLead[]> {
  const loaded: LoadedLead[] = [];
  for (const entry of await store.list()) {
    const text = await store.read(entry.name);
    if (text === undefined) continue;
    try {
      loaded.push({ entry, record: parseRecord(text) });
    } catch (error) {
      loaded.push({ entry, unreadable: (error as Error).message });
    }
  }
  return loaded;
}
