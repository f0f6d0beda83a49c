// Labels of a closed vocabulary in the languages other than English. English labels stay where they are (the
// value itself, or the site's own English label), so adding a language changes nothing on the English site.
// Each language's tables are named in its `texts.ts` (src/locales/<code>/texts.ts); a module asks for a table by
// name (`textTable("sort-labels")`), and the build finds the names a page's modules ask for
// (src/lib/build/message-areas.ts) to bring those tables in the page's data. In the browser they are filled from
// it after the modules have loaded (label-tables.ts), so a table is read when a label is asked for, never kept
// from the time the module loads.
import { textTableIn, type LanguageTexts, type TextTableName } from "../../locales/texts";
import type { Locale, TranslatedLocale } from "./locale";

/** A label for every value in a language but English; undefined in a build without the language. */
export type Translations<T extends string> = (locale: TranslatedLocale) => Readonly<Record<T, string>> | undefined;

/** A table of every translated language, read when asked for: `table("es")`. */
export type TextTable<N extends TextTableName> = (locale: TranslatedLocale) => LanguageTexts[N] | undefined;

/**
 * The table `name` of each translated language (its `texts.ts`). The name must be written as a string here: the
 * build reads the call to know which tables a page needs.
 */
export const textTable =
  <N extends TextTableName>(name: N): TextTable<N> =>
  (locale) =>
    textTableIn(locale, name);

/** Translations from a part of a table (a table of labels is translations itself). */
export const translationsOf =
  <N extends TextTableName, T extends string>(
    table: TextTable<N>,
    pick: (labels: LanguageTexts[N]) => Readonly<Record<T, string>> | undefined,
  ): Translations<T> =>
  (locale) => {
    const labels = table(locale);
    return labels && pick(labels);
  };

/** A value's label in a locale: `english` (the value itself unless given) in English, the translation otherwise. */
export function translated<T extends string>(
  translations: Translations<T>,
  value: T,
  locale: Locale,
  english: string = value,
): string {
  // `?? english`: a value decoded from JSON at run time may lie outside the type; it shows as written.
  return locale === "en" ? english : (translations(locale)?.[value] ?? english);
}
