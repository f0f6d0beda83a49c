// Every word of the alert e-mails in every language: English in email-text.en.ts, each other language's in its
// own file keyed the same (`src/locales/es/email-text.ts`; tests/alerts/alert-messages-es.test.ts reads them). Placeholders are
// `{name}`; the e-mails are written by the alert function and by `npm run alerts:send`, neither of which can read
// the site's Lingui catalogs.
import { textTable } from "../../i18n/text-tables";
import type { TextCatalog } from "../../i18n/text-catalog";
import english, { type EmailTextKey } from "./email-text.en";

declare module "../../i18n/text-tables" {
  interface TextTables {
    "email-text": Readonly<Record<EmailTextKey, string>>;
  }
}

export type { EmailTextKey };

export const EMAIL_TEXT: TextCatalog<EmailTextKey> = {
  en: english,
  translated: textTable("email-text"),
};
