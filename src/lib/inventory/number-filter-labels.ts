// How a price, year or mileage filter in use reads on its chip and in the no-results state, in each language.
import { formatMiles, formatNumber, formatPrice } from "../format";
import type { Locale } from "../i18n/locale";
import type { NumberFilterKey } from "./query";

type NumberLabels = Record<NumberFilterKey, (value: number) => string>;

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

/** The labels of the number filters, in the order their chips show. */
export const numberFilterLabels = (locale: Locale = "en"): NumberLabels => NUMBER_FILTER_LABELS[locale];
