// The checks on a lead request before its fields are read: method, body type and size, and origin.
import type { Locale } from "../../../i18n/locale";
import { FORM_LIMITS } from "../../../forms/form-limits";
import type { LeadHandlerDeps } from "./lead-http";
import type { HttpRequest } from "../../../server-kit/request/http";
import { json, type Guard } from "../../../server-kit/request/responses";
import {
  charset,
  declaredBytes,
  mediaType,
  measuredBodyBytes,
  type BodyMode,
} from "../../../server-kit/request/request-body";
import { checkRequestOrigin, isLoopbackSite } from "../../../server-kit/request/request-origin";
import { responseMessage } from "./response-messages";

export interface LeadRequest {
  request: HttpRequest;
  deps: LeadHandlerDeps;
  /** How the body travelled; only meaningful once `utf8JsonOrForm` has let the request through. */
  mode: BodyMode;
  /** The language the answers are in: the request's `language` when it is one of the site's, else English. */
  locale: Locale;
}

const FORM_TYPE = "application/x-www-form-urlencoded";

export const bodyModeOf = (request: HttpRequest): BodyMode =>
  mediaType(request.headers["content-type"]) === FORM_TYPE ? "form" : "json";

const onlyPost: Guard<LeadRequest> = ({ request, locale }) =>
  (request.method ?? "").toUpperCase() !== "POST"
    ? json(405, { error: responseMessage("postOnly", locale) }, { Allow: "POST" })
    : undefined;

const utf8JsonOrForm: Guard<LeadRequest> = ({ request, locale }) => {
  const type = mediaType(request.headers["content-type"]);
  const declaredCharset = charset(request.headers["content-type"]);
  if (
    (type === "application/json" || type === FORM_TYPE) &&
    (declaredCharset === undefined || declaredCharset === "utf-8" || declaredCharset === "utf8")
  )
    return undefined;
  return json(
    415,
    { error: responseMessage("bodyType", locale) },
    { "Accept-Post": "application/json, application/x-www-form-urlencoded" },
  );
};

const withinSizeLimit: Guard<LeadRequest> = ({ request, mode, locale }) => {
  const declared = declaredBytes(request.headers);
  return (declared !== undefined && declared > FORM_LIMITS.bodyBytes) ||
    measuredBodyBytes(request.body, mode) > FORM_LIMITS.bodyBytes
    ? json(413, { error: responseMessage("tooLarge", locale, { kb: FORM_LIMITS.bodyBytes / 1024 }) })
    : undefined;
};

// Leads only come from this site's pages (request-origin.ts: Sec-Fetch-Site, then Origin, then Referer).
const fromThisSite: Guard<LeadRequest> = ({ request, deps, locale }) => {
  const { config } = deps;
  const origin = checkRequestOrigin(request.headers, {
    siteUrl: config.siteUrl,
    allowLoopback: config.nodeEnv === "development" || isLoopbackSite(config.siteUrl),
  });
  if (origin.allowed) return undefined;
  deps.log(`leads: refused a cross-site request (403): ${origin.reason}`);
  return json(403, { error: responseMessage("crossSite", locale) });
};

export const REQUEST_GUARDS: readonly Guard<LeadRequest>[] = [onlyPost, utf8JsonOrForm, withinSizeLimit, fromThisSite];
