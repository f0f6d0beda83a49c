import styled from "@emotion/styled";
import React from "react";
import type { VehicleStatus } from "../../lib/content/vehicle-schema";

const Marker = styled.span`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: 4px;
  background: var(--color-warning-bg);
  color: var(--color-warning-text);
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

export const STATUS_LABELS: Partial<Record<VehicleStatus, string>> = { pending: "Sale pending", sold: "Sold" };

/** "Sale pending" / "Sold"; nothing for an available vehicle. */
export function StatusMarker({ status, className }: { status: VehicleStatus; className?: string }) {
  const label = STATUS_LABELS[status];
  return label ? <Marker className={className}>{label}</Marker> : null;
}
