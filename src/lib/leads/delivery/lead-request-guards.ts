// The checks on a lead request before its fields are read: method, body type and size, and origin.
import { LEAD_LIMITS } from "../lead-options";
import type { LeadHandlerDeps, LeadHttpRequest } from "./lead-http";
import { json, type LeadGuard } from "./lead-responses";
import { charset, declaredBytes, mediaType, measuredBodyBytes, type BodyMode } from "./request-body";
import { checkRequestOrigin, isLoopbackSite } from "./request-origin";

export interface LeadRequest {
  request: LeadHttpRequest;
  deps: LeadHandlerDeps;
  /** How the body travelled; only meaningful once `utf8JsonOrForm` has let the request through. */
  mode: BodyMode;
}

const FORM_TYPE = "application/x-www-form-urlencoded";

export const bodyModeOf = (request: LeadHttpRequest): BodyMode =>
  mediaType(request.headers["content-type"]) === FORM_TYPE ? "form" : "json";

const onlyPost: LeadGuard<LeadRequest> = ({ request }) =>
  (request.method ?? "").toUpperCase() !== "POST"
    ? json(405, { error: "This address only accepts leads sent with POST." }, { Allow: "POST" })
    : undefined;

const utf8JsonOrForm: LeadGuard<LeadRequest> = ({ request }) => {
  const type = mediaType(request.headers["content-type"]);
  const declaredCharset = charset(request.headers["content-type"]);
  if (
    (type === "application/json" || type === FORM_TYPE) &&
    (declaredCharset === undefined || declaredCharset === "utf-8" || declaredCharset === "utf8")
  )
    return undefined;
  return json(
    415,
    { error: "Send the form as UTF-8 application/json or application/x-www-form-urlencoded." },
    { "Accept-Post": "application/json, application/x-www-form-urlencoded" },
  );
};

const withinSizeLimit: LeadGuard<LeadRequest> = ({ request, mode }) => {
  const declared = declaredBytes(request.headers);
  return (declared !== undefined && declared > LEAD_LIMITS.bodyBytes) ||
    measuredBodyBytes(request.body, mode) > LEAD_LIMITS.bodyBytes
    ? json(413, { error: `The form is too large: send at most ${LEAD_LIMITS.bodyBytes / 1024} KB.` })
    : undefined;
};

// Leads only come from this site's pages (request-origin.ts: Sec-Fetch-Site, then Origin, then Referer).
const fromThisSite: LeadGuard<LeadRequest> = ({ request, deps }) => {
  const { config } = deps;
  const origin = checkRequestOrigin(request.headers, {
    siteUrl: config.siteUrl,
    allowLoopback: config.nodeEnv === "development" || isLoopbackSite(config.siteUrl),
  });
  if (origin.allowed) return undefined;
  deps.log(`leads: refused a cross-site request (403): ${origin.reason}`);
  return json(403, { error: "Leads can only be sent from this website's forms." });
};

export const REQUEST_GUARDS: readonly LeadGuard<LeadRequest>[] = [
  onlyPost,
  utf8JsonOrForm,
  withinSizeLimit,
  fromThisSite,
];
