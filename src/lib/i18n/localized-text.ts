// Staff-written text in two languages. Content files keep a text's Spanish twin right after it, under the same
// key with `Es` appended (`tagline` / `taglineEs`); the twin is optional, and where it is missing a Spanish
// page shows the English text, marked as English so screen readers and translators read it correctly.
import type { Locale } from "./locale";

const SPANISH_SUFFIX = "Es";

/** `"tagline"` -> `"taglineEs"`: the key of a field's Spanish twin in the content files. */
const spanishKeyOf = <K extends string>(key: K): `${K}Es` => `${key}${SPANISH_SUFFIX}`;

/** `"taglineEs"` -> `"tagline"`; undefined for a key that is not a Spanish twin. */
export const englishKeyOf = (key: string): string | undefined =>
  key.length > SPANISH_SUFFIX.length && key.endsWith(SPANISH_SUFFIX) ? key.slice(0, -SPANISH_SUFFIX.length) : undefined;

export interface LocalizedText {
  text: string;
  /** The language `text` is in: "en" on a Spanish page whose Spanish text is missing (mark it `lang="en"`). */
  lang: Locale;
}

/**
 * The text a page in `locale` shows: the Spanish twin on a Spanish page when there is one, else the English.
 * @internal exported for its unit tests (pages read a field through localizedField)
 */
export function localizedText(english: string, spanish: string | null | undefined, locale: Locale): LocalizedText {
  const translated = spanish?.trim();
  if (locale === "es" && translated) return { text: translated, lang: "es" };
  return { text: english, lang: "en" };
}

/** The same for a field of a content record read by its English key: `localizedField(site, "tagline", locale)`. */
export function localizedField<K extends string>(
  record: Record<K, string> & Partial<Record<`${K}Es`, string | null>>,
  key: K,
  locale: Locale,
): LocalizedText {
  const twins: Partial<Record<`${K}Es`, string | null>> = record;
  return localizedText(record[key], twins[spanishKeyOf(key)], locale);
}

/** The `lang` attribute a text needs on a page in `locale`: none when it is in the page's language. */
export const langAttributeOf = (text: LocalizedText, locale: Locale): Locale | undefined =>
  text.lang === locale ? undefined : text.lang;
