import styled from "@emotion/styled";
import React from "react";
import type { BadgeKey } from "../../lib/content/vehicle-schema";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { inlineList } from "../ui/layout";

const List = styled.ul`
  ${inlineList(space.xs)};
`;

const Badge = styled.li`
  padding: ${space["3xs"]} ${space.sm};
  border-radius: ${radius.pill};
  background: var(--color-badge-bg);
  color: var(--color-badge-text);
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.medium};
  line-height: 1.5;
`;

/** The vehicle's badges with the dealer's own labels from site settings. */
export function VehicleBadges({ badges, labels }: { badges: readonly BadgeKey[]; labels: Record<BadgeKey, string> }) {
  if (badges.length === 0) return null;
  return (
    <List aria-label="Highlights">
      {badges.map((badge) => (
        <Badge key={badge}>{labels[badge]}</Badge>
      ))}
    </List>
  );
}
