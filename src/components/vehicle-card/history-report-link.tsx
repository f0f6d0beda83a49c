import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { historyReportLink } from "../../lib/vehicle/history-report";
import { vehicleCardCatalogs } from "../../locales/vehicle-card";
import { useI18n } from "../i18n/locale-context";
import { fontSize, fontWeight, space } from "../../styles/tokens";
import { ReportIcon } from "../ui/icons";

const reportLinkStyle = css`
  /* Above the card's stretched title link, so it is its own target (a sibling, never nested in it). */
  position: relative;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${space["2xs"]};
  /* 24 px tall at least: a comfortable touch target for a one-line text link. */
  min-height: 24px;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  svg {
    flex: none;
  }
`;

export interface HistoryReportLinkProps {
  report: SiteSettings["historyReport"];
  vin: string;
  className?: string;
}

/** "CARFAX report" for one VIN, in a new tab; nothing at all when the site names no report. */
export function HistoryReportLink({ report, vin, className }: HistoryReportLinkProps) {
  const i18n = useI18n(vehicleCardCatalogs);
  const link = historyReportLink(report, vin);
  if (!link) return null;
  return (
    <a css={reportLinkStyle} className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      <ReportIcon size={16} />
      {/* One inline run, so the flex layout cannot drop the space before the hidden words. */}
      <span>
        {i18n._(link.text)} <span className="visually-hidden">{i18n._(msg`(opens in a new tab)`)}</span>
      </span>
    </a>
  );
}
