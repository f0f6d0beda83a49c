// What the alert endpoint does once a request passed its checks: take a subscription (and send its confirmation),
// confirm an address's requests, or delete an address's alerts. Each answers with an outcome the handler turns
// into JSON or a redirect; none says whether an address was subscribed before.
import { isExpired } from "../alert-expiry";
import { confirmLinkValid } from "../alert-expiry";
import type { AlertRequest } from "../alert-request";
import type { Subscription } from "../subscription";
import { openToken, subscriptionId } from "./alert-keys";
import type { AlertDeps } from "./alert-http";
import type { AlertStore } from "./alert-store";
import { describeSmtpError } from "../../leads/delivery/mail/smtp-mailer";
import { sendConfirmation } from "./confirmations";

/** A store failure's code for the log (never its message, which may quote a request). */
export const storeErrorCode = (error: unknown): string => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === "string" ? code : typeof name === "string" ? name : "Error";
};

/**
 * Saves the request (once: the same request again finds its subscription) and sends the address's confirmation
 * when one is due. Rejects only when the store fails; a refused confirmation e-mail waits for `alerts:send`.
 */
export async function subscribe(deps: AlertDeps, store: AlertStore, request: AlertRequest, now: Date): Promise<void> {
  const key = store.keyring.current?.key as Buffer;
  const tag = store.tagOf(request.email) as string;
  const id = subscriptionId(tag, request.target, key);
  const existing = await store.get(tag, id);
  const current = existing && "subscription" in existing && !isExpired(existing.subscription, now);
  if (!current) {
    const subscription: Subscription = {
      id,
      email: request.email,
      language: request.language,
      createdAt: now.toISOString(),
      target: request.target,
    };
    await store.save(tag, subscription);
    deps.log(`alerts: request ${id} (${request.target.kind}) saved, waiting for confirmation`);
  }
  if (!deps.mailer) return;
  try {
    const outcome = await sendConfirmation({ store, mailer: deps.mailer, site: deps.site }, tag, now);
    if (outcome === "sent") deps.log(`alerts: confirmation sent for request ${id}`);
  } catch (error) {
    deps.log(`alerts: confirmation for request ${id} not sent (${describeSmtpError(error)}); alerts:send tries again`);
  }
}

export type TokenOutcome = "confirmed" | "expired" | "unsubscribed" | "invalid";

/** Confirms every waiting request of the link's address; `expired` when the link is too old or nothing is left. */
export async function confirm(deps: AlertDeps, store: AlertStore, token: string, now: Date): Promise<TokenOutcome> {
  const opened = openToken(token, store.keyring);
  if (!opened || opened.action !== "confirm") return "invalid";
  if (!confirmLinkValid(opened.issuedAt, now)) return "expired";
  let confirmed = 0;
  let alreadyOn = 0;
  for (const entry of await store.ofAddress(opened.tag)) {
    if (!("subscription" in entry) || isExpired(entry.subscription, now)) continue;
    if (entry.subscription.confirmedAt) {
      alreadyOn += 1;
      continue;
    }
    await store.save(opened.tag, { ...entry.subscription, confirmedAt: now.toISOString() });
    confirmed += 1;
  }
  deps.log(`alerts: ${confirmed} request(s) confirmed`);
  return confirmed + alreadyOn > 0 ? "confirmed" : "expired";
}

/** Deletes every alert of the link's address, and what is kept about it. */
export async function unsubscribe(deps: AlertDeps, store: AlertStore, token: string): Promise<TokenOutcome> {
  const opened = openToken(token, store.keyring);
  if (!opened || opened.action !== "unsubscribe") return "invalid";
  const removed = await store.removeAddress(opened.tag);
  deps.log(`alerts: unsubscribed, ${removed} alert(s) deleted`);
  return "unsubscribed";
}
