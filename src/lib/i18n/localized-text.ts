// Staff-written text in the site's languages. A content file keeps such a text as a map by language,
// `"tagline": { "en": "...", "es": "..." }`: English is required, every other language optional, and where a
// page's language is missing the page shows the English text, marked as English so screen readers and
// translators read it correctly. A language added to LOCALES needs no new field anywhere.
import type { Locale } from "./locale";

/** A staff-written text by language: English always, the others where written (null from a GraphQL query). */
export type TextByLocale = Readonly<Record<"en", string> & Partial<Record<Locale, string | null>>>;

export interface LocalizedText {
  text: string;
  /** The language `text` is in: "en" on a page whose language's text is missing (mark it `lang="en"`). */
  lang: Locale;
}

/** The text a page in `locale` shows: its own language's text when written (not blank), else the English. */
export function localizedField(texts: TextByLocale, locale: Locale): LocalizedText {
  const translated = texts[locale]?.trim();
  if (locale !== "en" && translated) return { text: translated, lang: locale };
  return { text: texts.en, lang: "en" };
}

/** The `lang` attribute a text needs on a page in `locale`: none when it is in the page's language. */
export const langAttributeOf = (text: LocalizedText, locale: Locale): Locale | undefined =>
  text.lang === locale ? undefined : text.lang;
