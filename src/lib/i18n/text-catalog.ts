// The texts of the lead and alert functions in every language. The functions cannot read the site's Lingui
// catalogs (Gatsby bundles them without the macro or the PO loader), so each table is English in the code
// (`….en.ts`) and a table of each other language's texts (`….es.ts`, named in src/locales/<code>/text-tables.ts),
// keyed as the English one: the compiler refuses a language's table that lacks a message.
// Placeholders are `{name}`; a count's wording is chosen by the language's plural rule (plural.ts), one message per
// plural form.
import { DEFAULT_LOCALE, LOCALES, type Locale, type TranslatedLocale } from "./locale";
import { pluralCategory } from "./plural";

export type TextParams = Readonly<Record<string, string | number>>;

/** A set of messages: English, the other languages' tables, and values every message may name. */
export interface TextCatalog<Key extends string> {
  readonly en: Readonly<Record<Key, string>>;
  /** A language's table (`textTable("field-messages")`); undefined in a build without it. */
  readonly translated: (locale: TranslatedLocale) => Readonly<Partial<Record<Key, string>>> | undefined;
  /** Placeholders filled in every message unless the caller gives them (the limits a message states). */
  readonly constants?: TextParams;
}

/** A message as its language's table writes it (English where a table or the message is missing), unfilled. */
function textOf<Key extends string>(catalog: TextCatalog<Key>, key: Key, locale: Locale): string {
  const translation = locale === DEFAULT_LOCALE ? undefined : catalog.translated(locale as TranslatedLocale)?.[key];
  return translation ?? catalog.en[key];
}

/** One message in every language, as written. */
export type Bilingual = Readonly<Record<Locale, string>>;

/**
 * Every message of `catalog` in every language side by side, as written (English where a table lacks it).
 * @internal for the tests and checks that read the tables side by side
 */
export function sideBySide<Key extends string>(catalog: TextCatalog<Key>): Readonly<Record<Key, Bilingual>> {
  const keys = Object.keys(catalog.en) as Key[];
  return Object.fromEntries(
    keys.map((key) => [key, Object.fromEntries(LOCALES.map((locale) => [locale, textOf(catalog, key, locale)]))]),
  ) as Record<Key, Bilingual>;
}

/** `key` of `catalog` in `locale`, its `{placeholders}` filled from `params` (unknown ones are left as written). */
export function textIn<Key extends string>(
  catalog: TextCatalog<Key>,
  key: Key,
  locale: Locale,
  params: TextParams = {},
): string {
  const values = { ...catalog.constants, ...params };
  return textOf(catalog, key, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * `one` or `other`: the plural form of `count` in `locale` (each message has these two forms), from the language's
 * own rule (plural.ts), not Intl's: a form's error messages should not load ICU data on the shopper's phone.
 */
export const pluralOf = (count: number, locale: Locale): "one" | "other" =>
  pluralCategory(count, locale) === "one" ? "one" : "other";
