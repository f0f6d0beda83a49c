// How a lead form tells the analytics code, when it is loaded, that a lead was accepted: one DOM event on
// the form, so the form needs no analytics code and a site without analytics pays nothing for it.
import { leadOutcomeFromSearch } from "../leads/return-to";

export const LEAD_SENT_EVENT = "lead-sent";

export interface LeadSentDetail {
  /** The lead kind the form sent (`contact`, `pre-approval`, `trade-in` ...). */
  formType?: string;
  /** The id the lead endpoint gave the lead. */
  leadId?: string;
}

export function leadSentEvent(detail: LeadSentDetail): CustomEvent<LeadSentDetail> {
  return new CustomEvent(LEAD_SENT_EVENT, { bubbles: true, detail });
}

/**
 * The id of the form whose lead a no-JavaScript post just sent: the endpoint redirects back to
 * `/contact/?lead=sent#contact-form-sent` (the thank-you state `use-returned-outcome.ts` shows).
 */
export function returnedLeadFormId(search: string, hash: string): string | undefined {
  if (leadOutcomeFromSearch(search) !== "sent") return undefined;
  const match = /^#(.+)-sent$/.exec(hash);
  return match?.[1];
}
