import { FORM_IDS, type FormType } from "../../lib/leads/lead-options";
import { ROUTES } from "../../lib/paths";

// The lead forms that live on one page of their own: where they post back to and what they say. (The
// vehicle inquiry form is on every vehicle page, so it sets these itself.)
export const SITE_FORMS = {
  contact: {
    formId: FORM_IDS.contact,
    formType: "contact",
    returnTo: ROUTES.contact,
    submitLabel: "Send message",
    sentTitle: "Thank you! Your message was sent.",
    sentText: "We reply within one business day, the way you asked us to. If it's urgent, please call.",
  },
  "pre-approval": {
    formId: FORM_IDS["pre-approval"],
    formType: "pre-approval",
    returnTo: ROUTES.financing,
    submitLabel: "Get pre-approved",
    sentTitle: "Thank you! Your pre-approval request was sent.",
    sentText: "A finance manager will call or e-mail you within one business day to go over your options.",
  },
  "trade-in": {
    formId: FORM_IDS["trade-in"],
    formType: "trade-in",
    returnTo: ROUTES.tradeIn,
    submitLabel: "Get my trade-in value",
    sentTitle: "Thank you! Your trade-in details were sent.",
    sentText:
      "We reply within one business day with a first estimate, then confirm the offer when we see the car. If it's urgent, please call.",
  },
} satisfies Record<
  string,
  { formId: string; formType: FormType; returnTo: string; submitLabel: string; sentTitle: string; sentText: string }
>;
