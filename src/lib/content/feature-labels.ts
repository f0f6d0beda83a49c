// Vehicle features are free text the dealer writes (content/vehicles/*.json `features`), not a closed
// vocabulary: this map translates the ones the sample inventory and the synthetic bench inventory use. A
// feature it does not know shows as written, marked English, until a translation is added to its language's
// table (`src/locales/es/feature-labels.ts` for Spanish).
// Trade names (Apple CarPlay, Honda Sensing, SYNC 3 ...) are the same in Spanish and map to themselves.
import type { Locale, TranslatedLocale } from "../i18n/locale";
import { textTable } from "../i18n/text-tables";

declare module "../i18n/text-tables" {
  interface TextTables {
    "feature-labels": Readonly<Record<string, string>>;
  }
}

// Staff write "heated seats" or "Heated  Seats" as often as "Heated Seats".
const key = (feature: string) => feature.trim().replace(/\s+/g, " ").toLowerCase();
const byKey = (labels: Readonly<Partial<Record<string, string>>>) =>
  new Map(
    Object.entries(labels).flatMap(([english, translation]) =>
      translation === undefined ? [] : [[key(english), translation] as const],
    ),
  );
// Made when first asked, not when the module loads: in the browser the table is filled by the page's data after
// the module has loaded (src/lib/i18n/text-tables.ts).
const FEATURE_LABELS = textTable("feature-labels");
const translationsByKey = new Map<TranslatedLocale, Map<string, string>>();
function translationsIn(locale: TranslatedLocale): Map<string, string> {
  let translations = translationsByKey.get(locale);
  if (!translations) {
    const labels = FEATURE_LABELS(locale) ?? {};
    // An empty table may be filled later: made again when asked again.
    if (Object.keys(labels).length === 0) return new Map();
    translationsByKey.set(locale, (translations = byKey(labels)));
  }
  return translations;
}

/** A feature as a page shows it, with the language it is in (for `lang="en"` where no translation exists). */
export interface FeatureLabel {
  text: string;
  lang: Locale;
}

export function featureLabel(feature: string, locale: Locale = "en"): FeatureLabel {
  if (locale === "en") return { text: feature, lang: "en" };
  const translation = translationsIn(locale).get(key(feature));
  return translation === undefined ? { text: feature, lang: "en" } : { text: translation, lang: locale };
}
