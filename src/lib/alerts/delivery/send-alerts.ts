// `npm run alerts:send` (and the Netlify scheduled function): takes the queued subscribe requests (take-requests.ts),
// compares the live build's inventory with what each
// confirmed subscription was last sent for, and e-mails each address its digest, at most once a day (alert-digest.ts);
// sends the confirmations that waited for the once-a-day rule; deletes what has expired. A subscription's new
// baseline is written only after the SMTP server took its e-mail, so a failure is tried again next run and a second
// run sends nothing twice. Two runs at once: the second stands back (the store's lock). The log names counts and
// codes, never an address.
import { describeSmtpError } from "../../server-kit/mail/smtp-transport";
import { planDigest } from "../alert-digest";
import { isExpired, unsubscribeLinksEnd } from "../alert-expiry";
import type { AlertInventory } from "../alert-vehicle";
import { digestEmail } from "../email/digest-email";
import type { Subscription } from "../subscription";
import { addressLinks, emailContextFor } from "./alert-links";
import type { AlertMailer } from "./alert-mailer";
import type { AlertStore, LoadedSubscription } from "./alert-store";
import { sendConfirmation, waitingRequests, type AlertSite } from "./confirmations";
import { takeQueuedRequests } from "./take-requests";

export interface SendAlertsReport {
  /** Subscribe requests taken from the queue (take-requests.ts). */
  requests: number;
  addresses: number;
  /** Alert e-mails the SMTP server took. */
  mailed: number;
  /** Confirmation e-mails sent (they had waited for the once-a-day rule, or failed before). */
  confirmations: number;
  /** Addresses with news that were already mailed in the last 24 hours: their e-mail waits. */
  waiting: number;
  /** E-mails the SMTP server refused or did not take in time: tried again next run. */
  failed: number;
  /** Subscriptions that no configured key opens (kept, for a person with the right key). */
  unreadable: number;
  /** Subscriptions deleted because they ended (48 hours unconfirmed, 180 days). */
  expired: number;
}

export interface SendAlertsInput {
  store: AlertStore;
  mailer: AlertMailer;
  site: AlertSite;
  /** The live build's inventory; undefined when it offers no alerts (then only expired ones are deleted). */
  live: AlertInventory | undefined;
  now: Date;
  log: (line: string) => void;
}

const opened = (entries: readonly LoadedSubscription[]): Subscription[] =>
  entries.flatMap((entry) => ("subscription" in entry ? [entry.subscription] : []));

async function mailDigest(input: SendAlertsInput, tag: string, current: Subscription[], live: AlertInventory) {
  const { store, mailer, site, now } = input;
  const confirmed = current.filter((subscription) => subscription.confirmedAt);
  const plan = planDigest(confirmed, live.vehicles, await store.lastMailed(tag), now);
  if (!plan.due) return plan.reason === "mailed-today" ? "waiting" : "nothing";
  const key = store.keyring.current?.key;
  if (!key) return "nothing";
  const { digest } = plan;
  const links = addressLinks(site.siteUrl, tag, key, digest.language, unsubscribeLinksEnd(current, now));
  const email = digestEmail(emailContextFor(site, links, digest.language), digest);
  await mailer.send({ ...email, to: digest.email, oneClickUrl: links.oneClickUrl, language: digest.language });
  await store.noteMailed(tag, now);
  for (const { subscription, next } of plan.updates) {
    // Unsubscribed while this e-mail went out: nothing is written back.
    if (!(await store.get(tag, subscription.id))) continue;
    if (next) await store.save(tag, { ...subscription, target: next });
    else await store.remove(tag, subscription.id);
  }
  return "mailed";
}

export async function sendAlerts(input: SendAlertsInput): Promise<SendAlertsReport | "busy"> {
  const { store, mailer, site, live, now, log } = input;
  const release = await store.lock(now.getTime());
  if (!release) return "busy";
  const report: SendAlertsReport = {
    requests: 0,
    addresses: 0,
    mailed: 0,
    confirmations: 0,
    waiting: 0,
    failed: 0,
    unreadable: 0,
    expired: 0,
  };
  const takeQueue = async () => {
    const taken = await takeQueuedRequests({ store, mailer, site, now, log });
    report.requests += taken.taken;
    report.confirmations += taken.confirmations;
    report.failed += taken.failed;
  };
  try {
    // The requests queued since the last run first, and again at the end for those that came while this one ran.
    await takeQueue();
    for (const [tag, entries] of await store.all()) {
      report.addresses += 1;
      report.unreadable += entries.filter((entry) => "unreadable" in entry).length;
      const current: Subscription[] = [];
      for (const subscription of opened(entries)) {
        if (!isExpired(subscription, now)) current.push(subscription);
        else {
          await store.remove(tag, subscription.id);
          report.expired += 1;
        }
      }
      if (!live?.enabled || current.length === 0) continue;
      try {
        if (waitingRequests(entries, now).length > 0) {
          const outcome = await sendConfirmation({ store, mailer, site }, tag, now, entries);
          if (outcome === "sent") report.confirmations += 1;
        }
        const outcome = await mailDigest(input, tag, current, live);
        if (outcome === "mailed") report.mailed += 1;
        else if (outcome === "waiting") report.waiting += 1;
      } catch (error) {
        report.failed += 1;
        log(`alerts: an e-mail was not sent (${describeSmtpError(error)}); tried again next run`);
      }
    }
    await takeQueue();
    if (live) await store.noteRun({ at: now.toISOString(), inventoryId: live.id, sent: report.mailed });
  } finally {
    await release();
  }
  return report;
}
