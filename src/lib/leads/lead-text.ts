// The lead path's texts in every language, kept side by side per message so a message cannot gain an English
// wording without its Spanish twin (the type requires both; tests/leads/lead-messages-es.test.ts reads them).
// Placeholders are `{name}`; a count's wording is chosen with Intl.PluralRules, one message per plural form.
import { intlLocaleOf, type Locale } from "../i18n/locale";

/** One message in every language. */
export type Bilingual = Readonly<Record<Locale, string>>;

/** A set of messages by key. */
export type LeadCatalog<Key extends string> = Readonly<Record<Key, Bilingual>>;

export type TextParams = Readonly<Record<string, string | number>>;

/** `catalog[key]` in `locale`, its `{placeholders}` filled from `params` (unknown ones are left as written). */
export function textIn<Key extends string>(
  catalog: LeadCatalog<Key>,
  key: Key,
  locale: Locale,
  params: TextParams = {},
): string {
  return catalog[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** `one` or `other`: the plural form of `count` in `locale` (English and Spanish have only these two). */
export const pluralOf = (count: number, locale: Locale): "one" | "other" =>
  new Intl.PluralRules(intlLocaleOf(locale)).select(count) === "one" ? "one" : "other";
