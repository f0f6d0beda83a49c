// What every header variant shows, derived from the site settings and the variant.
import type { SiteSettings } from "../content/site-settings-schema";
import type { Locale } from "../i18n/locale";
import type { LotSummary } from "../locations/lot";
import { localizedField, type LocalizedText } from "../i18n/localized-text";
import { ROUTES } from "../paths";
import { showsFinancing, type HeaderVariant } from "./header-variants";
import { navItems, type NavItem } from "./nav-items";

export interface HeaderModel {
  items: NavItem[];
  /** The call to action button ("Get Pre-Approved" -> the financing page), when financing is shown. */
  action?: { label: LocalizedText; to: string };
}

export function headerModel(
  site: Pick<SiteSettings, "flags" | "callToAction">,
  variant: HeaderVariant,
  locale: Locale = "en",
  lots?: readonly LotSummary[],
): HeaderModel {
  const financing = showsFinancing(variant, site.flags);
  return {
    items: navItems({ showFinancing: financing, showLocations: lots !== undefined }),
    action: financing ? { label: localizedField(site.callToAction, locale), to: ROUTES.financing } : undefined,
  };
}
