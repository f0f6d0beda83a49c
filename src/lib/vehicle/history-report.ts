// The vehicle history report link (CARFAX, AutoCheck ...) named in content/site.json `historyReport`.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { HISTORY_REPORT_VIN } from "../content/site-fields";

export interface HistoryReportLink {
  /** "CARFAX report", "Informe CARFAX" (the vehicle-card catalog). */
  text: MessageDescriptor;
  href: string;
}

/** The report's address for one VIN: every `{vin}` in the template becomes the URL-encoded VIN. */
function historyReportUrl(urlTemplate: string, vin: string): string {
  return urlTemplate.split(HISTORY_REPORT_VIN).join(encodeURIComponent(vin));
}

/** The link for one vehicle, or undefined when the site names no report. */
export function historyReportLink(
  setting: { provider: string; urlTemplate: string } | undefined,
  vin: string,
): HistoryReportLink | undefined {
  if (!setting) return undefined;
  const { provider } = setting;
  return { text: msg`${provider} report`, href: historyReportUrl(setting.urlTemplate, vin) };
}
