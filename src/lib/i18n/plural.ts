// CLDR plural categories of a whole number, written out for the site's languages (as format.ts writes out
// numbers) so that counting "1 vehículo" costs no Intl.PluralRules on first load. The unit tests check the
// rules against Intl.PluralRules.
import type { Locale } from "./locale";

type PluralCategory = "one" | "many" | "other";

/**
 * The category `Intl.PluralRules` gives a whole number: 1 is "one"; in Spanish whole millions are "many".
 * @internal exported for its unit tests (which check it against Intl.PluralRules)
 */
export function pluralCategory(count: number, locale: Locale): PluralCategory {
  const whole = Math.abs(count);
  if (whole === 1) return "one";
  if (locale === "es" && whole !== 0 && whole % 1_000_000 === 0) return "many";
  return "other";
}

/**
 * The word for a count: `forms.one` for one, `forms.other` otherwise. Spanish "many" takes the plural word,
 * as CLDR's own unit patterns do ("1,000,000 millas").
 */
export function pluralWord(count: number, locale: Locale, forms: { one: string; other: string }): string {
  return pluralCategory(count, locale) === "one" ? forms.one : forms.other;
}
