// What a visitor reads next to a field the endpoint refused, in every language (English in field-messages.en.ts,
// each other language's in its own file, `src/locales/es/field-messages.ts` for Spanish). The zod schemas name
// their messages by key (`errorKey("nameMissing")`) and parseLead turns the keys into the visitor's language,
// so the server's answer is already in the words the form shows.
// A table, not the `leads` catalog the forms use: the lead function (src/api/leads.ts) is bundled by Gatsby's own
// webpack config for functions (babel with the TypeScript preset only: no macro expansion, no PO loader, and
// onCreateWebpackConfig does not reach it), so `msg` and the .po catalogs cannot compile there.
import { LOCALES, type Locale } from "../i18n/locale";
import { textTable } from "../i18n/text-tables";
import english, { type FieldMessageKey } from "./field-messages.en";
import { FORM_LIMITS } from "./form-limits";
import { textIn, type TextCatalog, type TextParams } from "../i18n/text-catalog";

declare module "../i18n/text-tables" {
  interface TextTables {
    "field-messages": Readonly<Record<FieldMessageKey, string>>;
  }
}

export type { FieldMessageKey };

/**
 * Every message in every language.
 * @internal exported for its tests (tests/leads/lead-messages-es.test.ts reads them all)
 */
export const FIELD_MESSAGES: TextCatalog<FieldMessageKey> = {
  en: english,
  translated: textTable("field-messages"),
  constants: {
    nameMax: FORM_LIMITS.name,
    emailMax: FORM_LIMITS.email,
    messageMax: FORM_LIMITS.message,
    vehicleOfInterestMax: FORM_LIMITS.vehicleOfInterest,
    tradeInTextMax: FORM_LIMITS.tradeInText,
    tradeInOldestYear: FORM_LIMITS.tradeInOldestYear,
    testDriveDaysAhead: FORM_LIMITS.testDriveDaysAhead,
    languageCodes: LOCALES.map((code) => `"${code}"`).join(", "),
  },
};

/** The key a zod rule reports as its message; typed, so a misspelt key does not compile. */
export const errorKey = (key: FieldMessageKey): FieldMessageKey => key;

/** A field message in `locale`. */
export const fieldMessage = (key: FieldMessageKey, locale: Locale, params?: TextParams): string =>
  textIn(FIELD_MESSAGES, key, locale, params);

/** A zod issue's message (a key) in `locale`; an issue no rule named (zod's own wording) reads "Check this field." */
export const issueMessage = (message: string, locale: Locale): string =>
  fieldMessage(Object.hasOwn(english, message) ? (message as FieldMessageKey) : "fieldInvalid", locale);
