// The site's languages. English is the default: its pages have no path prefix; every other language's pages
// live under `/<locale>/` (the Spanish site under `/es/`).
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The BCP 47 tag of a locale's `Intl` formats: US English and US Spanish. */
const INTL_LOCALES: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** For `Intl`, where the site uses it (a lead's plural words); the unit tests check the hand-written formats with it. */
export const intlLocaleOf = (locale: Locale): string => INTL_LOCALES[locale];

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
