// What the shell shows of a dealer group: its settings with the phone of its first lot (the group's name stays),
// so every header variant, the menu and the top bar call the lot a shopper most likely wants.
import type { SiteSettings } from "../content/site-settings-schema";
import type { LotSummary } from "../locations/lot";

export function shellSite(site: SiteSettings, lots: readonly LotSummary[] | undefined): SiteSettings {
  const first = lots?.[0];
  return first ? { ...site, phone: first.phone } : site;
}
