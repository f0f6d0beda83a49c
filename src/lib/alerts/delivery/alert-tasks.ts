// What `npm run alerts:status` and `npm run alerts:purge` do: counts without personal data (the readable part of
// each record is enough), and the deletion of what has ended. Expiry is read from the record's readable dates, so a
// subscription no configured key opens is deleted too once its time is up (nobody can read it, and it must go).
import { isExpired, onceADayAllows, suppressionEnded } from "../alert-expiry";
import { ALERT_KINDS, type AlertKind } from "../alert-options";
import type { AlertStore, LastRun } from "./alert-store";

export interface AlertStatus {
  /** Subscribe requests queued, not taken yet (take-requests.ts). */
  queued: number;
  addresses: number;
  /** Requests not confirmed yet (and not expired). */
  waiting: number;
  /** Confirmed alerts, by kind. */
  confirmed: Record<AlertKind, number>;
  /** Ended but not deleted yet (alerts:purge, or the next alerts:send, deletes them). */
  expired: number;
  /** Records no configured key opens, or that are not subscriptions at all. */
  unreadable: number;
  lastRun?: LastRun;
}

export async function alertStatus(store: AlertStore, now = new Date()): Promise<AlertStatus> {
  const status: AlertStatus = {
    queued: (await store.queued()).length,
    addresses: 0,
    waiting: 0,
    confirmed: Object.fromEntries(ALERT_KINDS.map((kind) => [kind, 0])) as Record<AlertKind, number>,
    expired: 0,
    unreadable: 0,
    lastRun: await store.lastRun(),
  };
  for (const entries of (await store.all()).values()) {
    status.addresses += 1;
    for (const entry of entries) {
      if ("unreadable" in entry) status.unreadable += 1;
      const { record } = entry;
      if (!record) continue;
      if (isExpired(record, now)) status.expired += 1;
      else if ("subscription" in entry) {
        if (record.confirmedAt) status.confirmed[record.kind] += 1;
        else status.waiting += 1;
      }
    }
  }
  return status;
}

export function formatAlertStatus(status: AlertStatus, label: string): string[] {
  const { confirmed } = status;
  const lines = [
    `alerts in ${label}: ${status.addresses} address(es); ${confirmed["price-drop"]} price-drop and ${confirmed["new-arrivals"]} new-arrival alert(s) confirmed, ${status.waiting} waiting for confirmation, ${status.expired} ended (to delete), ${status.unreadable} unreadable; ${status.queued} request(s) queued`,
  ];
  lines.push(
    status.lastRun
      ? `last alerts:send: ${status.lastRun.at}, for inventory ${status.lastRun.inventoryId}, ${status.lastRun.sent} e-mail(s)`
      : "alerts:send has not run yet",
  );
  if (status.unreadable > 0)
    lines.push("unreadable alerts are sealed with a key that is not configured: add it to LEAD_OUTBOX_PREVIOUS_KEYS");
  return lines;
}

export interface PurgeAlertsReport {
  /** Subscriptions deleted: unconfirmed after 48 hours, confirmed after 180 days. */
  deleted: number;
  /** Addresses whose last subscription is gone, and whose once-a-day notes were deleted. */
  addresses: number;
  /** Locks of senders that stopped without giving them back. */
  locks: number;
}

export async function purgeAlerts(store: AlertStore, now = new Date()): Promise<PurgeAlertsReport> {
  const report: PurgeAlertsReport = { deleted: 0, addresses: 0, locks: await store.removeStaleLocks(now.getTime()) };
  const all = await store.all();
  for (const [tag, entries] of all) {
    for (const entry of entries) {
      if (entry.record && isExpired(entry.record, now)) {
        await store.remove(tag, entry.id);
        report.deleted += 1;
      }
    }
  }
  const remaining = await store.all();
  for (const tag of await store.addressTags()) {
    if (remaining.has(tag)) continue;
    // Kept one day after the last e-mail, so a new request of the same day still gets no second confirmation, and
    // for the suppression days after an unsubscribe (the privacy page says so).
    const [confirmation, mailed] = [await store.lastConfirmation(tag), await store.lastMailed(tag)];
    if (!onceADayAllows(confirmation, now) || !onceADayAllows(mailed, now)) continue;
    if (!suppressionEnded(await store.unsubscribedAt(tag), now)) continue;
    await store.forgetAddress(tag);
    report.addresses += 1;
  }
  return report;
}
