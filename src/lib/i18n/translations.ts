// Labels of a closed vocabulary in the languages other than English. English labels stay where they are (the
// value itself, or the site's own English label), so adding Spanish changes nothing on the English site.
// Each language's labels live in a module of their own (`…-labels.es.ts`), which a build that does not
// publish the language leaves out (gatsby/webpack/po-catalogs.ts): an English-only site's pages carry no
// Spanish words. Its tables are then undefined, and never asked for: no page is drawn in that language.
import type { Locale } from "./locale";

/**
 * A label for every value in every language but English (a language added to LOCALES must add its labels;
 * tests/i18n/vocabulary-labels.test.ts checks every value has one); undefined in a build without the language.
 */
export type Translations<T extends string> = Record<Exclude<Locale, "en">, Readonly<Record<T, string>> | undefined>;

/**
 * Translations whose Spanish table is read when a label is asked for, not when the module loads: in the browser a
 * language's label tables are filled by the page's data after the modules have loaded (label-tables.ts).
 */
export const translationsRead = <T extends string>(
  es: () => Readonly<Record<T, string>> | undefined,
): Translations<T> => ({
  get es() {
    return es();
  },
});

/** A language's label tables as its module exports them: absent in a build that does not publish it. */
export type Unpublishable<T> = Partial<T>;

/** A value's label in a locale: `english` (the value itself unless given) in English, the translation otherwise. */
export function translated<T extends string>(
  translations: Translations<T>,
  value: T,
  locale: Locale,
  english: string = value,
): string {
  // `?? english`: a value decoded from JSON at run time may lie outside the type; it shows as written.
  return locale === "en" ? english : (translations[locale]?.[value] ?? english);
}
