// How a lead form tells the analytics code, when it is loaded, that a lead was accepted: one DOM event on
// the form, so the form carries no analytics code and nothing listens when analytics is off.
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
