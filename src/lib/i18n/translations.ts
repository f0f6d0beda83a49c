// Labels of a closed vocabulary in the languages other than English. English labels stay where they are (the
// value itself, or the site's own English label), so adding Spanish changes nothing on the English site.
import type { Locale } from "./locale";

/** A label for every value in every language but English; a language added to LOCALES must add its labels. */
export type Translations<T extends string> = Record<Exclude<Locale, "en">, Record<T, string>>;

/** A value's label in a locale: `english` (the value itself unless given) in English, the translation otherwise. */
export function translated<T extends string>(
  translations: Translations<T>,
  value: T,
  locale: Locale,
  english: string = value,
): string {
  // `?? english`: a value decoded from JSON at run time may lie outside the type; it shows as written.
  return locale === "en" ? english : (translations[locale][value] ?? english);
}
