// The opening hours as pages show them in each language. Content names the days in English (WEEK_DAYS) and
// writes hours as "9:00 AM - 5:00 PM" or "Closed" (site-settings-schema.ts); a day outside that list shows as
// written. Times keep AM/PM in Spanish too, as US Spanish speakers read them on store doors.
import type { Locale } from "../i18n/locale";
import { translated, type Translations } from "../i18n/translations";
import type { WEEK_DAYS } from "./site-fields";

type WeekDay = (typeof WEEK_DAYS)[number];

const DAY_LABELS: Translations<WeekDay> = {
  es: {
    Monday: "Lunes",
    Tuesday: "Martes",
    Wednesday: "Miércoles",
    Thursday: "Jueves",
    Friday: "Viernes",
    Saturday: "Sábado",
    Sunday: "Domingo",
  },
};

const CLOSED: Record<Locale, string> = { en: "Closed", es: "Cerrado" };

export function weekDayLabel(day: string, locale: Locale = "en"): string {
  return translated(DAY_LABELS, day as WeekDay, locale);
}

/** "9:00 AM – 5:00 PM" with a proper range dash, or the language's word for closed. */
export function openingHoursLabel(hours: string, locale: Locale = "en"): string {
  return hours === CLOSED.en ? CLOSED[locale] : hours.replace(" - ", " – ");
}
