// Calendar dates in words, written out rather than with Intl.DateTimeFormat for the reason format.ts gives
// for numbers (the first formatter loads ICU data on the visitor's phone). The unit tests check every day of
// several years against Intl.DateTimeFormat for en-US and es-US.
import type { Locale } from "./locale";

interface DateWords {
  weekdays: readonly string[];
  months: readonly string[];
  /** The date from its words, in the locale's order. */
  long: (weekday: string, day: number, month: string, year: number) => string;
}

const WORDS: Record<Locale, DateWords> = {
  en: {
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    months: [
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
    ],
    long: (weekday, day, month, year) => `${weekday}, ${month} ${day}, ${year}`,
  },
  // Spanish writes weekdays and months in lower case.
  es: {
    weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    months: [
      "enero",
      "febrero",
      "marzo",
      "abril",
      "mayo",
      "junio",
      "julio",
      "agosto",
      "septiembre",
      "octubre",
      "noviembre",
      "diciembre",
    ],
    long: (weekday, day, month, year) => `${weekday}, ${day} de ${month} de ${year}`,
  },
};

/**
 * A `YYYY-MM-DD` day in words, the way `toLocaleDateString` writes it with weekday, day, long month and year:
 * "Wednesday, November 25, 2026", "miércoles, 25 de noviembre de 2026". The day is a calendar day, so the
 * server's or browser's time zone never moves it; text that is not a real date comes back as written.
 */
export function formatLongDate(isoDate: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  const words = WORDS[locale];
  return words.long(words.weekdays[date.getUTCDay()], day, words.months[month - 1], year);
}
