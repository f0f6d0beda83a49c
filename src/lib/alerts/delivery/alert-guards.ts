// The checks on an alert request before its fields are read, the lead endpoint's (lead-request-guards.ts) with the
// alerts' own words: POST only, a UTF-8 JSON or form body within the lead function's 16 KB, from this site's pages;
// then, once the fields are read, the per-client and per-network rate limits.
import type { Locale } from "../../i18n/locale";
import { json, type Guard } from "../../server-kit/request/responses";
import {
  charset,
  declaredBytes,
  mediaType,
  measuredBodyBytes,
  type BodyMode,
} from "../../server-kit/request/request-body";
import { checkRequestOrigin, isLoopbackSite } from "../../server-kit/request/request-origin";
import { FORM_LIMITS } from "../../forms/form-limits";
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

const onlyPost: Guard<CheckedAlertRequest> = ({ request, locale }) =>
  (request.method ?? "").toUpperCase() !== "POST"
    ? json(405, { error: alertMessage("postOnly", locale) }, { Allow: "POST" })
    : undefined;

const utf8JsonOrForm: Guard<CheckedAlertRequest> = ({ request, locale }) => {
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

const withinSizeLimit: Guard<CheckedAlertRequest> = ({ request, mode, locale }) => {
  const declared = declaredBytes(request.headers);
  return (declared !== undefined && declared > FORM_LIMITS.bodyBytes) ||
    measuredBodyBytes(request.body, mode) > FORM_LIMITS.bodyBytes
    ? json(413, { error: alertMessage("tooLarge", locale, { kb: FORM_LIMITS.bodyBytes / 1024 }) })
    : undefined;
};

const fromThisSite: Guard<CheckedAlertRequest> = ({ request, deps, locale }) => {
  const { server } = deps.config;
  const origin = checkRequestOrigin(request.headers, {
    siteUrl: server.siteUrl,
    allowLoopback: server.nodeEnv === "development" || isLoopbackSite(server.siteUrl),
  });
  if (origin.allowed) return undefined;
  deps.log(`alerts: refused a cross-site request (403): ${origin.reason}`);
  return json(403, { error: alertMessage("crossSite", locale) });
};

export const ALERT_REQUEST_GUARDS: readonly Guard<CheckedAlertRequest>[] = [
  onlyPost,
  utf8JsonOrForm,
  withinSizeLimit,
  fromThisSite,
];
