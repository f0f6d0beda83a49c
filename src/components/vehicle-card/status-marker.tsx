import styled from "@emotion/styled";
import React from "react";
import type { VehicleStatus } from "../../lib/content/vehicle-schema";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";

const Marker = styled.span`
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

const STATUS_LABELS: Partial<Record<VehicleStatus, string>> = { pending: "Sale pending", sold: "Sold" };

/** "Sale pending" / "Sold"; nothing for an available vehicle. */
export function StatusMarker({ status, className }: { status: VehicleStatus; className?: string }) {
  const label = STATUS_LABELS[status];
  return label ? <Marker className={className}>{label}</Marker> : null;
}
