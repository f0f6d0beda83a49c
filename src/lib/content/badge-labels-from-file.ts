// The badge labels of content/site.json as the alert functions read them: they import the raw file, which the
// build has validated but not normalised, so a dealer's file in the old form (`lowPrice` with `lowPriceEs`
// beside it) reads the same as one with labels by language. Zod-free: it runs in the serverless functions.
import type { TextByLocale } from "../i18n/localized-text";
import type { BadgeLabelSettings } from "./site-badge-labels";
import { BADGE_KEYS } from "./vehicle-fields";

const OLD_SPANISH_SUFFIX = "Es";

export function badgeLabelsFromFile(badges: object): BadgeLabelSettings {
  const fields = badges as Readonly<Record<string, unknown>>;
  const read = (key: string): TextByLocale => {
    const value = fields[key];
    if (typeof value === "object" && value !== null) return value as TextByLocale;
    const spanish = fields[`${key}${OLD_SPANISH_SUFFIX}`];
    return { en: String(value), ...(typeof spanish === "string" ? { es: spanish } : {}) };
  };
  return Object.fromEntries(BADGE_KEYS.map((key) => [key, read(key)])) as BadgeLabelSettings;
}
