import { css } from "@emotion/react";
import React from "react";
import { openingHoursLabel, weekDayLabel } from "../../lib/content/opening-hours-labels";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { fontWeight, space } from "../../styles/tokens";
import { useLocale } from "../i18n/locale-context";

const tableStyle = css`
  border-collapse: collapse;
  width: 100%;
  max-width: 24rem;
  & th,
  & td {
    padding: ${space.xs} 0;
    text-align: left;
    font-weight: ${fontWeight.regular};
  }
  & td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & tr + tr > * {
    border-top: 1px solid var(--color-border);
  }
`;

/** One row a day, as the content lists them (Monday first). */
export function OpeningHours({ hours, caption }: { hours: SiteSettings["hours"]; caption?: string }) {
  const locale = useLocale();
  return (
    <table css={tableStyle}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <tbody>
        {hours.map((entry) => (
          <tr key={entry.day}>
            <th scope="row">{weekDayLabel(entry.day, locale)}</th>
            <td>{openingHoursLabel(entry.hours, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
