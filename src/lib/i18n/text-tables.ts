// A language's words outside its catalogs: its text tables (the vocabularies' labels the pages draw, the texts of
// the lead and alert functions, which cannot read catalogs). English is in the code that reads a table; every
// other language's tables live in its own folder, src/locales/<code>/, and reach this store from outside: the
// HTML renderer, the functions and the commands load them all (src/locales/text-tables-registry.ts), a page in the
// browser the ones its data brings (gatsby/pages/page-messages.ts). So src/lib imports nothing of src/locales, and
// no page's JavaScript carries another language's words.
//
// Each module that reads a table declares its name and shape where it reads it, by adding to `TextTables`:
//   declare module "../i18n/text-tables" { interface TextTables { "sort-labels": Readonly<Record<SortKey, string>> } }
// and a language's folder gives every table in that shape (its texts.ts `satisfies LanguageTables`).
import type { Locale, TranslatedLocale } from "./locale";

/** Every text table by name, in the shape every language gives it; each reading module adds its own. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the reading modules (see above)
export interface TextTables {}

export type TextTableName = keyof TextTables;

/** A language's tables: every one, by name. */
export type LanguageTables = { readonly [N in TextTableName]: TextTables[N] };

type Table = Record<string, unknown>;

const store = new Map<string, Table>();

/**
 * The table `<name>.<code>` (`vehicle-field-labels.es`): one object, empty until it is loaded. Its readers keep
 * the object, so they read its entries when they label, not when they load (the browser fills it after).
 */
function tableOf(key: string): Table {
  let table = store.get(key);
  if (!table) store.set(key, (table = {}));
  return table;
}

/** Tables by `<name>.<code>`, into the objects readers hold (before or after they load): a page's data. */
export function loadTextTables(tables: Readonly<Record<string, Table>>): void {
  for (const [key, values] of Object.entries(tables)) Object.assign(tableOf(key), values);
}

/** Every table of a language (its folder's texts.ts): the HTML renderer, the functions, the commands. */
export function loadLanguageTables(locale: TranslatedLocale, tables: Readonly<Record<string, unknown>>): void {
  for (const [name, values] of Object.entries(tables)) Object.assign(tableOf(`${name}.${locale}`), values);
}

/** A table of every translated language, read when asked for: `table("es")`; its entries may be missing. */
export type TextTable<N extends TextTableName> = (locale: TranslatedLocale) => Partial<TextTables[N]>;

/**
 * The table `name` of each translated language. The name must be written as a string here: the build reads the
 * call to know which tables a page needs (src/lib/build/message-areas.ts).
 */
export const textTable =
  <N extends TextTableName>(name: N): TextTable<N> =>
  (locale) =>
    tableOf(`${name}.${locale}`) as Partial<TextTables[N]>;

/** A label for every value in a language but English; a label missing is English. */
export type Translations<T extends string> = (
  locale: TranslatedLocale,
) => Readonly<Partial<Record<T, string>>> | undefined;

/** Translations from a part of a table (a table of labels is translations itself). */
export const translationsOf =
  <N extends TextTableName, T extends string>(
    table: TextTable<N>,
    pick: (labels: Partial<TextTables[N]>) => Readonly<Partial<Record<T, string>>> | undefined,
  ): Translations<T> =>
  (locale) =>
    pick(table(locale));

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
