import type { SiteSettings } from "../../lib/content/site-settings-schema";

/** The site settings vehicle cards and price blocks read: financing assumptions and badge labels. */
export interface CardSettings {
  financing: SiteSettings["financing"];
  badgeLabels: SiteSettings["badges"];
}

export function cardSettingsOf(site: Pick<SiteSettings, "financing" | "badges">): CardSettings {
  return { financing: site.financing, badgeLabels: site.badges };
}
