// Every language's text tables (its folder's text-tables.ts: vocabulary labels and the functions' texts), by
// language. Written by the build from LANGUAGES (src/lib/i18n/locale.ts): do not edit.
//
// src/lib/i18n reads tables from a store and never imports this: the HTML renderer (gatsby-ssr.tsx), the functions
// and the commands load every table (`loadAllTextTables`), the build puts the ones a page needs in its data
// (gatsby/pages/page-messages.ts), which the browser loads. In a build that does not publish a language, its
// text-tables.ts is replaced by an empty table (gatsby/webpack/po-catalogs.ts).
import type { TranslatedLocale } from "../lib/i18n/locale";
import { loadLanguageTables, type LanguageTables, type TextTableName } from "../lib/i18n/text-tables";
import es from "./es/text-tables";

const TABLES: Readonly<Record<TranslatedLocale, Partial<LanguageTables>>> = { es };

/** The table `name` in `locale`, or undefined in a build without the language (its tables are then empty). */
export function textTableIn<N extends TextTableName>(locale: TranslatedLocale, name: N): LanguageTables[N] | undefined {
  return TABLES[locale][name];
}

/** Every language's tables into the store src/lib/i18n reads: once, before anything is drawn or answered. */
export function loadAllTextTables(): void {
  for (const [locale, tables] of Object.entries(TABLES) as [TranslatedLocale, Partial<LanguageTables>][])
    loadLanguageTables(locale, tables);
}
