// A date in running text as en-US and es-US write it: "November 25, 2026", "25 de noviembre de 2026". Written out
// rather than with Intl.DateTimeFormat, as format.ts writes numbers (the first formatter loads ICU data in the
// middle of a page's first load); the unit tests check it against Intl for both locales. The Spanish month names
// are in date-labels.es.ts, which English-only builds leave out.
import type { Locale } from "./i18n/locale";
import es from "./date-labels.es";

const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** `"2026-11-25"` as `"November 25, 2026"` or `"25 de noviembre de 2026"`. */
export function formatLongDate(isoDate: string, locale: Locale = "en"): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (locale === "es" && es.months) return `${day} de ${es.months[month - 1]} de ${year}`;
  return `${MONTHS_EN[month - 1]} ${day}, ${year}`;
}
