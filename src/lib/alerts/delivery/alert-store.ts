// The alerts' part of the outbox store (alert-kv.ts), as the endpoint and the sender use it:
//   subscriptions/<tag>/<id>.json   one per subscription (alert-records.ts), all of one address under its tag
//   requests/<time>-<uuid>.json     a subscribe request as the endpoint took it, sealed, waiting for the next run of
//                                   take-requests.ts (the endpoint's only write, whatever the address)
//   addresses/<tag>/confirmation.json   when the mailbox was last sent a confirmation (no personal data); kept
//                                       after an unsubscribe, so the once-a-day rule outlives it
//   addresses/<tag>/unsubscribed.json   when it last unsubscribed: the suppression (alert-expiry.ts)
//   addresses/<tag>/mailed.json         when it was last sent an alert e-mail
//   runs/last.json                  the last `alerts:send`: when, and the inventory it sent for
//   runs/lock-<time>-<uuid>         a sender at work: a second one at the same time stands back
import { randomUUID } from "node:crypto";
import { seal, unseal, type OutboxKeyring, type SealedLead } from "../../server-kit/store/outbox-keys";
import { claimTime, isStaleClaim } from "../../server-kit/store/outbox-store";
import { isLocale } from "../../i18n/locale";
import type { AlertRequest } from "../alert-request";
import type { Subscription } from "../subscription";
import type { AlertKv } from "./alert-kv";
import { addressTag } from "./alert-keys";
import { ALERT_KINDS } from "../alert-options";
import {
  isTarget,
  openSubscription,
  parseStoredSubscription,
  sealSubscription,
  type StoredSubscription,
} from "./alert-records";

export type LoadedSubscription =
  | { tag: string; id: string; record: StoredSubscription; subscription: Subscription }
  | { tag: string; id: string; unreadable: string; record?: StoredSubscription };

export interface LastRun {
  at: string;
  /** The live inventory's id the run compared with. */
  inventoryId: string;
  sent: number;
}

export interface AlertStore {
  readonly label: string;
  readonly keyring: OutboxKeyring;
  /** The address's tag under the current key (undefined without LEAD_OUTBOX_KEY: nothing can be stored then). */
  tagOf(email: string): string | undefined;
  get(tag: string, id: string): Promise<LoadedSubscription | undefined>;
  save(tag: string, subscription: Subscription): Promise<void>;
  remove(tag: string, id: string): Promise<void>;
  /** One address's subscriptions. */
  ofAddress(tag: string): Promise<LoadedSubscription[]>;
  /** Every subscription, by address tag. */
  all(): Promise<Map<string, LoadedSubscription[]>>;
  /**
   * Deletes the mailbox's subscriptions and notes the unsubscribe (the suppression); the last confirmation's date
   * stays. Resolves with how many subscriptions were deleted.
   */
  unsubscribe(tag: string, at: Date): Promise<number>;
  /** Deletes everything kept about the mailbox (alerts:purge, once its notes have run their course). */
  forgetAddress(tag: string): Promise<void>;
  /** When the mailbox last unsubscribed. */
  unsubscribedAt(tag: string): Promise<Date | undefined>;
  /** Tags with something kept about them but no subscription left (cleaned by alerts:purge). */
  addressTags(): Promise<string[]>;
  lastConfirmation(tag: string): Promise<Date | undefined>;
  noteConfirmation(tag: string, at: Date): Promise<void>;
  /** Puts back the date a confirmation that could not be sent had replaced (none: the note is deleted). */
  restoreConfirmation(tag: string, previous: Date | undefined): Promise<void>;
  /** Keeps a subscribe request for the next run of take-requests.ts: one sealed write, whatever the address. */
  enqueue(request: AlertRequest, now: number): Promise<void>;
  /** The waiting requests' names, oldest first. */
  queued(): Promise<string[]>;
  /** A waiting request; `unreadable` when no configured key opens it; undefined when it is gone. */
  readQueued(name: string): Promise<AlertRequest | "unreadable" | undefined>;
  removeQueued(name: string): Promise<void>;
  lastMailed(tag: string): Promise<Date | undefined>;
  noteMailed(tag: string, at: Date): Promise<void>;
  lastRun(): Promise<LastRun | undefined>;
  noteRun(run: LastRun): Promise<void>;
  /** Takes the sender's lock; resolves with its release, or undefined when another sender holds it. */
  lock(now: number): Promise<(() => Promise<void>) | undefined>;
  /** Deletes the locks of senders that stopped without giving them back; resolves with how many. */
  removeStaleLocks(now: number): Promise<number>;
}

