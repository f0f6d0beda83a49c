// A date in running text as en-US and es-US write it: "November 25, 2026", "25 de noviembre de 2026". Written out
// rather than with Intl.DateTimeFormat, as format.ts writes numbers (the first formatter loads ICU data in the
// middle of a page's first load); the unit tests check it against Intl for both locales. The Spanish month names
// and the order of a Spanish date are in `src/locales/es/date-labels.ts`, another language's in its own table.
import type { Locale } from "./i18n/locale";
import { textTable } from "./i18n/text-tables";

interface DateLabels {
  months: readonly string[];
  /** A date in running text: `{day}`, `{month}` (its name) and `{year}`. */
  pattern: string;
}

declare module "./i18n/text-tables" {
  interface TextTables {
    "date-labels": DateLabels;
  }
}

const DATE_LABELS = textTable("date-labels");

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
  const labels = locale === "en" ? undefined : DATE_LABELS(locale);
  if (!labels?.months || !labels.pattern) return `${MONTHS_EN[month - 1]} ${day}, ${year}`;
  return labels.pattern
    .replace("{day}", String(day))
    .replace("{month}", labels.months[month - 1]!)
    .replace("{year}", String(year));
}
