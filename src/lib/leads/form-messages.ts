// What a lead form says while and after it is sent, in English and Spanish: the status texts with JavaScript,
// the notices a no-JavaScript post lands on, and the words around the button. Browser-safe (no zod): the forms
// ship it. `{phone}` is where the dealer's number goes, as a link.
import type { Locale } from "../i18n/locale";
import { pluralOf, textIn, type LeadCatalog, type TextParams } from "./lead-text";

/** Every message in both languages (tests/leads/lead-messages-es.test.ts reads them all). */
export const FORM_MESSAGES = {
  sending: { en: "Sending…", es: "Enviando…" },
  sendAnother: { en: "Send another message", es: "Enviar otro mensaje" },
  preferToTalk: { en: "Prefer to talk? Call {phone}.", es: "¿Prefiere hablar? Llame al {phone}." },
  backHint: {
    en: "Your browser's Back button usually brings back what you typed.",
    es: "Con el botón Atrás de su navegador, por lo general, recupera lo que escribió.",
  },
  notSentTitle: { en: "Your message was not sent", es: "Su mensaje no se envió" },
  errorText: {
    en: "Something in the form was missing or not in a form we can use. Please check the form below and send it again.",
    es: "Faltaba algo en el formulario, o algo no estaba en un formato que podamos usar. Revise el formulario de abajo y envíelo de nuevo.",
  },
  alsoCall: { en: "You can also call us at {phone}.", es: "También puede llamarnos al {phone}." },
  unavailableTitle: { en: "We could not send your message", es: "No pudimos enviar su mensaje" },
  unavailableText: {
    en: "Our system is not taking messages right now. Please call us at {phone}, or try again later.",
    es: "Nuestro sistema no está recibiendo mensajes en este momento. Llámenos al {phone}, o inténtelo más tarde.",
  },
  limitedTitle: { en: "Please wait a few minutes", es: "Espere unos minutos, por favor" },
  limitedText: {
    en: "Many messages were sent from your connection in a short time. Please try again in a few minutes, or call us at {phone}.",
    es: "Se enviaron muchos mensajes desde su conexión en poco tiempo. Inténtelo de nuevo en unos minutos, o llámenos al {phone}.",
  },
  invalidTitle: { en: "Your message was not sent yet", es: "Su mensaje todavía no se envió" },
  correctFieldsOne: {
    en: "Please correct the field marked below.",
    es: "Corrija el campo marcado abajo, por favor.",
  },
  correctFieldsOther: {
    en: "Please correct the {count} fields marked below.",
    es: "Corrija los {count} campos marcados abajo, por favor.",
  },
  callAboutThis: { en: "Please call us at {phone} about this.", es: "Llámenos al {phone} para resolverlo." },
  refusedFallback: { en: "We could not accept your message.", es: "No pudimos aceptar su mensaje." },
  refusedText: {
    en: "{message} What you typed is still in the form. You can also call us at {phone}.",
    es: "{message} Lo que escribió sigue en el formulario. También puede llamarnos al {phone}.",
  },
  failureText: {
    en: "{what} What you typed is still in the form: {next}, or call us at {phone}.",
    es: "{what} Lo que escribió sigue en el formulario: {next}, o llámenos al {phone}.",
  },
  unavailableWhat: {
    en: "Our system is not taking messages right now.",
    es: "Nuestro sistema no está recibiendo mensajes en este momento.",
  },
  unavailableNext: { en: "please try again in a few minutes", es: "inténtelo de nuevo en unos minutos" },
  networkTitle: { en: "We could not reach our server", es: "No pudimos comunicarnos con nuestro servidor" },
  networkWhat: { en: "Your message may not have been sent.", es: "Es posible que su mensaje no se haya enviado." },
  networkNext: { en: "check your connection and try again", es: "revise su conexión e inténtelo de nuevo" },
  honeypotLabel: { en: "Leave this field empty", es: "Deje este campo vacío" },
  vinRefused: {
    en: "This VIN was not accepted: one of its characters does not match its check digit (the 9th). Compare it with your registration, or leave the field empty.",
    es: "No aceptamos este VIN: uno de sus caracteres no coincide con su dígito de control (el 9.º). Compárelo con la tarjeta de registro de su carro, o deje el campo vacío.",
  },
} as const satisfies LeadCatalog<string>;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

/** A form text in `locale`; `{phone}` stays in place unless given, for the caller to make a link of it. */
export const formMessage = (key: FormMessageKey, locale: Locale, params?: TextParams): string =>
  textIn(FORM_MESSAGES, key, locale, params);

/** "Please correct the 3 fields marked below.", in the count's plural form. */
export const correctFieldsMessage = (count: number, locale: Locale): string =>
  formMessage(pluralOf(count, locale) === "one" ? "correctFieldsOne" : "correctFieldsOther", locale, { count });
