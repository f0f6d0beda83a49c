// The badge labels of content/site.json as pages show them: `badges` keeps each English label with its
// optional Spanish twin (`lowPrice` / `lowPriceEs`); badgeLabels takes the two apart.
import type { Locale } from "../i18n/locale";
import { badgeLabels } from "./vehicle-field-labels";
import { BADGE_KEYS, type BadgeKey } from "./vehicle-fields";

/** The `badges` setting: an English label per badge, and the dealer's Spanish one where written. */
export type BadgeLabelSettings = Readonly<Record<BadgeKey, string> & Partial<Record<`${BadgeKey}Es`, string>>>;

/**
 * The dealer's English labels, and the Spanish twins that are written (blank ones left out).
 * @internal exported for its unit tests
 */
export function badgeTwinsOf(badges: BadgeLabelSettings): {
  english: Record<BadgeKey, string>;
  spanish: Partial<Record<BadgeKey, string>>;
} {
  const english = {} as Record<BadgeKey, string>;
  const spanish: Partial<Record<BadgeKey, string>> = {};
  for (const key of BADGE_KEYS) {
    english[key] = badges[key];
    const twin = badges[`${key}Es`]?.trim();
    if (twin) spanish[key] = twin;
  }
  return { english, spanish };
}

/** The labels a page in `locale` shows: the dealer's Spanish on a Spanish page, else the site's translation. */
export function siteBadgeLabels(locale: Locale, badges: BadgeLabelSettings): Record<BadgeKey, string> {
  const { english, spanish } = badgeTwinsOf(badges);
  return badgeLabels(locale, english, spanish);
}
