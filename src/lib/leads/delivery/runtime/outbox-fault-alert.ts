// The staff hear of an outbox that fails (a full disk, a store answering 500 or not at all) while it fails, not
// from a shopper who was asked to call: the endpoint's first failed store operation sends one e-mail to LEAD_TO (when SMTP is set), then
// none for an hour. It goes out over the same SMTP server as leads, so it reaches the staff whenever that server
// takes mail; when it does not either, the log says so, and `npm run leads:status`'s monitor is what is left.
// A full outbox (LEAD_OUTBOX_MAX_FILES, _MB) is not a fault: it has its own log line and is emptied by leads:send.
import type { OutboxStore } from "../../../server-kit/store/outbox-store";

/** One alert per store per hour at most: a flood of failed saves is one incident. */
const OUTBOX_ALERT_INTERVAL_MS = 60 * 60 * 1000;

export interface OutboxFaultAlerts {
  /** When each store (by label) last alerted, ms; kept by the caller for the life of the process. */
  lastAlert: Map<string, number>;
  notify?: (subject: string, text: string) => Promise<void>;
  log: (line: string) => void;
  now: () => number;
}

function errorCode(error: unknown): string {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === "string" && code ? code : typeof name === "string" && name ? name : "ERROR";
}

async function alert(store: OutboxStore, code: string, alerts: OutboxFaultAlerts): Promise<void> {
  if (!alerts.notify) return;
  const last = alerts.lastAlert.get(store.label);
  if (last !== undefined && alerts.now() - last < OUTBOX_ALERT_INTERVAL_MS) return;
  alerts.lastAlert.set(store.label, alerts.now());
  const minutes = OUTBOX_ALERT_INTERVAL_MS / 60_000;
  try {
    await alerts.notify(
      `Website leads: the outbox cannot keep leads (${code})`,
      `The website's lead outbox (${store.label}) refused to save a lead: ${code}.\n\n` +
        "While this lasts, a lead that the SMTP server does not take at once cannot wait in the outbox: the shopper " +
        "is answered 503 and shown the phone number. Leads already in the outbox are kept.\n\n" +
        "Fix the store (free disk space for a folder; for a bucket, check the store's status and the site's keys), " +
        `then check with: npm run leads:status\n\nNo other alert about it is sent for ${minutes} minutes.`,
    );
    alerts.log(`leads: alerted the staff: the outbox ${store.label} failed (${code})`);
  } catch (error) {
    alerts.log(`leads: could not alert the staff that the outbox failed (SMTP ${errorCode(error)})`);
  }
}

/**
 * `store`, whose failures alert the staff (in the background: the shopper's answer does not wait for it). Every
 * operation counts: a save first counts what the outbox holds (a listing), which fails as well when the store is down.
 */
export function alertingOnFaults(store: OutboxStore, alerts: OutboxFaultAlerts): OutboxStore {
  const watched =
    <Args extends unknown[], Result>(operation: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      try {
        return await operation(...args);
      } catch (error) {
        void alert(store, errorCode(error), alerts);
        throw error;
      }
    };
  return {
    label: store.label,
    list: watched(store.list),
    usage: watched(store.usage),
    create: watched(store.create),
    read: watched(store.read),
    claim: watched(store.claim),
    readClaimed: watched(store.readClaimed),
    replace: watched(store.replace),
    remove: watched(store.remove),
    release: watched(store.release),
    releaseStale: watched(store.releaseStale),
  };
}
