// How a side of a range filter in use (price, year, mileage) reads on its chip, in the no-results state and
// in its select, in each language: one entry per side of each range of FILTER_TABLE (the type asks for a new one).
// The words are patterns, the other languages' in their label files (`src/locales/es/number-filter-labels.ts`), with the value
// written by format.ts in the page's language.
import { formatMiles, formatNumber, formatPrice } from "../format";
import type { Locale } from "../i18n/locale";
import { textTable, translated, type Translations } from "../i18n/text-tables";
import type { NumberFilterKey } from "./filter-table";

declare module "../i18n/text-tables" {
  interface TextTables {
    "number-filter-labels": Readonly<Record<NumberFilterKey, string>>;
  }
}

export type NumberLabels = Record<NumberFilterKey, (value: number) => string>;

const ENGLISH: Record<NumberFilterKey, string> = {
  priceMin: "From {price}",
  priceMax: "Up to {price}",
  yearMin: "{year} or newer",
  yearMax: "{year} or older",
  mileageMax: "Up to {miles}",
};

const PATTERNS: Translations<NumberFilterKey> = textTable("number-filter-labels");

/**
 * A pattern with its value: `{price}` as a price, `{miles}` in words, `{year}` as it is, `{number}` with the
 * language's digit marks (any other count: a new field's filter needs no new placeholder).
 */
function filled(pattern: string, value: number, locale: Locale): string {
  return pattern
    .replace("{price}", formatPrice(value, locale))
    .replace("{miles}", formatMiles(value, locale))
    .replace("{year}", String(value))
    .replace("{number}", formatNumber(value, locale));
}

const labelsByLocale = new Map<Locale, NumberLabels>();

/**
 * The labels of the number filters in a language, made once per language (the filter panel asks on every
 * render); each reads its pattern when it labels, as a language's table may be filled after this module loads.
 */
export function numberFilterLabels(locale: Locale = "en"): NumberLabels {
  let labels = labelsByLocale.get(locale);
  if (!labels) {
    labels = Object.fromEntries(
      (Object.keys(ENGLISH) as NumberFilterKey[]).map((key) => [
        key,
        (value: number) => filled(translated(PATTERNS, key, locale, ENGLISH[key]), value, locale),
      ]),
    ) as NumberLabels;
    labelsByLocale.set(locale, labels);
  }
  return labels;
}
