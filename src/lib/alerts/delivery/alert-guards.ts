// The checks on an alert request before its fields are read, the lead endpoint's (lead-request-guards.ts) with the
// alerts' own words: POST only, a UTF-8 JSON or form body within the lead function's 16 KB, from this site's pages;
// then, once the fields are read, the per-client and per-network rate limits.
import type { Locale } from "../../i18n/locale";
import { json, type LeadGuard } from "../../leads/delivery/request/lead-responses";
import {
  charset,
  declaredBytes,
  mediaType,
  measuredBodyBytes,
  type BodyMode,
} from "../../leads/delivery/request/request-body";
import { checkRequestOrigin, isLoopbackSite } from "../../leads/delivery/request/request-origin";
import { LEAD_LIMITS } from "../../leads/lead-options";
import { alertMessage } from "../alert-messages";
import type { AlertDeps, AlertHttpRequest } from "./alert-http";

export interface CheckedAlertRequest {
  request: AlertHttpRequest;
  deps: AlertDeps;
  mode: BodyMode;
  locale: Locale;
}

const FORM_TYPE = "application/x-www-form-urlencoded";

export const bodyModeOf = (request: AlertHttpRequest): BodyMode =>
  mediaType(request.headers["content-type"]) === FORM_TYPE ? "form" : "json";

const onlyPost: LeadGuard<CheckedAlertRequest> = ({ request, locale }) =>
  (request.method ?? "").toUpperCase() !== "POST"
    ? json(405, { error: alertMessage("postOnly", locale) }, { Allow: "POST" })
    : undefined;

const utf8JsonOrForm: LeadGuard<CheckedAlertRequest> = ({ request, locale }) => {
  const type = mediaType(request.headers["content-type"]);
  const declared = charset(request.headers["content-type"]);
  if (
    (type === "application/json" || type === FORM_TYPE) &&
    (declared === undefined || declared === "utf-8" || declared === "utf8")
  )
    return undefined;
  return json(
    415,
    { error: alertMessage("bodyType", locale) },
    { "Accept-Post": "application/json, application/x-www-form-urlencoded" },
  );
};

const withinSizeLimit: LeadGuard<CheckedAlertRequest> = ({ request, mode, locale }) => {
  const declared = declaredBytes(request.headers);
  return (declared !== undefined && declared > LEAD_LIMITS.bodyBytes) ||
    measuredBodyBytes(request.body, mode) > LEAD_LIMITS.bodyBytes
    ? json(413, { error: alertMessage("tooLarge", locale, { kb: LEAD_LIMITS.bodyBytes / 1024 }) })
    : undefined;
};

const fromThisSite: LeadGuard<CheckedAlertRequest> = ({ request, deps, locale }) => {
  const { lead } = deps.config;
  const origin = checkRequestOrigin(request.headers, {
    siteUrl: lead.siteUrl,
    allowLoopback: lead.nodeEnv === "development" || isLoopbackSite(lead.siteUrl),
  });
  if (origin.allowed) return undefined;
  deps.log(`alerts: refused a cross-site request (403): ${origin.reason}`);
  return json(403, { error: alertMessage("crossSite", locale) });
};

export const ALERT_REQUEST_GUARDS: readonly LeadGuard<CheckedAlertRequest>[] = [
  onlyPost,
  utf8JsonOrForm,
  withinSizeLimit,
  fromThisSite,
];
