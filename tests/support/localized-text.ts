// A staff-written text as a test writes it: its English, and the translations it has. The helpers fill every other
// language of the list, so a language added to the list changes no test that writes a text.
import { DEFAULT_LOCALE, LOCALES, type TranslatedLocale } from "../../src/lib/i18n/locale";

type Translations = Partial<Record<TranslatedLocale, string>>;
type LocalizedNode = { en: string } & Record<TranslatedLocale, string | null>;

/** A text as GraphQL gives it (`LocalizedTextFields`): every language a field, null where there is no text. */
export function localizedNode(en: string, translations: Translations = {}): LocalizedNode {
  const node = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === DEFAULT_LOCALE ? en : (translations[locale as TranslatedLocale] ?? null),
    ]),
  );
  return node as LocalizedNode;
}
