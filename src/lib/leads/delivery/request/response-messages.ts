// What the lead endpoint says to the visitor when it refuses or cannot deliver a lead, in the language of the
// page the form was on (the request's `language`): English in response-messages.en.ts, each other language's in
// its own file keyed the same (`src/locales/es/response-messages.ts`). Field errors are in ../../field-messages.ts.
import type { Locale } from "../../../i18n/locale";
import { textTable } from "../../../i18n/text-tables";
import { pluralOf, textIn, type TextCatalog, type TextParams } from "../../../i18n/text-catalog";
import english, { type ResponseMessageKey } from "./response-messages.en";

declare module "../../../i18n/text-tables" {
  interface TextTables {
    "response-messages": Readonly<Record<ResponseMessageKey, string>>;
  }
}

/** @internal exported for its tests (every message in both languages) */
export const RESPONSE_MESSAGES: TextCatalog<ResponseMessageKey> = {
  en: english,
  translated: textTable("response-messages"),
};

/** One of the endpoint's answers in `locale`. */
export const responseMessage = (key: ResponseMessageKey, locale: Locale, params?: TextParams): string =>
  textIn(RESPONSE_MESSAGES, key, locale, params);

/** "Too many messages … try again in 5 minutes …", with the count's plural form in `locale`. */
export const rateLimitedMessage = (minutes: number, phone: string, locale: Locale): string =>
  responseMessage(pluralOf(minutes, locale) === "one" ? "limitedOne" : "limitedOther", locale, { minutes, phone });
