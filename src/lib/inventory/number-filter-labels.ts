// How a side of a range filter in use (price, year, mileage) reads on its chip, in the no-results state and
// in its select, in each language: one entry per side of each range of FILTER_TABLE (the type asks for a new one).
import { formatMiles, formatNumber, formatPrice } from "../format";
import type { Locale } from "../i18n/locale";
import type { NumberFilterKey } from "./filter-table";

export type NumberLabels = Record<NumberFilterKey, (value: number) => string>;

const NUMBER_FILTER_LABELS: Record<Locale, NumberLabels> = {
  en: {
    priceMin: (value) => `From ${formatPrice(value)}`,
    priceMax: (value) => `Up to ${formatPrice(value)}`,
    yearMin: (value) => `${value} or newer`,
    yearMax: (value) => `${value} or older`,
    mileageMax: (value) => `Up to ${formatNumber(value)} miles`,
  },
  es: {
    priceMin: (value) => `Desde ${formatPrice(value, "es")}`,
    priceMax: (value) => `Hasta ${formatPrice(value, "es")}`,
    yearMin: (value) => `${value} o más reciente`,
    yearMax: (value) => `${value} o anterior`,
    mileageMax: (value) => `Hasta ${formatMiles(value, "es")}`,
  },
};

/** The labels of the number filters in a language. */
export const numberFilterLabels = (locale: Locale = "en"): NumberLabels => NUMBER_FILTER_LABELS[locale];
