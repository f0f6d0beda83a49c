// The plural category of a whole number in a language, from the language's rule in the list (locale.ts), which
// the unit tests check against Intl.PluralRules.
import { languageOf, type Locale } from "./locale";

/** The category `Intl.PluralRules` gives a whole number (the unit tests check). */
export const pluralCategory = (count: number, locale: Locale): Intl.LDMLPluralRule =>
  languageOf(locale).plural(Math.abs(count));

/** A word in each plural form a language uses; `other` stands in for any form not given. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The word for a count: its category's form, else `other`. Spanish "many" takes the plural word, as CLDR's own
 * unit patterns do ("1,000,000 millas").
 */
export function pluralWord(count: number, locale: Locale, forms: PluralForms): string {
  return forms[pluralCategory(count, locale)] ?? forms.other;
}
