import React from "react";
import {
  BRAND_MARK_VIEWBOX,
  CAR_BODY_PATH,
  CAR_CENTRING_Y,
  CAR_WHEELS,
  CAR_WINDOW_PATHS,
  WHEEL_RADIUS,
  WHEEL_RING,
} from "../../lib/shell/brand-mark";

// Colours go in `style` because SVG presentation attributes do not resolve CSS custom properties everywhere.
/** The logo tile: a car in profile on brand blue (same geometry as the app icon). Decorative. */
export function BrandMark({
  size = 40,
  tile = "var(--color-brand)",
  car = "var(--color-on-brand)",
}: {
  size?: number;
  tile?: string;
  car?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={BRAND_MARK_VIEWBOX}
      aria-hidden="true"
      focusable="false"
      style={{ flex: "none" }}
    >
      <rect width="64" height="64" rx="14" style={{ fill: tile }} />
      <g transform={`translate(0 ${CAR_CENTRING_Y})`}>
        <path d={CAR_BODY_PATH} style={{ fill: car }} />
        {CAR_WINDOW_PATHS.map((d) => (
          <path key={d} d={d} style={{ fill: tile }} />
        ))}
        {CAR_WHEELS.map(({ cx, cy }) => (
          <circle
            key={cx}
            cx={cx}
            cy={cy}
            r={WHEEL_RADIUS}
            strokeWidth={WHEEL_RING}
            style={{ fill: tile, stroke: car }}
          />
        ))}
      </g>
    </svg>
  );
}
