// The badge labels of content/site.json as pages show them: `badges` keeps each label by language
// (`"lowPrice": { "en": "Low Price", "es": "Precio bajo" }`); badgeLabels fills the languages the dealer left out.
import type { Locale } from "../i18n/locale";
import type { TextByLocale } from "../i18n/localized-text";
import { badgeLabels } from "./vehicle-field-labels";
import { BADGE_KEYS, type BadgeKey } from "./vehicle-fields";

/** The `badges` setting: each badge's label by language, English always. */
export type BadgeLabelSettings = Readonly<Record<BadgeKey, TextByLocale>>;

/**
 * The dealer's English labels, and the dealer's own labels in `locale` that are written (blank ones left out).
 * @internal exported for its unit tests
 */
export function badgeTextsOf(
  badges: BadgeLabelSettings,
  locale: Locale,
): { english: Record<BadgeKey, string>; translated: Partial<Record<BadgeKey, string>> } {
  const english = {} as Record<BadgeKey, string>;
  const translated: Partial<Record<BadgeKey, string>> = {};
  for (const key of BADGE_KEYS) {
    english[key] = badges[key].en;
    const own = badges[key][locale]?.trim();
    if (own) translated[key] = own;
  }
  return { english, translated };
}

/** The labels a page in `locale` shows: the dealer's own in that language, else the site's translation. */
export function siteBadgeLabels(locale: Locale, badges: BadgeLabelSettings): Record<BadgeKey, string> {
  const { english, translated } = badgeTextsOf(badges, locale);
  return badgeLabels(locale, english, translated);
}

/** The dealer's English labels, as the editor's badge picker shows them. */
export const englishBadgeLabels = (badges: BadgeLabelSettings): Record<BadgeKey, string> =>
  badgeTextsOf(badges, "en").english;
