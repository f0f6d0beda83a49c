// The two files of the project that name every language, written from the one list of languages
// (src/lib/i18n/locale.ts) rather than by hand: the registry of the languages' text tables
// (src/locales/text-tables.ts) and the GraphQL fragment of a staff-written text's languages
// (src/hooks/localized-text-fields.ts; a query must be written out). The build writes them when the list changed
// (gatsby/content/write-generated-sources.ts), and a unit test checks the committed ones. Adding a language so edits
// neither.
import { DEFAULT_LOCALE } from "../i18n/locale";

const GENERATED = "Written by the build from LANGUAGES (src/lib/i18n/locale.ts): do not edit.";

/** src/locales/text-tables.ts for these languages (English, whose words are in the code, has no tables). */
export function textTablesRegistrySource(locales: readonly string[]): string {
  const translated = locales.filter((locale) => locale !== DEFAULT_LOCALE);
  return `// Every language's text tables (its folder's text-tables.ts: vocabulary labels and the functions' texts), by
// language. ${GENERATED}
//
// src/lib/i18n reads tables from a store and never imports this: the HTML renderer (gatsby-ssr.tsx), the functions
// and the commands load every table (\`loadAllTextTables\`), the build puts the ones a page needs in its data
// (gatsby/pages/page-messages.ts), which the browser loads. In a build that does not publish a language, its
// text-tables.ts is replaced by an empty table (gatsby/webpack/po-catalogs.ts).
import type { TranslatedLocale } from "../lib/i18n/locale";
import { loadLanguageTables, type LanguageTables, type TextTableName } from "../lib/i18n/text-tables";
${translated.map((locale) => `import ${identifier(locale)} from "./${locale}/text-tables";`).join("\n")}

const TABLES: Readonly<Record<TranslatedLocale, Partial<LanguageTables>>> = { ${translated.map(identifier).join(", ")} };

/** The table \`name\` in \`locale\`, or undefined in a build without the language (its tables are then empty). */
export function textTableIn<N extends TextTableName>(locale: TranslatedLocale, name: N): LanguageTables[N] | undefined {
  return TABLES[locale][name];
}

/** Every language's tables into the store src/lib/i18n reads: once, before anything is drawn or answered. */
export function loadAllTextTables(): void {
  for (const [locale, tables] of Object.entries(TABLES) as [TranslatedLocale, Partial<LanguageTables>][])
    loadLanguageTables(locale, tables);
}
`;
}

/** src/hooks/localized-text-fields.ts for these languages. */
export function localizedTextFieldsSource(locales: readonly string[]): string {
  return `import { graphql } from "gatsby";

// Every language of a staff-written text (the LocalizedText type, one field per language of LOCALES in
// src/lib/i18n/locale.ts). ${GENERATED}
export const localizedTextFields = graphql\`
  fragment LocalizedTextFields on LocalizedText {
${locales.map((locale) => `    ${identifier(locale)}`).join("\n")}
  }
\`;
`;
}

/** `es`, `zhHant`: a language code as a name in code (a field, an import). */
const identifier = (locale: string): string => locale.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
