// A lead form with JavaScript (use-endpoint-form.ts): its fields posted to /api/leads; a taken lead tells the
// analytics code and empties the form.
import { useCallback } from "react";
import { leadSentEvent } from "../../lib/analytics/lead-sent-event";
import { formFields, postForm, type FormPostOutcome } from "../../lib/forms/post-json";
import { LEAD_ENDPOINT } from "../../lib/leads/lead-options";
import { useEndpointForm, type EndpointFormState } from "../forms/use-endpoint-form";

export type LeadFormState = EndpointFormState<FormPostOutcome["kind"]>;

const sendLead = (form: HTMLFormElement) =>
  postForm(LEAD_ENDPOINT, formFields(new FormData(form)), (input, init) => fetch(input, init));

function onLeadAnswer(outcome: FormPostOutcome, form: HTMLFormElement): void {
  if (outcome.kind !== "sent") return;
  // For the analytics code, when it is loaded (src/components/asc-tracker.ts); nothing listens otherwise.
  const formType = new FormData(form).get("formType");
  form.dispatchEvent(
    leadSentEvent({ formType: typeof formType === "string" ? formType : undefined, leadId: outcome.id }),
  );
  form.reset();
}

/**
 * `nextHref`: where a taken lead sends the shopper on (the lender platform's credit application), read from the
 * form before it is emptied; the page then leaves for it.
 */
export function useLeadForm(nextHref?: (form: HTMLFormElement) => string | undefined) {
  const onAnswer = useCallback(
    (outcome: FormPostOutcome, form: HTMLFormElement) => {
      const next = outcome.kind === "sent" ? nextHref?.(form) : undefined;
      onLeadAnswer(outcome, form);
      if (next) window.location.assign(next);
    },
    [nextHref],
  );
  return useEndpointForm(sendLead, nextHref ? onAnswer : onLeadAnswer);
}
