// The subscribe requests the endpoint queued (alert-store.ts `requests/`), made into subscriptions and confirmed by
// e-mail, after the shopper had the answer: so the answer takes the same time whether the address is new, waiting,
// subscribed, suppressed or at its caps. Runs under the store's lock (one run at a time, across servers): right after
// an answer on a server that keeps running (serve:prod, gatsby serve), every minute on Netlify
// (netlify/functions/take-alert-requests.mts), and at the start and end of every `alerts:send`. A request is deleted
// only after its subscription is saved (a crash between makes the same subscription again, by its id). The log names
// counts and codes, never an address.
import { describeSmtpError } from "../../server-kit/mail/smtp-transport";
import { isExpired } from "../alert-expiry";
import { ALERT_LIMITS } from "../alert-options";
import type { AlertRequest } from "../alert-request";
import type { Subscription } from "../subscription";
import { subscriptionId } from "./alert-keys";
import type { AlertMailer } from "./alert-mailer";
import type { AlertStore } from "./alert-store";
import { sendConfirmation, type AlertSite } from "./confirmations";

export interface TakeRequestsInput {
  store: AlertStore;
  mailer: AlertMailer;
  site: AlertSite;
  now: Date;
  log: (line: string) => void;
}

export interface TakeRequestsReport {
  /** Requests read from the queue. */
  taken: number;
  /** New subscriptions saved (a repeated request saves none). */
  saved: number;
  /** Requests dropped because their mailbox had as many alerts, or waiting requests, as allowed. */
  dropped: number;
  /** Queued requests no configured key opens (deleted: nobody can read them). */
  unreadable: number;
  confirmations: number;
  /** Confirmations the SMTP server refused: `alerts:send` tries again. */
  failed: number;
}

/** Requests taken in one pass before the queue is listed again: a long queue is worked through in parts. */
const BATCH = 200;
const PASSES = 50;

/** The request's time, from its name (`<ms>-<uuid>.json`): when the shopper asked. */
const requestedAt = (name: string, now: Date) => new Date(Number(/^(\d{13})-/.exec(name)?.[1] ?? now.getTime()));

/** Saves the request as a subscription unless the mailbox already has it or is at its caps. */
async function file(
  store: AlertStore,
  request: AlertRequest,
  at: Date,
  now: Date,
  known: Map<string, Subscription[]>,
): Promise<{ tag: string; outcome: "saved" | "known" | "dropped" }> {
  const key = store.keyring.current?.key as Buffer;
  const tag = store.tagOf(request.email) as string;
  const id = subscriptionId(tag, request.target, key);
  let current = known.get(tag);
  if (!current) {
    current = (await store.ofAddress(tag))
      .flatMap((entry) => ("subscription" in entry ? [entry.subscription] : []))
      .filter((subscription) => !isExpired(subscription, now));
    known.set(tag, current);
  }
  if (current.some((subscription) => subscription.id === id)) return { tag, outcome: "known" };
  const waiting = current.filter((subscription) => !subscription.confirmedAt).length;
  if (current.length >= ALERT_LIMITS.perMailbox || waiting >= ALERT_LIMITS.waitingPerMailbox)
    return { tag, outcome: "dropped" };
  const subscription: Subscription = {
    id,
    email: request.email,
    language: request.language,
    createdAt: at.toISOString(),
    target: request.target,
  };
  await store.save(tag, subscription);
  current.push(subscription);
  return { tag, outcome: "saved" };
}

/** Works through the queue; the caller holds the store's lock. */
export async function takeQueuedRequests(input: TakeRequestsInput): Promise<TakeRequestsReport> {
  const { store, mailer, site, now, log } = input;
  const report: TakeRequestsReport = { taken: 0, saved: 0, dropped: 0, unreadable: 0, confirmations: 0, failed: 0 };
  const known = new Map<string, Subscription[]>();
  const touched = new Set<string>();
  // Listed again after each part, for the requests that came meanwhile; a bounded number of times, so a store whose
  // listing lags behind its deletions cannot keep one run going.
  for (
    let pass = 0, names = await store.queued();
    names.length > 0 && pass < PASSES;
    pass++, names = await store.queued()
  ) {
    for (const name of names.slice(0, BATCH)) {
      const request = await store.readQueued(name);
      if (request === undefined) continue; // taken by a run that held the lock before this one
      report.taken += 1;
      if (request === "unreadable") report.unreadable += 1;
      else {
        const { tag, outcome } = await file(store, request, requestedAt(name, now), now, known);
        if (outcome === "saved") report.saved += 1;
        if (outcome === "dropped") report.dropped += 1;
        if (outcome !== "dropped") touched.add(tag);
      }
      await store.removeQueued(name);
    }
  }
  for (const tag of touched) {
    try {
      if ((await sendConfirmation({ store, mailer, site }, tag, now)) === "sent") report.confirmations += 1;
    } catch (error) {
      report.failed += 1;
      log(`alerts: a confirmation was not sent (${describeSmtpError(error)}); alerts:send tries again`);
    }
  }
  if (report.taken > 0)
    log(
      `alerts: ${report.taken} request(s) taken, ${report.saved} new, ${report.dropped} over a mailbox's limits, ` +
        `${report.unreadable} unreadable; ${report.confirmations} confirmation(s) sent`,
    );
  return report;
}

/** Takes the store's lock and works through the queue; "busy" when another run holds the lock. */
export async function takeRequests(input: TakeRequestsInput): Promise<TakeRequestsReport | "busy"> {
  const release = await input.store.lock(input.now.getTime());
  if (!release) return "busy";
  try {
    return await takeQueuedRequests(input);
  } finally {
    await release();
  }
}
