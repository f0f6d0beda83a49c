// What the alert forms, the alert endpoint and `npm run alerts:*` share: the kinds of alert, the limits, the
// forms' ids and where a plain (no-JavaScript) post is sent back to. Browser-safe: no zod, no Node module.
import { safeReturnPath } from "../forms/return-to";

/** POST /api/alerts: the Gatsby Function beside the lead endpoint (src/api/alerts.ts). */
export const ALERTS_ENDPOINT = "/api/alerts";

export const ALERT_KINDS = ["price-drop", "new-arrivals"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_LIMITS = {
  /** Cars one price-drop alert may watch: the saved list's size (src/lib/saved/saved-list.ts SAVED_CAP). */
  vehicles: 24,
  /** Characters of a saved search (the /inventory/ query string). */
  search: 600,
  /** An unconfirmed request is deleted, and its link stops working, after this many hours. */
  confirmHours: 48,
  /** Every alert ends this many days after it was confirmed. */
  maxDays: 180,
  /** One e-mail a day at most: a subscriber's next alert waits this many hours after the last. */
  digestHours: 24,
  /** New arrivals listed in one e-mail; the rest are behind the link to the search. */
  arrivalsShown: 6,
  /** Requests one mailbox may have waiting for confirmation; more are dropped (one confirmation link names them). */
  waitingPerMailbox: 5,
  /** Alerts one mailbox may have, waiting ones included; more are dropped. */
  perMailbox: 30,
  /** After an unsubscribe, the mailbox gets at most one confirmation for this many days (alert-expiry.ts). */
  suppressionDays: 30,
} as const;

/** The alert forms' element ids; the no-JavaScript redirect names its notices after them. */
export const ALERT_FORM_IDS = {
  vehicle: "price-alert-form",
  saved: "saved-alert-form",
  search: "search-alert-form",
  confirm: "alert-confirm-form",
  unsubscribe: "alert-unsubscribe-form",
} as const;
export type AlertFormId = (typeof ALERT_FORM_IDS)[keyof typeof ALERT_FORM_IDS];

const FORM_ID_VALUES: readonly string[] = Object.values(ALERT_FORM_IDS);

/** The form id a post names, when it is one of ours; `fallback` otherwise. */
export function alertFormIdOf(value: unknown, fallback: AlertFormId): AlertFormId {
  return typeof value === "string" && FORM_ID_VALUES.includes(value) ? (value as AlertFormId) : fallback;
}

/**
 * What a plain post comes back with: sent (check your e-mail), a refused field (its notice sits next to the
 * field), the outcomes of the confirm and unsubscribe buttons, and the failures.
 */
export const ALERT_OUTCOMES = [
  "sent",
  "email",
  "vehicle",
  "search",
  "consent",
  "confirmed",
  "expired",
  "unsubscribed",
  "limited",
  "unavailable",
  "error",
] as const;
export type AlertOutcome = (typeof ALERT_OUTCOMES)[number];

const FIELD_OUTCOMES: readonly AlertOutcome[] = ["email", "vehicle", "search", "consent"];

/**
 * The id of the notice a no-JavaScript visitor lands on: `price-alert-form-sent`; for a refused field
 * `price-alert-form-email-refused` (the field's own control is `price-alert-form-email`).
 */
export const alertNoticeId = (formId: string, outcome: AlertOutcome) =>
  FIELD_OUTCOMES.includes(outcome) ? `${formId}-${outcome}-refused` : `${formId}-${outcome}`;

/**
 * `/vehicles/…/?alert=sent#price-alert-form-sent`: the page the form was on (same-site paths only), the outcome in
 * the query for the page's script, and the notice's id in the fragment for CSS :target. `keep` carries query
 * parameters the page needs again (the link's token after a failed confirmation).
 */
export function alertRedirectLocation(
  returnTo: unknown,
  formId: string,
  outcome: AlertOutcome,
  keep: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams({ ...keep, alert: outcome });
  return `${safeReturnPath(returnTo)}?${query.toString()}#${alertNoticeId(formId, outcome)}`;
}

/** The outcome a `?alert=` query names, for the page that shows it once hydrated. */
export function alertOutcomeFromSearch(search: string): AlertOutcome | undefined {
  const value = new URLSearchParams(search).get("alert");
  return (ALERT_OUTCOMES as readonly (string | null)[]).includes(value) ? (value as AlertOutcome) : undefined;
}

/** The `?token=` of a confirm or unsubscribe page's address. */
export function alertTokenFromSearch(search: string): string {
  return (new URLSearchParams(search).get("token") ?? "").trim().slice(0, 200);
}
