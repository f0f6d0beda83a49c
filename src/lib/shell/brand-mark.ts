// Geometry of the brand mark (a car in profile on a brand-blue tile), shared by the header logo and the
// app icon / favicon made by scripts/make-app-icon.ts, so the two never drift apart. 64x64 units.
export const BRAND_MARK_VIEWBOX = "0 0 64 64";

/** Car body in profile. */
export const CAR_BODY_PATH =
  "M7 41V35.5Q7 31.6 11 30.8L18.5 29.4 24.6 22.6Q26.4 20.6 29.2 20.6H39.6Q42.3 20.6 44.2 22.5L50.6 28.8 54.4 29.6Q57.6 30.3 57.6 33.8V41Z";
/** Side windows, cut out of the body in the tile colour. */
export const CAR_WINDOW_PATHS = ["M21.8 29 26.8 23.6H33.2V29Z", "M36 23.6H39.6Q41.2 23.6 42.3 24.7L46.6 29H36Z"];
export const CAR_WHEELS = [
  { cx: 19.5, cy: 41.5 },
  { cx: 45.5, cy: 41.5 },
] as const;
export const WHEEL_RADIUS = 5.4;
export const WHEEL_RING = 3;
/** The car's outline spans y 20.6..48.4; this centres it on the tile. */
export const CAR_CENTRING_Y = -2.5;

/**
 * Standalone SVG of the mark: `tile` fills the background, `car` draws the car. `inset` (0..1) shrinks the
 * car towards the centre so it stays inside the safe zone of a round-masked app icon; `radius` rounds the tile.
 * @internal exported for scripts/make-app-icon.ts, which draws the app icon and favicon from it
 */
export function brandMarkSvg({
  size,
  tile,
  car,
  inset = 0,
  radius = 14,
}: {
  size: number;
  tile: string;
  car: string;
  inset?: number;
  radius?: number;
}): string {
  const scale = 1 - inset;
  const offset = (64 * inset) / 2;
  const offsetY = offset + CAR_CENTRING_Y * scale;
  const wheels = CAR_WHEELS.map(
    ({ cx, cy }) =>
      `<circle cx="${cx}" cy="${cy}" r="${WHEEL_RADIUS}" fill="${tile}" stroke="${car}" stroke-width="${WHEEL_RING}"/>`,
  ).join("");
  const windows = CAR_WINDOW_PATHS.map((d) => `<path d="${d}" fill="${tile}"/>`).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${BRAND_MARK_VIEWBOX}">` +
    `<rect width="64" height="64" rx="${radius}" fill="${tile}"/>` +
    `<g transform="translate(${offset} ${offsetY}) scale(${scale})">` +
    `<path d="${CAR_BODY_PATH}" fill="${car}"/>${windows}${wheels}</g></svg>`
  );
}
