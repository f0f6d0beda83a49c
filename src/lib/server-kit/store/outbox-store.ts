// The one interface every outbox store implements (a folder, Netlify Blobs, an S3 bucket), so saving,
// sending and reviewing leads is written once. A store moves opaque text; what a lead record holds, and
// whether it is encrypted, is decided above it (lead-outbox.ts).

export interface StoredEntry {
  /** The store's name for the lead; names sort by the time the lead was saved. */
  name: string;
  /** Its size in bytes, as counted against the outbox's cap. */
  bytes: number;
}

/** A lead taken by one sender: no other sender can take it until it is released or its claim goes stale. */
export interface Claim {
  readonly name: string;
  /** The store's handle on the claim (a renamed file, a claim object). */
  readonly token: string;
}

export interface OutboxLimits {
  maxFiles: number;
  maxBytes: number;
}

export interface OutboxStore {
  /** Where the leads are, for logs and reports: a folder, a store name, a bucket and prefix; never a secret. */
  readonly label: string;
  /** Leads that are not claimed, oldest first. */
  list(): Promise<StoredEntry[]>;
  /** Everything the caps count, by name and size: waiting and claimed leads (a folder's half-written ones too). */
  usage(): Promise<StoredEntry[]>;
  /**
   * Stores a new lead whole or not at all, and resolves with its name only once the store confirmed the write.
   * `baseName` (`<time>-<lead id>`) starts the name, so names sort by time.
   */
  create(baseName: string, content: string): Promise<string>;
  /** A waiting lead's content; undefined when it is gone (claimed or deleted meanwhile). */
  read(name: string): Promise<string | undefined>;
  /** Takes a lead for this sender; undefined when another sender has it or it is gone. */
  claim(name: string, now: number): Promise<Claim | undefined>;
  readClaimed(claim: Claim): Promise<string | undefined>;
  /** Replaces a claimed lead's content whole (attempts, recipients that have it, a new key). */
  replace(claim: Claim, content: string): Promise<void>;
  /** Deletes a claimed lead: only after the SMTP server accepted it, or a person dropped it. */
  remove(claim: Claim): Promise<void>;
  /** Gives a claimed lead back to the outbox. */
  release(claim: Claim): Promise<void>;
  /** Gives back the leads whose sender stopped more than STALE_CLAIM_MS ago; resolves with how many. */
  releaseStale(now: number): Promise<number>;
}

/**
 * A claim older than this belongs to a sender that died; its lead is offered again. A folder's temporary file this
 * old belongs to a write that died (file-store.ts).
 */
export const STALE_CLAIM_MS = 15 * 60 * 1000;

/**
 * How far in the future a claim may be dated and still count: clocks of machines kept by NTP agree to within
 * milliseconds; a claim dated further ahead comes from a wrong clock and would otherwise hide its lead.
 */
const CLAIM_CLOCK_TOLERANCE_MS = 2 * 60 * 1000;

/** Whether a claim of this age (now minus its date; negative when dated ahead) is stale. */
export const isStaleClaim = (ageMs: number) => ageMs > STALE_CLAIM_MS || ageMs < -CLAIM_CLOCK_TOLERANCE_MS;

/** The outbox is at its cap: it takes no more leads until `npm run leads:send` (or a person) empties it. */
export class OutboxFullError extends Error {
  readonly code = "OUTBOX_FULL";
  constructor(reason: string) {
    super(`the outbox is full (${reason})`);
  }
}

/** `1795285800000`: a claim's time as 13 digits, so claim names sort by time. */
export const claimTime = (now: number) => String(Math.trunc(now)).padStart(13, "0");

/** The store cannot be used as configured (a missing region or key): every operation says why. */
class OutboxConfigError extends Error {
  readonly code = "OUTBOX_CONFIG";
}

/** A store whose every operation rejects with `problem`: the lead is refused plainly (503), never lost silently. */
export function unusableStore(label: string, problem: string): OutboxStore {
  const fail = () => Promise.reject(new OutboxConfigError(problem));
  return {
    label,
    list: fail,
    usage: fail,
    create: fail,
    read: fail,
    claim: fail,
    readClaimed: fail,
    replace: fail,
    remove: fail,
    release: fail,
    releaseStale: fail,
  };
}
