import { css } from "@emotion/react";
import React from "react";
import { vehicleStatusLabel } from "../../lib/content/vehicle-field-labels";
import type { VehicleStatus } from "../../lib/content/vehicle-schema";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { useLocale } from "../i18n/locale-context";

const markerStyle = css`
  display: inline-block;
  padding: ${space["3xs"]} ${space.sm};
  border-radius: ${radius.sm};
  background: var(--color-warning-bg);
  color: var(--color-warning-text);
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

/** "Sale pending" / "Sold" in the page's language; nothing for an available vehicle. */
export function StatusMarker({ status, className }: { status: VehicleStatus; className?: string }) {
  const locale = useLocale();
  return status === "available" ? null : (
    <span css={markerStyle} className={className}>
      {vehicleStatusLabel(status, locale)}
    </span>
  );
}
