import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "../../lib/i18n/locale";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { FORM_IDS, type FormType } from "../../lib/leads/lead-options";
import { ROUTES } from "../../lib/paths";
import { useFormI18n } from "./use-form-i18n";

// The lead forms that live on one page of their own: where they post back to and what they say. (The
// vehicle inquiry form is on every vehicle page, so it sets these itself.)
export const SITE_FORMS = {
  contact: {
    formId: FORM_IDS.contact,
    formType: "contact",
    returnTo: ROUTES.contact,
    submitLabel: msg`Send message`,
    sentTitle: msg`Thank you! Your message was sent.`,
    sentText: msg`We reply within one business day, the way you asked us to. If it's urgent, please call.`,
  },
  "pre-approval": {
    formId: FORM_IDS["pre-approval"],
    formType: "pre-approval",
    returnTo: ROUTES.financing,
    submitLabel: msg`Get pre-approved`,
    sentTitle: msg`Thank you! Your pre-approval request was sent.`,
    sentText: msg`A finance manager will call or e-mail you within one business day to go over your options.`,
  },
  "trade-in": {
    formId: FORM_IDS["trade-in"],
    formType: "trade-in",
    returnTo: ROUTES.tradeIn,
    submitLabel: msg`Get my trade-in value`,
    sentTitle: msg`Thank you! Your trade-in details were sent.`,
    sentText: msg`We reply within one business day with a first estimate, then confirm the offer when we see the car. If it's urgent, please call.`,
  },
} satisfies Record<
  string,
  {
    formId: string;
    formType: FormType;
    returnTo: string;
    submitLabel: MessageDescriptor;
    sentTitle: MessageDescriptor;
    sentText: MessageDescriptor;
  }
>;

/**
 * A site form's LeadForm props in its language (`locale`, else the page's), with its page in that language to
 * come back to; and that language's messages, for the form's own fields.
 */
export function useSiteForm(form: keyof typeof SITE_FORMS, locale?: Locale) {
  const { locale: language, i18n } = useFormI18n(locale);
  const { formId, formType, returnTo, submitLabel, sentTitle, sentText } = SITE_FORMS[form];
  const formProps = {
    formId,
    formType,
    // Every language but the default lives under `/<locale>/` (src/lib/i18n/locale.ts).
    returnTo: localizedPath(returnTo, language),
    submitLabel: i18n._(submitLabel),
    sentTitle: i18n._(sentTitle),
    sentText: i18n._(sentText),
    locale: language,
  };
  return { formProps, i18n };
}
