// POST /api/alerts, apart from any server framework. Three actions, named by the `action` field: `subscribe` (the
// default: a price-drop or new-arrivals request, which the shopper confirms through the e-mail it sends), `confirm`
// and `unsubscribe` (the buttons of the pages the e-mails link to, with the link's token). Plus RFC 8058's one-click
// unsubscribe: a POST to `?unsubscribe=<token>`, from a mail program, which carries no origin and no form of ours.
// JSON requests (pages with JavaScript) get JSON; plain form posts get a 303 back to the page, to a notice named in
// the fragment, as the lead endpoint does (docs/architecture.md#e-mail-alerts).
import { isLocale, type Locale } from "../../i18n/locale";
import { localizedPath } from "../../i18n/locale-paths";
import { clientLimitDecision, identifyClient, networkOf } from "../../server-kit/request/client-key";
import { firstRefusal, json, redirect } from "../../server-kit/request/responses";
import { asFieldRecord, cleanFields, messageLocaleOf } from "../../forms/form-fields";
import { safeReturnPath } from "../../forms/return-to";
import { ROUTES } from "../../paths";
import { alertLimitedMessage, alertMessage } from "../alert-messages";
import {
  ALERT_FORM_IDS,
  alertFormIdOf,
  alertRedirectLocation,
  type AlertFormId,
  type AlertOutcome,
} from "../alert-options";
import { checkAlertRequest, ALERT_FIELD_ORDER } from "../alert-request";
import { searchFromReferer } from "../alert-search";
import { confirm, storeErrorCode, subscribe, unsubscribe, type TokenOutcome } from "./alert-actions";
import { ALERT_REQUEST_GUARDS, bodyModeOf, type CheckedAlertRequest } from "./alert-guards";
import type { AlertDeps, AlertHttpRequest, AlertHttpResponse } from "./alert-http";

export type { AlertDeps, AlertHttpRequest, AlertHttpResponse } from "./alert-http";

type Action = "subscribe" | "confirm" | "unsubscribe";

const ACTION_FORMS: Record<Action, AlertFormId> = {
  subscribe: ALERT_FORM_IDS.vehicle,
  confirm: ALERT_FORM_IDS.confirm,
  unsubscribe: ALERT_FORM_IDS.unsubscribe,
};

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined;

/** The token of the confirm or unsubscribe page a plain form was posted from (without JavaScript, its `Referer`). */
function tokenFromReferer(referer: string | string[] | undefined): string | undefined {
  const value = text(referer);
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!/^(\/[a-z]{2})?\/alerts\/(confirm|unsubscribe)\/$/.test(url.pathname)) return undefined;
    return url.searchParams.get("token") ?? undefined;
  } catch {
    return undefined;
  }
}

/** RFC 8058: a POST unsubscribes at once; a GET (a mail program opening the address) shows the page with the button. */
async function oneClick(request: AlertHttpRequest, deps: AlertDeps, token: string): Promise<AlertHttpResponse> {
  const language = text(request.query.language);
  const locale: Locale = isLocale(language) ? language : "en";
  const method = (request.method ?? "").toUpperCase();
  if (method === "GET" || method === "HEAD")
    return redirect(`${localizedPath(ROUTES.alertUnsubscribe, locale)}?${new URLSearchParams({ token }).toString()}`);
  if (method !== "POST") return json(405, { error: alertMessage("postOnly", locale) }, { Allow: "GET, POST" });
  if (!deps.store) return unavailable(deps, locale);
  const outcome = await unsubscribe(deps, deps.store, token, deps.now());
  if (outcome === "invalid") return json(400, { error: alertMessage("tokenMissing", locale) });
  return json(200, { ok: true, message: alertMessage("unsubscribed", locale) });
}

function unavailable(deps: AlertDeps, locale: Locale): AlertHttpResponse {
  for (const problem of deps.config.problems)
    deps.logOnce(`alerts-config:${problem}`, `alerts: configuration: ${problem}`);
  return json(503, { error: alertMessage("unavailable", locale, { phone: deps.site.dealer.phone }) });
}

const TOKEN_ANSWERS: Record<
  TokenOutcome,
  { outcome: AlertOutcome; status: number; message: Parameters<typeof alertMessage>[0] }
> = {
  confirmed: { outcome: "confirmed", status: 200, message: "confirmed" },
  unsubscribed: { outcome: "unsubscribed", status: 200, message: "unsubscribed" },
  expired: { outcome: "expired", status: 410, message: "expired" },
  invalid: { outcome: "error", status: 400, message: "tokenMissing" },
};

