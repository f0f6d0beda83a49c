// What the alert endpoint says, in every language: next to a refused field, and as its answers. Tables, not a
// Lingui catalog, for the reason field-messages.ts gives: Gatsby bundles functions without the macro or the PO
// loader. English in alert-messages.en.ts, each other language's in its own file keyed the same
// (`src/locales/es/alert-messages.ts`; tests/alerts/alert-messages-es.test.ts reads them).
import type { Locale } from "../i18n/locale";
import { textTable } from "../i18n/text-tables";
import { pluralOf, textIn, type TextCatalog, type TextParams } from "../i18n/text-catalog";
import english, { type AlertMessageKey } from "./alert-messages.en";
import { ALERT_LIMITS } from "./alert-options";

declare module "../i18n/text-tables" {
  interface TextTables {
    "alert-messages": Readonly<Record<AlertMessageKey, string>>;
  }
}

export type { AlertMessageKey };

/** @internal exported for its tests (every message in every language) */
export const ALERT_MESSAGES: TextCatalog<AlertMessageKey> = {
  en: english,
  translated: textTable("alert-messages"),
  constants: { vehiclesMax: ALERT_LIMITS.vehicles, searchMax: ALERT_LIMITS.search },
};

/** One of the endpoint's messages in `locale`. */
export const alertMessage = (key: AlertMessageKey, locale: Locale, params?: TextParams): string =>
  textIn(ALERT_MESSAGES, key, locale, params);

/** "Too many requests … try again in 5 minutes.", with the count's plural form in `locale`. */
export const alertLimitedMessage = (minutes: number, locale: Locale): string =>
  alertMessage(pluralOf(minutes, locale) === "one" ? "limitedOne" : "limitedOther", locale, { minutes });
