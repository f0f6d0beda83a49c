// What a lead form says while and after it is sent: the status texts with JavaScript, the notices a
// no-JavaScript post lands on, and the words around the button. Messages of the `leads` catalog; only the
// forms show them (the lead function's own answers are in field-messages.ts and delivery/request/response-messages.ts,
// plain tables, since the function's bundle cannot compile catalogs). `<0>…</0>` is the dealer's number, drawn
// as a link (withTags).
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

export const FORM_MESSAGES = {
  sending: msg`Sending…`,
  sendAnother: msg`Send another message`,
  backHint: msg`Your browser's Back button usually brings back what you typed.`,
  notSentTitle: msg`Your message was not sent`,
  errorText: msg`Something in the form was missing or not in a form we can use. Please check the form below and send it again.`,
  unavailableTitle: msg`We could not send your message`,
  limitedTitle: msg`Please wait a few minutes`,
  invalidTitle: msg`Your message was not sent yet`,
  refusedFallback: msg`We could not accept your message.`,
  networkTitle: msg`We could not reach our server`,
  honeypotLabel: msg`Leave this field empty`,
  vinRefused: msg`This VIN was not accepted: one of its characters does not match its check digit (the 9th). Compare it with your registration, or leave the field empty.`,
} as const satisfies Record<string, MessageDescriptor>;

/** The texts with the dealer's number in them, as the tag `<0>` around it. */
export const PHONE_MESSAGES = {
  preferToTalk: (phone: string) => msg`Prefer to talk? Call <0>${phone}</0>.`,
  alsoCall: (phone: string) => msg`You can also call us at <0>${phone}</0>.`,
  unavailableText: (phone: string) =>
    msg`Our system is not taking messages right now. Please call us at <0>${phone}</0>, or try again later.`,
  limitedText: (phone: string) =>
    msg`Many messages were sent from your connection in a short time. Please try again in a few minutes, or call us at <0>${phone}</0>.`,
  callAboutThis: (phone: string) => msg`Please call us at <0>${phone}</0> about this.`,
  unavailableFailure: (phone: string) =>
    msg`Our system is not taking messages right now. What you typed is still in the form: please try again in a few minutes, or call us at <0>${phone}</0>.`,
  networkFailure: (phone: string) =>
    msg`Your message may not have been sent. What you typed is still in the form: check your connection and try again, or call us at <0>${phone}</0>.`,
} as const satisfies Record<string, (phone: string) => MessageDescriptor>;

/** The endpoint's refusal (already in the visitor's language), then what to do next. */
export const refusedMessage = (message: string, phone: string): MessageDescriptor =>
  msg`${message} What you typed is still in the form. You can also call us at <0>${phone}</0>.`;

/** "Please correct the 3 fields marked below.", in the count's plural form. */
export const correctFieldsMessage = (count: number): MessageDescriptor =>
  msg`${plural(count, { one: "Please correct the field marked below.", other: "Please correct the # fields marked below." })}`;
