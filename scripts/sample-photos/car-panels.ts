/** The car body extruded across its width into depth-sorted panels, and the colours shared by car parts. */
import { NEAR_PLANE, toImage, type Frame, type ToCamera } from "./camera";
import { sideZ, type CarModel } from "./car-model";
import type { ProfilePoint, Surface } from "./car-spec";
import { mixColours } from "./colour";
import { clamp, lerp, signedArea } from "./geometry";
import type { PaintTones, RimStyle } from "./look";
import { pathData, shape } from "./svg";
import type { Vec2, Vec3 } from "./types";

export interface PlacedCar {
  model: CarModel;
  paint: PaintTones;
  /** Sky colour mirrored by glass. */
  sky: string;
  rim: RimStyle;
  roofRails: boolean;
  chromeTrim: boolean;
  toCamera: ToCamera;
  /** Background cars skip the small parts nobody could see. */
  detail: "full" | "low";
}

export interface DepthItem {
  depth: number;
  markup: string;
}

export const GLASS = "#161c22";
/** Chrome, top to bottom: bright sky reflection, then dark ground reflection, as flat bands. */
const CHROME_BANDS = ["#e9edf0", "#f8fafb", "#c3c8cd", "#7b8187", "#4b5056", "#6a7076", "#9ba1a7"] as const;

/**
 * Chrome bar between heights y0 and y1, drawn as horizontal bands in 3D. A gradient would not do:
 * its stripes stay straight on screen while the bar is slanted by perspective.
 */
export function chromeBar(
  y0: number,
  y1: number,
  toImage: (pts: readonly Vec2[]) => Vec2[],
  from: number,
  to: number,
): string {
  const n = CHROME_BANDS.length;
  return CHROME_BANDS.map((colour, i) => {
    const top = lerp(y1, y0, i / n);
    const bottom = lerp(y1, y0, (i + 1) / n);
    return shape(
      toImage([
        [from, bottom],
        [to, bottom],
        [to, top],
        [from, top],
      ]),
      colour,
      `stroke="${colour}" stroke-width="0.6"`,
    );
  }).join("");
}
export const TRIM_BLACK = "#141517";
export const WELL_BLACK = "#0b0b0c";
const CABIN = "#1c1b1b";

export function carPoint(car: PlacedCar, frame: Frame, x: number, y: number, z: number): Vec2 {
  return toImage(frame, car.toCamera([x, y, z]));
}

/** Pixels per metre around a car point (for line widths). */
export function pixelsPerMetre(car: PlacedCar, frame: Frame, x: number, y: number): number {
  const c = car.toCamera([x, y, 0]);
  return frame.scale / Math.max(c[2], NEAR_PLANE);
}

export function nearSidePoint(car: PlacedCar, frame: Frame, p: Vec2, outward = 0): Vec2 {
  return carPoint(car, frame, p[0], p[1], sideZ(car.model, p[0], p[1]) - outward);
}

function outwardNormal(a: ProfilePoint, b: ProfilePoint): Vec2 {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  return [-dy / len, dx / len];
}

/**
 * Flat shade of an extruded panel: lit from above and slightly ahead; upward panels mirror the sky,
 * more so towards the far side where the view grazes the surface (`across` runs 0 → 1 near → far).
 */
function panelColour(car: PlacedCar, surface: Surface, normal: Vec2, inner: boolean, across: number): string {
  const [nx, ny] = normal;
  const up = Math.max(0, ny);
  // Glass stays uniform across the car: per-slice steps would show as a grid in close-ups.
  if (inner && surface === "glass") return mixColours(GLASS, car.sky, 0.16 + 0.42 * up * up);
  if (inner && surface === "cabin") return CABIN;
  if (inner && surface === "bed") return "#202122";
  if (surface === "well") return WELL_BLACK;
  if (surface === "trim") return "#1b1c1d";
  const facing = clamp(0.55 - 0.25 * nx + 0.35 * ny, 0, 1);
  const lit = mixColours(car.paint.low, car.paint.mid, facing);
  return mixColours(lit, car.paint.top, clamp(up * up * (0.6 + 0.25 * across), 0, 1));
}

/** Across-the-car slice boundaries (0 = near side, 1 = far side) for one outline edge. */
function sliceFractions(
  surface: Surface,
  span: number,
  detail: PlacedCar["detail"],
): { t: number[]; innerFrom: number } {
  const framed = surface === "glass" || surface === "cabin" || surface === "bed";
  if (!framed) {
    const n = detail === "full" ? 6 : 3;
    return { t: Array.from({ length: n + 1 }, (_, i) => i / n), innerFrom: Infinity };
  }
  const edge = clamp((surface === "cabin" ? 0.14 : 0.08) / span, 0.02, 0.3);
  const inner = detail === "full" ? 4 : 2;
  const t = [
    0,
    edge,
    ...Array.from({ length: inner - 1 }, (_, i) => lerp(edge, 1 - edge, (i + 1) / inner)),
    1 - edge,
    1,
  ];
  return { t, innerFrom: 1 };
}

/** The outline extruded across the car, split into slices so painter's sorting stays right. */
export function extrudedPanels(car: PlacedCar, frame: Frame): DepthItem[] {
  const { profile, spec } = car.model;
  const items: DepthItem[] = [];
  for (let i = 0; i < profile.length; i++) {
    const a = profile[i];
    const b = profile[(i + 1) % profile.length];
    if (a.x === b.x && a.y === b.y) continue;
    const za = sideZ(car.model, a.x, a.y);
    const zb = sideZ(car.model, b.x, b.y);
    const normal = outwardNormal(a, b);
    const { t, innerFrom } = sliceFractions(a.surface, spec.width - 2 * Math.max(za, zb), car.detail);
    for (let k = 0; k < t.length - 1; k++) {
      const corners: Vec3[] = [
        [a.x, a.y, lerp(za, spec.width - za, t[k])],
        [b.x, b.y, lerp(zb, spec.width - zb, t[k])],
        [b.x, b.y, lerp(zb, spec.width - zb, t[k + 1])],
        [a.x, a.y, lerp(za, spec.width - za, t[k + 1])],
      ];
      const cam = corners.map(car.toCamera);
      const pts = cam.map((c) => toImage(frame, c));
      if (signedArea(pts) >= 0) continue;
      const inner = k >= innerFrom && k < t.length - 2;
      const fill = panelColour(car, a.surface, normal, inner, (t[k] + t[k + 1]) / 2);
      items.push({
        depth: (cam[0][2] + cam[1][2] + cam[2][2] + cam[3][2]) / 4,
        markup: `<path d="${pathData(pts)}" fill="${fill}" stroke="${fill}" stroke-width="0.7" stroke-linejoin="round"/>`,
      });
    }
  }
  return items;
}
