// When a subscription ends without anybody unsubscribing: an unconfirmed request after 48 hours (its link stops
// working then too), a confirmed alert 180 days after it was confirmed. A price-drop alert also ends when its last
// car is sold (compare-inventory.ts).
import { ALERT_LIMITS } from "./alert-options";
import type { Subscription } from "./subscription";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The moment the subscription ends.
 * @internal exported for its unit tests
 */
export function expiresAt(subscription: Pick<Subscription, "createdAt" | "confirmedAt">): Date {
  return subscription.confirmedAt
    ? new Date(Date.parse(subscription.confirmedAt) + ALERT_LIMITS.maxDays * DAY_MS)
    : new Date(Date.parse(subscription.createdAt) + ALERT_LIMITS.confirmHours * HOUR_MS);
}

/** True once the subscription has ended (an unreadable date counts as ended: it cannot be kept forever). */
export function isExpired(subscription: Pick<Subscription, "createdAt" | "confirmedAt">, now: Date): boolean {
  const end = expiresAt(subscription).getTime();
  return Number.isNaN(end) || now.getTime() >= end;
}

/** Whether a confirmation link issued at `issuedAt` still works at `now`. */
export const confirmLinkValid = (issuedAt: Date, now: Date): boolean => {
  const age = now.getTime() - issuedAt.getTime();
  return age >= -5 * 60 * 1000 && age < ALERT_LIMITS.confirmHours * HOUR_MS;
};

/** Whether the last alert e-mail (or confirmation) to an address, at `last`, leaves room for another at `now`. */
export function onceADayAllows(last: Date | undefined, now: Date): boolean {
  if (!last || Number.isNaN(last.getTime())) return true;
  return now.getTime() - last.getTime() >= ALERT_LIMITS.digestHours * HOUR_MS;
}

/**
 * Whether a mailbox that unsubscribed at `unsubscribedAt` may be sent a confirmation at `now`: after the suppression
 * days, yes; within them, only when none was sent since the unsubscribe (somebody asked again on the site, with the
 * address and a fresh consent: one confirmation, not one a day).
 */
export function suppressionAllows(
  unsubscribedAt: Date | undefined,
  lastConfirmation: Date | undefined,
  now: Date,
): boolean {
  if (!unsubscribedAt || Number.isNaN(unsubscribedAt.getTime())) return true;
  if (now.getTime() - unsubscribedAt.getTime() >= ALERT_LIMITS.suppressionDays * DAY_MS) return true;
  return !lastConfirmation || lastConfirmation.getTime() < unsubscribedAt.getTime();
}

/** Whether the suppression of a mailbox that unsubscribed at `unsubscribedAt` has run its course at `now`. */
export const suppressionEnded = (unsubscribedAt: Date | undefined, now: Date): boolean =>
  !unsubscribedAt || now.getTime() - unsubscribedAt.getTime() >= ALERT_LIMITS.suppressionDays * DAY_MS;

/**
 * Until when the unsubscribe links of an e-mail sent at `now` work: while any of the mailbox's alerts does, and at
 * least the 30 days after sending that CAN-SPAM asks for.
 */
export function unsubscribeLinksEnd(
  subscriptions: ReadonlyArray<Pick<Subscription, "createdAt" | "confirmedAt">>,
  now: Date,
): Date {
  const ends = subscriptions.map((subscription) => expiresAt(subscription).getTime()).filter(Number.isFinite);
  return new Date(Math.max(now.getTime() + 30 * DAY_MS, ...ends));
}
