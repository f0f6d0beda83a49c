import type { Bilingual } from "../../lib/leads/lead-text";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale";
import { FORM_IDS, type FormType } from "../../lib/leads/lead-options";
import { ROUTES } from "../../lib/paths";
import { localizedPath } from "../../lib/i18n/locale-paths";

// The lead forms that live on one page of their own: where they post back to and what they say. (The
// vehicle inquiry form is on every vehicle page, so it sets these itself.)
export const SITE_FORMS = {
  contact: {
    formId: FORM_IDS.contact,
    formType: "contact",
    returnTo: ROUTES.contact,
    submitLabel: { en: "Send message", es: "Enviar mensaje" },
    sentTitle: { en: "Thank you! Your message was sent.", es: "¡Gracias! Su mensaje se envió." },
    sentText: {
      en: "We reply within one business day, the way you asked us to. If it's urgent, please call.",
      es: "Le respondemos en un día hábil, como nos lo pidió. Si es urgente, llámenos.",
    },
  },
  "pre-approval": {
    formId: FORM_IDS["pre-approval"],
    formType: "pre-approval",
    returnTo: ROUTES.financing,
    submitLabel: { en: "Get pre-approved", es: "Obtener mi preaprobación" },
    sentTitle: {
      en: "Thank you! Your pre-approval request was sent.",
      es: "¡Gracias! Su solicitud de preaprobación se envió.",
    },
    sentText: {
      en: "A finance manager will call or e-mail you within one business day to go over your options.",
      es: "Un gerente de financiamiento le llamará o le escribirá en un día hábil para revisar sus opciones.",
    },
  },
  "trade-in": {
    formId: FORM_IDS["trade-in"],
    formType: "trade-in",
    returnTo: ROUTES.tradeIn,
    submitLabel: { en: "Get my trade-in value", es: "Saber cuánto vale mi carro" },
    sentTitle: {
      en: "Thank you! Your trade-in details were sent.",
      es: "¡Gracias! Los datos de su carro se enviaron.",
    },
    sentText: {
      en: "We reply within one business day with a first estimate, then confirm the offer when we see the car. If it's urgent, please call.",
      es: "Le respondemos en un día hábil con un primer cálculo, y confirmamos la oferta cuando veamos el carro. Si es urgente, llámenos.",
    },
  },
} satisfies Record<
  string,
  {
    formId: string;
    formType: FormType;
    returnTo: string;
    submitLabel: Bilingual;
    sentTitle: Bilingual;
    sentText: Bilingual;
  }
>;

/** A site form's LeadForm props in `locale`: its texts, and its page in that language to come back to. */
export function siteFormProps(form: keyof typeof SITE_FORMS, locale: Locale = DEFAULT_LOCALE) {
  const { formId, formType, returnTo, submitLabel, sentTitle, sentText } = SITE_FORMS[form];
  return {
    formId,
    formType,
    // Every language but the default lives under `/<locale>/` (src/lib/i18n/locale.ts).
    returnTo: localizedPath(returnTo, locale),
    submitLabel: submitLabel[locale],
    sentTitle: sentTitle[locale],
    sentText: sentText[locale],
    locale,
  };
}
