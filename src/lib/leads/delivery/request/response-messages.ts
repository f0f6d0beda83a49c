// What the lead endpoint says to the visitor when it refuses or cannot deliver a lead, in the language of the
// page the form was on (the request's `language`). Field errors are in ../field-messages.ts.
import type { Locale } from "../../../i18n/locale";
import { pluralOf, textIn, type LeadCatalog, type TextParams } from "../../lead-text";

/** @internal exported for its tests (every message in both languages) */
export const RESPONSE_MESSAGES = {
  postOnly: {
    en: "This address only accepts leads sent with POST.",
    es: "Esta dirección solo acepta solicitudes enviadas con POST.",
  },
  bodyType: {
    en: "Send the form as UTF-8 application/json or application/x-www-form-urlencoded.",
    es: "Envíe el formulario como application/json o application/x-www-form-urlencoded, en UTF-8.",
  },
  tooLarge: {
    en: "The form is too large: send at most {kb} KB.",
    es: "El formulario es demasiado grande: envíe {kb} KB como máximo.",
  },
  crossSite: {
    en: "Leads can only be sent from this website's forms.",
    es: "Las solicitudes solo se pueden enviar desde los formularios de este sitio web.",
  },
  notFields: {
    en: "Send the form's fields as a JSON object or a URL-encoded form.",
    es: "Envíe los campos del formulario como un objeto JSON o como un formulario codificado en URL.",
  },
  limitedOne: {
    en: "Too many messages from your connection. Please try again in {minutes} minute, or call us at {phone}.",
    es: "Llegaron demasiados mensajes desde su conexión. Inténtelo de nuevo en {minutes} minuto, o llámenos al {phone}.",
  },
  limitedOther: {
    en: "Too many messages from your connection. Please try again in {minutes} minutes, or call us at {phone}.",
    es: "Llegaron demasiados mensajes desde su conexión. Inténtelo de nuevo en {minutes} minutos, o llámenos al {phone}.",
  },
  notSent: {
    en: "Your message could not be sent. Please call us at {phone}.",
    es: "No se pudo enviar su mensaje. Llámenos al {phone}.",
  },
  unavailable: {
    en: "We could not send your message just now. Nothing was sent, and what you typed is still in the form. Please call us at {phone}.",
    es: "No pudimos enviar su mensaje en este momento. No se envió nada, y lo que escribió sigue en el formulario. Llámenos al {phone}.",
  },
  unexpected: {
    en: "We could not send your message just now. Please call us at {phone}.",
    es: "No pudimos enviar su mensaje en este momento. Llámenos al {phone}.",
  },
} as const satisfies LeadCatalog<string>;

type ResponseMessageKey = keyof typeof RESPONSE_MESSAGES;

/** One of the endpoint's answers in `locale`. */
export const responseMessage = (key: ResponseMessageKey, locale: Locale, params?: TextParams): string =>
  textIn(RESPONSE_MESSAGES, key, locale, params);

/** "Too many messages … try again in 5 minutes …", with the count's plural form in `locale`. */
export const rateLimitedMessage = (minutes: number, phone: string, locale: Locale): string =>
  responseMessage(pluralOf(minutes, locale) === "one" ? "limitedOne" : "limitedOther", locale, { minutes, phone });