export async function handleAlertRequest(request: AlertHttpRequest, deps: AlertDeps): Promise<AlertHttpResponse> {
  const oneClickToken = text(request.query.unsubscribe);
  if (oneClickToken !== undefined) return oneClick(request, deps, oneClickToken);

  const checked: CheckedAlertRequest = {
    request,
    deps,
    mode: bodyModeOf(request),
    locale: messageLocaleOf(request.body),
  };
  const refused = firstRefusal(ALERT_REQUEST_GUARDS, checked);
  if (refused) return refused;
  const { mode, locale } = checked;
  const fields = asFieldRecord(request.body);
  if (!fields) return json(400, { error: alertMessage("notFields", locale) });
  const action: Action = fields.action === "confirm" || fields.action === "unsubscribe" ? fields.action : "subscribe";
  const formId = alertFormIdOf(fields.formId, ACTION_FORMS[action]);
  const defaultPage =
    action === "subscribe" ? "/" : action === "confirm" ? ROUTES.alertConfirm : ROUTES.alertUnsubscribe;
  const returnTo = safeReturnPath(fields.returnTo, localizedPath(defaultPage, locale));
  const answer = (
    outcome: AlertOutcome,
    status: number,
    body: unknown,
    { headers = {}, keep = {} }: { headers?: Record<string, string>; keep?: Record<string, string> } = {},
  ) =>
    mode === "form"
      ? redirect(alertRedirectLocation(returnTo, formId, outcome, keep), headers)
      : json(status, body, headers);

  const { server } = deps.config;
  const client = identifyClient({
    remoteAddress: request.remoteAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    trustedProxyHops: server.trustedProxyHops,
    trustedProxies: server.trustedProxies,
  });
  const decision = clientLimitDecision(deps, client.key);
  if (!decision.allowed) {
    deps.log("alerts: refused, too many requests from one client or network (429)");
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return answer(
      "limited",
      429,
      { error: alertLimitedMessage(minutes, locale), retryAfterSeconds: decision.retryAfterSeconds },
      { headers: { "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }

  const now = deps.now();
  // The link's token (confirm, unsubscribe): a failure sends it back with the page, for another try.
  const token = (text(fields.token) || tokenFromReferer(request.headers.referer) || "").trim();
  const keep: Record<string, string> = action === "subscribe" || !token ? {} : { token };
  try {
    if (action !== "subscribe") {
      if (!token) return answer("error", 400, { error: alertMessage("tokenMissing", locale) });
      if (!deps.store) return mode === "form" ? answer("unavailable", 503, {}, { keep }) : unavailable(deps, locale);
      const outcome =
        action === "confirm"
          ? await confirm(deps, deps.store, token, now)
          : await unsubscribe(deps, deps.store, token, now);
      const { outcome: shown, status, message } = TOKEN_ANSWERS[outcome];
      return answer(
        shown,
        status,
        status === 200
          ? { ok: true, message: alertMessage(message, locale) }
          : { error: alertMessage(message, locale) },
        {
          keep: status === 200 ? {} : { token },
        },
      );
    }

    const inventory = deps.inventory();
    if (!inventory.enabled) return answer("unavailable", 404, { error: alertMessage("off", locale) });
    if (!deps.store || !deps.mailer) {
      if (mode === "form") {
        unavailable(deps, locale);
        return answer("unavailable", 503, {});
      }
      return unavailable(deps, locale);
    }
    const cleaned = cleanFields(fields);
    // The search as sent, "" included (every car); without JavaScript, the search page's own address.
    const search = typeof fields.search === "string" ? fields.search.trim() : undefined;
    const checkedRequest = checkAlertRequest(
      { ...cleaned, search },
      inventory.vehicles,
      search === undefined ? searchFromReferer(request.headers.referer) : undefined,
    );
    if (!checkedRequest.ok) {
      const names = Object.keys(checkedRequest.errors);
      deps.log(`alerts: refused, ${names.length} field(s) invalid (422): ${names.join(", ")}`);
      const first = ALERT_FIELD_ORDER.find((name) => name in checkedRequest.errors);
      const outcome: AlertOutcome =
        first === "email" || first === "vehicle" || first === "search" || first === "consent" ? first : "error";
      return answer(outcome, 422, { errors: checkedRequest.errors });
    }
    if (deps.floodGate.admit(networkOf(client.key)) === "hold") {
      deps.logOnce(
        "alerts-flood",
        "alerts: the ceiling on confirmation e-mails was reached: requests refused for now (429)",
      );
      const minutes = Math.ceil(server.rateLimit.windowSeconds / 60);
      return answer(
        "limited",
        429,
        { error: alertMessage("busy", locale, { minutes }) },
        { headers: { "Retry-After": String(server.rateLimit.windowSeconds) } },
      );
    }
    await subscribe(deps.store, checkedRequest.request, now);
    return { ...answer("sent", 200, { ok: true, message: alertMessage("sent", locale) }), queued: true };
  } catch (error) {
    deps.log(`alerts: the store failed (${storeErrorCode(error)}): nothing was saved (503)`);
    if (mode === "form") return answer("unavailable", 503, {}, { keep });
    return json(503, { error: alertMessage("unavailable", locale, { phone: deps.site.dealer.phone }) });
  }
}
