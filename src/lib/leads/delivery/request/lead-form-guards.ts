// The checks on a lead's fields: the sender's rate limit, the spam trap, then the fields themselves.
import { fieldNoticeLocation } from "../../field-notice";
import type { FieldErrors } from "../../lead-field-rules";
import { HONEYPOT_FIELD } from "../../lead-options";
import { parseLead, type Lead } from "../../lead-schema";
import { fieldMessage } from "../../../forms/field-messages";
import { clientLimitDecision } from "../../../server-kit/request/client-key";
import type { HttpResponse } from "../../../server-kit/request/http";
import type { LeadForm } from "./lead-form";
import { redirect, type Guard } from "../../../server-kit/request/responses";
import { rateLimitedMessage, responseMessage } from "./response-messages";

const withinClientRateLimit: Guard<LeadForm> = (form) => {
  const { deps, answer, locale } = form;
  const decision = clientLimitDecision(deps, form.client.key);
  if (decision.allowed) return undefined;
  deps.log("leads: refused, too many requests from one client or network (429)");
  const { phone } = deps.dealer;
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  return answer(
    "limited",
    429,
    {
      error: rateLimitedMessage(minutes, phone, locale),
      phone,
      retryAfterSeconds: decision.retryAfterSeconds,
    },
    { "Retry-After": String(decision.retryAfterSeconds) },
  );
};

const spamTrapEmpty: Guard<LeadForm> = (form) => {
  const honeypot = form.fields[HONEYPOT_FIELD];
  if (honeypot === undefined || honeypot === "") return undefined;
  form.deps.log("leads: refused, the hidden spam-trap field was filled in (400)");
  return form.answer("error", 400, {
    error: responseMessage("notSent", form.locale, { phone: form.deps.dealer.phone }),
    phone: form.deps.dealer.phone,
  });
};

export const FORM_GUARDS: readonly Guard<LeadForm>[] = [withinClientRateLimit, spamTrapEmpty];

/**
 * A lot the shopper chose that the site does not have (a group's contact form): named, so the lead is refused before
 * it is kept rather than routed to nobody.
 */
function unknownLotErrors(lead: Lead, form: LeadForm): FieldErrors | undefined {
  if (lead.formType !== "contact" || lead.location === undefined) return undefined;
  if (form.deps.inventory.findLot(lead.location)) return undefined;
  return { location: fieldMessage("locationUnknown", form.locale, { location: lead.location }) };
}

/** The lead in the fields, or a 422 naming the invalid ones (for plain posts, a notice on the page when it has one). */
export function validLead(form: LeadForm, now: Date): { lead: Lead } | HttpResponse {
  const parsed = parseLead(form.fields, now.toISOString().slice(0, 10));
  if (!parsed.ok) return refused(form, parsed.errors);
  const lotErrors = unknownLotErrors(parsed.lead, form);
  return lotErrors ? refused(form, lotErrors) : { lead: parsed.lead };
}

function refused(form: LeadForm, errors: FieldErrors): HttpResponse {
  const { fields, mode, returnTo, formId, request, deps } = form;
  deps.log(`leads: refused, ${Object.keys(errors).length} field(s) invalid (422): ${Object.keys(errors).join(", ")}`);
  const fieldNotice =
    mode === "form" &&
    fieldNoticeLocation(fields.formType, errors, { returnTo, formId, referer: request.headers.referer });
  if (fieldNotice) return redirect(fieldNotice);
  return form.answer("error", 422, { errors });
}
