import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { siteBadgeLabels, type BadgeLabelSettings } from "../../lib/content/site-badge-labels";
import type { BadgeKey } from "../../lib/content/vehicle-schema";
import { vehicleCardCatalogs } from "../../locales/vehicle-card";
import { useI18n, useLocale } from "../i18n/locale-context";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { inlineList } from "../ui/layout";

const badgeListStyle = css`
  ${inlineList(space.xs)};
`;

const badgeStyle = css`
  padding: ${space["3xs"]} ${space.sm};
  border-radius: ${radius.pill};
  background: var(--color-badge-bg);
  color: var(--color-badge-text);
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.medium};
  line-height: 1.5;
`;

/**
 * The vehicle's badges with the dealer's own labels from site settings; in Spanish, the dealer's Spanish labels
 * where written, else the site's translations.
 */
export function VehicleBadges({ badges, labels }: { badges: readonly BadgeKey[]; labels: BadgeLabelSettings }) {
  const i18n = useI18n(vehicleCardCatalogs);
  const locale = useLocale();
  if (badges.length === 0) return null;
  const shown = siteBadgeLabels(locale, labels);
  return (
    <ul css={badgeListStyle} aria-label={i18n._(msg`Highlights`)}>
      {badges.map((badge) => (
        <li key={badge} css={badgeStyle}>
          {shown[badge]}
        </li>
      ))}
    </ul>
  );
}
