import type { SiteSettings } from "../content/site-settings-schema";

/** The site settings vehicle cards and price blocks read: financing assumptions, badge labels, history report. */
export interface CardSettings {
  financing: SiteSettings["financing"];
  badgeLabels: SiteSettings["badges"];
  historyReport?: SiteSettings["historyReport"];
  /** The dealer sells in California: each price is named the CARS Act's total price, with what it leaves out. */
  totalPriceNote?: boolean;
}

export function cardSettingsOf(
  site: Pick<SiteSettings, "financing" | "badges" | "historyReport" | "sellsInCalifornia">,
): CardSettings {
  return {
    financing: site.financing,
    badgeLabels: site.badges,
    ...(site.historyReport ? { historyReport: site.historyReport } : {}),
    ...(site.sellsInCalifornia ? { totalPriceNote: true } : {}),
  };
}
