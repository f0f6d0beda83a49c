// What the alert endpoint does once a request passed its checks: queue a subscribe request (take-requests.ts saves it
// and sends its confirmation after the answer), confirm the requests a link names, or delete a mailbox's alerts.
// Each answers with an outcome the handler turns into JSON or a redirect; none says whether an address was
// subscribed before, and a subscribe request costs the same whatever the address's state: one sealed write.
import { confirmLinkValid, isExpired } from "../alert-expiry";
import type { AlertRequest } from "../alert-request";
import { openToken } from "./alert-keys";
import type { AlertDeps } from "./alert-http";
import type { AlertStore } from "./alert-store";

/** A store failure's code for the log (never its message, which may quote a request). */
export const storeErrorCode = (error: unknown): string => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === "string" ? code : typeof name === "string" ? name : "Error";
};

/** Keeps the request for take-requests.ts. Rejects only when the store fails. */
export async function subscribe(store: AlertStore, request: AlertRequest, now: Date): Promise<void> {
  await store.enqueue(request, now.getTime());
}

export type TokenOutcome = "confirmed" | "expired" | "unsubscribed" | "invalid";

/**
 * Confirms the waiting requests the link's e-mail listed (a link of the first version: those made before it was sent);
 * `expired` when the link is too old or none of them is left.
 */
export async function confirm(deps: AlertDeps, store: AlertStore, token: string, now: Date): Promise<TokenOutcome> {
  const opened = openToken(token, store.keyring);
  if (!opened || opened.action !== "confirm") return "invalid";
  if (!confirmLinkValid(opened.issuedAt, now)) return "expired";
  const named = opened.ids ? new Set(opened.ids) : undefined;
  let confirmed = 0;
  let alreadyOn = 0;
  for (const entry of await store.ofAddress(opened.tag)) {
    if (!("subscription" in entry) || isExpired(entry.subscription, now)) continue;
    const { subscription } = entry;
    const listed = named ? named.has(subscription.id) : Date.parse(subscription.createdAt) <= opened.issuedAt.getTime();
    if (!listed) continue;
    if (subscription.confirmedAt) {
      alreadyOn += 1;
      continue;
    }
    await store.save(opened.tag, { ...subscription, confirmedAt: now.toISOString() });
    confirmed += 1;
  }
  deps.log(`alerts: ${confirmed} request(s) confirmed`);
  return confirmed + alreadyOn > 0 ? "confirmed" : "expired";
}

/**
 * Deletes every alert of the link's mailbox and notes the unsubscribe (the suppression). A link past its alerts'
 * end has nothing left to delete: it says so, as a link whose alerts are gone.
 */
export async function unsubscribe(deps: AlertDeps, store: AlertStore, token: string, now: Date): Promise<TokenOutcome> {
  const opened = openToken(token, store.keyring);
  if (!opened || opened.action !== "unsubscribe") return "invalid";
  if (opened.expiresAt && now.getTime() >= opened.expiresAt.getTime()) return "expired";
  const removed = await store.unsubscribe(opened.tag, now);
  deps.log(`alerts: unsubscribed, ${removed} alert(s) deleted`);
  return "unsubscribed";
}
