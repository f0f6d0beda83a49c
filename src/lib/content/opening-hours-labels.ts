// The opening hours as pages show them in each language. Content names the days in English (WEEK_DAYS) and
// writes hours as "9:00 AM - 5:00 PM" or "Closed" (site-settings-schema.ts); a day outside that list shows as
// written. Spanish pages write times as es-US does, "9:00 a.m. – 5:00 p.m." (a no-break space before a.m., so
// the two never part at a line's end). The Spanish words are in `src/locales/es/opening-hours-labels.ts`, which English-only
// builds leave out.
import type { Locale } from "../i18n/locale";
import { textTable, translated, translationsOf, type Translations } from "../i18n/text-tables";
import type { WEEK_DAYS } from "./site-fields";

interface OpeningHoursLabels {
  days: Record<(typeof WEEK_DAYS)[number], string>;
  /** The word content writes for a day without opening hours. */
  hours: Record<"Closed", string>;
  /** Content's AM and PM as US Spanish writes them after a time: "9:00 a.m." (es-US, as Intl writes it). */
  periods: Record<"AM" | "PM", string>;
}

declare module "../i18n/text-tables" {
  interface TextTables {
    "opening-hours-labels": OpeningHoursLabels;
  }
}

type WeekDay = (typeof WEEK_DAYS)[number];

const OPENING_HOURS_LABELS = textTable("opening-hours-labels");
const DAY_LABELS: Translations<WeekDay> = translationsOf(OPENING_HOURS_LABELS, (labels) => labels.days);

const HOURS_LABELS: Translations<"Closed"> = translationsOf(OPENING_HOURS_LABELS, (labels) => labels.hours);

const PERIOD_LABELS: Translations<"AM" | "PM"> = translationsOf(OPENING_HOURS_LABELS, (labels) => labels.periods);

export function weekDayLabel(day: string, locale: Locale = "en"): string {
  return translated(DAY_LABELS, day as WeekDay, locale);
}

/** "9:00 AM – 5:00 PM" with a proper range dash ("9:00 a.m. – 5:00 p.m." in Spanish), or the word for closed. */
export function openingHoursLabel(hours: string, locale: Locale = "en"): string {
  if (hours === "Closed") return translated(HOURS_LABELS, hours, locale);
  const range = hours.replace(" - ", " – ");
  if (locale === "en") return range;
  return range.replace(/ (AM|PM)\b/g, (_, period: "AM" | "PM") => `\u00a0${translated(PERIOD_LABELS, period, locale)}`);
}
