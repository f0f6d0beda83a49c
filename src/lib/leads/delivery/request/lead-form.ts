// A lead request's fields, where to answer, and who sent it: what the checks after the request's own need.
import { FORM_IDS, type FormType } from "../../lead-options";
import { asFieldRecord } from "../../../forms/form-fields";
import { leadRedirectLocation, safeReturnPath, type LeadOutcome } from "../../../forms/return-to";
import { identifyClient, type ClientIdentity } from "../../../server-kit/request/client-key";
import type { HttpResponse } from "../../../server-kit/request/http";
import type { LeadRequest } from "./lead-request-guards";
import { json, redirect } from "../../../server-kit/request/responses";
import { responseMessage } from "./response-messages";

export interface LeadForm extends LeadRequest {
  fields: Record<string, unknown>;
  formId: string;
  /** The page the form was on, checked to be this site's. */
  returnTo: string;
  client: ClientIdentity;
  /** JSON for the forms with JavaScript, a redirect to `returnTo` with the outcome for plain posts. */
  answer: (outcome: LeadOutcome, status: number, body: unknown, headers?: Record<string, string>) => HttpResponse;
}

// Object.hasOwn, not `in`: "toString" or "__proto__" must not find Object.prototype's members.
const formIdFor = (formType: unknown) =>
  typeof formType === "string" && Object.hasOwn(FORM_IDS, formType) ? FORM_IDS[formType as FormType] : "lead-form";

/** The form behind a request, or a 400 when the body is not a set of fields. */
export function readLeadForm(checked: LeadRequest): LeadForm | HttpResponse {
  const { request, deps, mode, locale } = checked;
  const fields = asFieldRecord(request.body);
  if (!fields) return json(400, { error: responseMessage("notFields", locale) });
  const formId = formIdFor(fields.formType);
  const returnTo = safeReturnPath(fields.returnTo);
  const { config } = deps;
  const client = identifyClient({
    remoteAddress: request.remoteAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    trustedProxyHops: config.trustedProxyHops,
    trustedProxies: config.trustedProxies,
  });
  if (config.nodeEnv === "production" && client.kind !== "public") {
    deps.logOnce(
      "client-address",
      `leads: configuration: a lead came from ${client.kind === "unknown" ? "no client address (the host gives the function no socket)" : `a ${client.kind} address`}, ` +
        "which is a proxy's, not a visitor's: if every request looks like this, all visitors share one rate limit. " +
        "Behind a proxy or CDN set LEAD_TRUST_PROXY_HOPS and LEAD_TRUSTED_PROXIES (docs/deployment.md#behind-a-proxy-or-cdn).",
    );
  }
  const answer: LeadForm["answer"] = (outcome, status, body, headers = {}) =>
    mode === "form" ? redirect(leadRedirectLocation(returnTo, formId, outcome), headers) : json(status, body, headers);
  return { ...checked, fields, formId, returnTo, client, answer };
}
