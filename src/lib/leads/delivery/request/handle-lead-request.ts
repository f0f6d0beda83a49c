// The lead endpoint's logic, independent of Gatsby's request/response objects so it can be tested
// directly. JSON requests (the forms with JavaScript) get JSON answers; plain form posts (no
// JavaScript) get a 303 redirect back to the page, to a status message named in the URL fragment.
// A request passes named guards in order (lead-request-guards.ts, then lead-form-guards.ts); the first
// refusal is the answer. A valid lead is then delivered (deliver-valid-lead.ts).
import { messageLocaleOf } from "../../../forms/form-fields";
import { deliverValidLead } from "./deliver-valid-lead";
import { readLeadForm } from "./lead-form";
import { FORM_GUARDS, validLead } from "./lead-form-guards";
import type { LeadHandlerDeps } from "./lead-http";
import type { HttpRequest, HttpResponse } from "../../../server-kit/request/http";
import { REQUEST_GUARDS, bodyModeOf } from "./lead-request-guards";
import { firstRefusal } from "../../../server-kit/request/responses";

export type { LeadHandlerDeps } from "./lead-http";
export type { HttpRequest, HttpResponse } from "../../../server-kit/request/http";

export async function handleLeadRequest(request: HttpRequest, deps: LeadHandlerDeps): Promise<HttpResponse> {
  const checked = { request, deps, mode: bodyModeOf(request), locale: messageLocaleOf(request.body) };
  const refusedRequest = firstRefusal(REQUEST_GUARDS, checked);
  if (refusedRequest) return refusedRequest;
  const form = readLeadForm(checked);
  if ("status" in form) return form;
  const refusedForm = firstRefusal(FORM_GUARDS, form);
  if (refusedForm) return refusedForm;
  const now = deps.now();
  const valid = validLead(form, now);
  if ("status" in valid) return valid;
  return deliverValidLead(form, valid.lead, now);
}