const SUBSCRIPTIONS = "subscriptions/";
const ADDRESSES = "addresses/";
const REQUESTS = "requests/";
const LOCKS = "runs/lock-";
const QUEUED = /^requests\/(\d{13}-[0-9a-f-]{36}\.json)$/;
const RECORD = /^subscriptions\/([0-9a-f]{24})\/([0-9a-f]{24})\.json$/;
const LOCK = /^runs\/lock-(\d{13})-[0-9a-f-]{36}$/;

const subscriptionKey = (tag: string, id: string) => `${SUBSCRIPTIONS}${tag}/${id}.json`;

function dateIn(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  try {
    const at = (JSON.parse(text) as { at?: unknown }).at;
    const date = typeof at === "string" ? new Date(at) : undefined;
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
  } catch {
    return undefined;
  }
}

export function createAlertStore(kv: AlertKv, keyring: OutboxKeyring): AlertStore {
  const load = (tag: string, id: string, text: string): LoadedSubscription => {
    let record: StoredSubscription | undefined;
    try {
      record = parseStoredSubscription(text);
      return { tag, id, record, subscription: openSubscription(tag, record, keyring) };
    } catch (error) {
      return { tag, id, unreadable: (error as Error).message, record };
    }
  };

  async function loadKeys(keys: readonly string[]): Promise<LoadedSubscription[]> {
    const loaded: LoadedSubscription[] = [];
    for (const key of keys) {
      const match = RECORD.exec(key);
      if (!match) continue;
      const text = await kv.get(key);
      if (text !== undefined) loaded.push(load(match[1], match[2], text)); // else removed meanwhile
    }
    return loaded;
  }

  const marker = (tag: string, name: string) => `${ADDRESSES}${tag}/${name}.json`;
  const note = (key: string, at: Date) => kv.put(key, `${JSON.stringify({ at: at.toISOString() })}\n`);
  const deleteSubscriptions = async (tag: string) => {
    const keys = await kv.list(`${SUBSCRIPTIONS}${tag}/`);
    for (const key of keys) await kv.delete(key);
    return keys.filter((key) => RECORD.test(key)).length;
  };
  // A queued request is sealed as a subscription is, bound to its name: a record moved or edited does not open.
  const requestBinding = (name: string) => JSON.stringify(["alert-request", 1, name]);

  return {
    label: kv.label,
    keyring,
    tagOf: (email) => (keyring.current ? addressTag(email, keyring.current.key) : undefined),

    async get(tag, id) {
      const text = await kv.get(subscriptionKey(tag, id));
      return text === undefined ? undefined : load(tag, id, text);
    },
    save: (tag, subscription) =>
      kv.put(
        subscriptionKey(tag, subscription.id),
        `${JSON.stringify(sealSubscription(tag, subscription, keyring))}\n`,
      ),
    remove: (tag, id) => kv.delete(subscriptionKey(tag, id)),
    ofAddress: async (tag) => loadKeys(await kv.list(`${SUBSCRIPTIONS}${tag}/`)),

    async all() {
      const byTag = new Map<string, LoadedSubscription[]>();
      for (const loaded of await loadKeys(await kv.list(SUBSCRIPTIONS))) {
        byTag.set(loaded.tag, [...(byTag.get(loaded.tag) ?? []), loaded]);
      }
      return byTag;
    },

    async unsubscribe(tag, at) {
      const removed = await deleteSubscriptions(tag);
      await note(marker(tag, "unsubscribed"), at);
      return removed;
    },

    async forgetAddress(tag) {
      await deleteSubscriptions(tag);
      for (const key of await kv.list(`${ADDRESSES}${tag}/`)) await kv.delete(key);
    },

    unsubscribedAt: async (tag) => dateIn(await kv.get(marker(tag, "unsubscribed"))),

    async addressTags() {
      const tags = new Set<string>();
      for (const key of await kv.list(ADDRESSES)) {
        const tag = key.slice(ADDRESSES.length).split("/")[0];
        if (/^[0-9a-f]{24}$/.test(tag)) tags.add(tag);
      }
      return [...tags].sort();
    },

    lastConfirmation: async (tag) => dateIn(await kv.get(marker(tag, "confirmation"))),
    noteConfirmation: (tag, at) => note(marker(tag, "confirmation"), at),
    restoreConfirmation: (tag, previous) =>
      previous ? note(marker(tag, "confirmation"), previous) : kv.delete(marker(tag, "confirmation")),

    async enqueue(request, now) {
      const current = keyring.current;
      if (!current) throw new Error("LEAD_OUTBOX_KEY is not set: alerts are not stored without it");
      const name = `${claimTime(now)}-${randomUUID()}.json`;
      const plain = JSON.stringify({ email: request.email, language: request.language, target: request.target });
      await kv.put(`${REQUESTS}${name}`, `${JSON.stringify(seal(plain, current, requestBinding(name)))}\n`);
    },

    queued: async () => (await kv.list(REQUESTS)).flatMap((key) => QUEUED.exec(key)?.[1] ?? []),

    async readQueued(name) {
      const text = await kv.get(`${REQUESTS}${name}`);
      if (text === undefined) return undefined;
      try {
        const sealed = JSON.parse(text) as SealedLead;
        const { email, language, target } = JSON.parse(unseal(sealed, keyring, requestBinding(name))) as Record<
          string,
          unknown
        >;
        const kind = (target as { kind?: unknown } | null)?.kind;
        const known = ALERT_KINDS.find((candidate) => candidate === kind);
        return typeof email === "string" && isLocale(language) && known && isTarget(target, known)
          ? { email, language, target }
          : "unreadable";
      } catch {
        return "unreadable";
      }
    },

    removeQueued: (name) => kv.delete(`${REQUESTS}${name}`),
    lastMailed: async (tag) => dateIn(await kv.get(marker(tag, "mailed"))),
    noteMailed: (tag, at) => note(marker(tag, "mailed"), at),

    async lastRun() {
      const text = await kv.get("runs/last.json");
      if (text === undefined) return undefined;
      try {
        const run = JSON.parse(text) as LastRun;
        return typeof run.at === "string" && typeof run.inventoryId === "string" ? run : undefined;
      } catch {
        return undefined;
      }
    },
    noteRun: (run) => kv.put("runs/last.json", `${JSON.stringify(run)}\n`),

    // Claim, then list (the outbox's protocol for stores without conditional writes, object-outbox.ts): each sender
    // writes a lock of its own before it looks, so of two at once the one that looks second sees the other's.
    // Locks are dated, and judged, by the store's clock (alert-kv.ts `now`): a sender whose own clock runs ahead
    // cannot take a live one.
    async lock(localNow) {
      const now = await kv.now(localNow);
      const mine = `${LOCKS}${claimTime(now)}-${randomUUID()}`;
      await kv.put(mine, "");
      const others = (await kv.list(LOCKS)).filter((key) => {
        const match = LOCK.exec(key);
        return key !== mine && match !== null && !isStaleClaim(now - Number(match[1]));
      });
      if (others.length === 0) return () => kv.delete(mine);
      await kv.delete(mine);
      return undefined;
    },

    async removeStaleLocks(localNow) {
      const now = await kv.now(localNow);
      let removed = 0;
      for (const key of await kv.list(LOCKS)) {
        const match = LOCK.exec(key);
        if (!match || !isStaleClaim(now - Number(match[1]))) continue;
        await kv.delete(key);
        removed += 1;
      }
      return removed;
    },
  };
}
