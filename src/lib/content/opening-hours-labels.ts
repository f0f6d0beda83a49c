// The opening hours as pages show them in each language. Content names the days in English (WEEK_DAYS) and
// writes hours as "9:00 AM - 5:00 PM" or "Closed" (site-settings-schema.ts); a day outside that list shows as
// written. Times keep AM/PM in Spanish too, as US Spanish speakers read them on store doors. The Spanish
// words are in opening-hours-labels.es.ts, which English-only builds leave out (i18n/translations.ts).
import type { Locale } from "../i18n/locale";
import { translated, type Translations } from "../i18n/translations";
import es from "./opening-hours-labels.es";
import type { WEEK_DAYS } from "./site-fields";

type WeekDay = (typeof WEEK_DAYS)[number];

const DAY_LABELS: Translations<WeekDay> = { es: es.days };

const HOURS_LABELS: Translations<"Closed"> = { es: es.hours };

export function weekDayLabel(day: string, locale: Locale = "en"): string {
  return translated(DAY_LABELS, day as WeekDay, locale);
}

/** "9:00 AM – 5:00 PM" with a proper range dash, or the language's word for closed. */
export function openingHoursLabel(hours: string, locale: Locale = "en"): string {
  return hours === "Closed" ? translated(HOURS_LABELS, hours, locale) : hours.replace(" - ", " – ");
}
