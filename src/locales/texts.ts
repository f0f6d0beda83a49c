// Every language's words outside its catalogs (its `texts.ts`: vocabulary labels and the functions' texts), by
// language. English has none: its words are in the code. Adding a language adds one line here.
//
// Read through `textTable` (src/lib/i18n/translations.ts). In the browser bundles this module is replaced by
// src/lib/i18n/browser-texts.ts, whose tables are the ones a page's data brings (gatsby/pages/page-messages.ts),
// so no page's JavaScript carries another language's words; in a build that does not publish a language, its
// `texts.ts` is replaced by an empty table (gatsby/webpack/po-catalogs.ts).
import type { TranslatedLocale } from "../lib/i18n/locale";
import es from "./es/texts";

/** A language's tables by name, shaped as Spanish's. */
export type LanguageTexts = typeof es;
export type TextTableName = keyof LanguageTexts;

// Every language must give every table, in Spanish's shape (the compiler names what a new one lacks).
const TEXTS: Readonly<Record<TranslatedLocale, LanguageTexts>> = { es };

/** The table `name` in `locale`, or undefined in a build without the language (its tables are then empty). */
export function textTableIn<N extends TextTableName>(locale: TranslatedLocale, name: N): LanguageTexts[N] | undefined {
  return (TEXTS[locale] as Partial<LanguageTexts>)[name];
}
