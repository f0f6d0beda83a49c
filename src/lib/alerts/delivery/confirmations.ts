// The confirmation e-mail of one address: every request of it still waiting for confirmation, one link for all of
// them. At most one a day per address, whoever asks how often (the endpoint sends the first; `alerts:send` sends one
// that had to wait for the day to pass, while its requests are still valid).
import type { BadgeLabelSettings } from "../../content/site-badge-labels";
import type { DealerInfo } from "../../leads/adf";
import { isExpired, onceADayAllows } from "../alert-expiry";
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

export type ConfirmationOutcome = "sent" | "nothing-waiting" | "sent-today";

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
  if (!onceADayAllows(await store.lastConfirmation(tag), now)) return "sent-today";
  const waiting = waitingRequests(loaded ?? (await store.ofAddress(tag)), now);
  const key = store.keyring.current?.key;
  if (waiting.length === 0 || !key) return "nothing-waiting";
  const [latest] = waiting;
  const links = addressLinks(site.siteUrl, tag, key, latest.language);
  const context = emailContextFor(site, links, latest.language);
  const email = confirmationEmail(context, {
    targets: waiting.map((subscription) => subscription.target),
    confirmPath: confirmPath(tag, now, key, latest.language),
    requestedAt: new Date(latest.createdAt),
  });
  await mailer.send({ ...email, to: latest.email, oneClickUrl: links.oneClickUrl, language: latest.language });
  await store.noteConfirmation(tag, now);
  return "sent";
}
