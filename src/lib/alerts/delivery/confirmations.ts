// The confirmation e-mail of one mailbox: every request of it still waiting for confirmation, one link that confirms
// exactly those. At most one a day per mailbox, whoever asks how often, and at most one in the suppression days after
// an unsubscribe (take-requests.ts sends the first; `alerts:send` one that had to wait for the day to pass, while its
// requests are still valid). Both run under the store's lock, and the day's note is written before the e-mail goes,
// so no two runs, and no crash after the send, can make a second one.
import type { BadgeLabelSettings } from "../../content/site-badge-labels";
import type { DealerInfo } from "../../server-kit/dealer";
import { isExpired, onceADayAllows, suppressionAllows, unsubscribeLinksEnd } from "../alert-expiry";
import { ALERT_LIMITS } from "../alert-options";
import { confirmationEmail } from "../email/confirmation-email";
import type { Subscription } from "../subscription";
import { addressLinks, confirmPath, emailContextFor } from "./alert-links";
import type { AlertMailer } from "./alert-mailer";
import type { AlertStore, LoadedSubscription } from "./alert-store";

export interface AlertSite {
  dealer: DealerInfo;
  badges: BadgeLabelSettings;
  /** SITE_URL, without a trailing slash. */
  siteUrl: string;
}

/** The address's requests that wait for confirmation (opened, not confirmed, not expired), newest first. */
export function waitingRequests(loaded: readonly LoadedSubscription[], now: Date): Subscription[] {
  return loaded
    .flatMap((entry) => ("subscription" in entry ? [entry.subscription] : []))
    .filter((subscription) => !subscription.confirmedAt && !isExpired(subscription, now))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

export type ConfirmationOutcome = "sent" | "nothing-waiting" | "sent-today" | "suppressed";

/** Until when a confirmation e-mail's unsubscribe link works: the longest its requests can live once confirmed. */
function confirmationLinksEnd(now: Date): Date {
  const lastConfirmation = new Date(now.getTime() + ALERT_LIMITS.confirmHours * 3_600_000);
  return unsubscribeLinksEnd([{ createdAt: now.toISOString(), confirmedAt: lastConfirmation.toISOString() }], now);
}

/**
 * Sends the address its confirmation when one is due; resolves with what happened, rejects when the SMTP server
 * refused it (the requests stay, for a later try).
 */
export async function sendConfirmation(
  { store, mailer, site }: { store: AlertStore; mailer: AlertMailer; site: AlertSite },
  tag: string,
  now: Date,
  loaded?: readonly LoadedSubscription[],
): Promise<ConfirmationOutcome> {
  const previous = await store.lastConfirmation(tag);
  if (!onceADayAllows(previous, now)) return "sent-today";
  if (!suppressionAllows(await store.unsubscribedAt(tag), previous, now)) return "suppressed";
  const waiting = waitingRequests(loaded ?? (await store.ofAddress(tag)), now).slice(0, ALERT_LIMITS.waitingPerMailbox);
  const key = store.keyring.current?.key;
  if (waiting.length === 0 || !key) return "nothing-waiting";
  const [latest] = waiting;
  const links = addressLinks(site.siteUrl, tag, key, latest.language, confirmationLinksEnd(now));
  const context = emailContextFor(site, links, latest.language);
  const email = confirmationEmail(context, {
    targets: waiting.map((subscription) => subscription.target),
    confirmPath: confirmPath(
      tag,
      now,
      waiting.map((subscription) => subscription.id),
      key,
      latest.language,
    ),
    requestedAt: new Date(latest.createdAt),
  });
  await store.noteConfirmation(tag, now);
  try {
    await mailer.send({ ...email, to: latest.email, oneClickUrl: links.oneClickUrl, language: latest.language });
  } catch (error) {
    // Not sent: the day is not used up, and the requests wait for the next run.
    await store.restoreConfirmation(tag, previous);
    throw error;
  }
  return "sent";
}
