/** A body style's spec turned into drawable geometry: rounded outline, wheel arches, window opening. */
import type { BodyStyle } from "../../src/lib/content/vehicle-fields";
import { corner, type CarSpec, type OutlineCorner, type ProfilePoint } from "./car-spec";
import { PASSENGER_CAR_SPECS } from "./car-specs-passenger";
import { UTILITY_CAR_SPECS } from "./car-specs-utility";
import { chaikin, clamp, clipPolygon, lerp, lerp2, smoothstep } from "./geometry";
import type { Vec2 } from "./types";

export const CAR_SPECS: Record<BodyStyle, CarSpec> = { ...PASSENGER_CAR_SPECS, ...UTILITY_CAR_SPECS };

export interface CarModel {
  spec: CarSpec;
  /** Closed side outline, clockwise with y up, including the wheel-arch cut-outs. */
  profile: ProfilePoint[];
  /** Side window opening (daylight opening) on the near side; empty for an open top. */
  greenhouse: Vec2[];
  wheelXs: readonly [number, number];
  archCentreY: number;
  archRadius: number;
}

export function archGeometry(spec: CarSpec) {
  const cy = spec.wheelRadius + 0.02;
  const radius = spec.wheelRadius + spec.archGap;
  const dy = spec.sillY - cy;
  const dx = Math.sqrt(radius * radius - dy * dy);
  const start = Math.atan2(dy, dx);
  return { cy, radius, dx, start, end: Math.PI - start };
}

/** The underside from the rear bumper to the front one, with semicircular arch cut-outs. */
function undersideCorners(spec: CarSpec): OutlineCorner[] {
  const arch = archGeometry(spec);
  const archCorners = (cx: number): OutlineCorner[] =>
    Array.from({ length: 25 }, (_, i) => {
      const a = lerp(arch.start, arch.end, i / 24);
      return corner(cx + arch.radius * Math.cos(a), arch.cy + arch.radius * Math.sin(a), 0, i === 24 ? "trim" : "well");
    });
  const rearX = spec.frontWheelX + spec.wheelbase;
  return [...archCorners(rearX), ...archCorners(spec.frontWheelX)];
}

/** Replaces each corner with a sampled quadratic curve of radius r. */
function roundCorners(corners: readonly OutlineCorner[]): ProfilePoint[] {
  const out: ProfilePoint[] = [];
  const n = corners.length;
  for (let i = 0; i < n; i++) {
    const prev = corners[(i + n - 1) % n];
    const c = corners[i];
    const next = corners[(i + 1) % n];
    if (c.r <= 0) {
      out.push({ x: c.x, y: c.y, surface: c.surface });
      continue;
    }
    const lp = Math.hypot(prev.x - c.x, prev.y - c.y);
    const ln = Math.hypot(next.x - c.x, next.y - c.y);
    const dp = Math.min(c.r, lp / 2);
    const dn = Math.min(c.r, ln / 2);
    const p1: Vec2 = [c.x + ((prev.x - c.x) / lp) * dp, c.y + ((prev.y - c.y) / lp) * dp];
    const p2: Vec2 = [c.x + ((next.x - c.x) / ln) * dn, c.y + ((next.y - c.y) / ln) * dn];
    const steps = clamp(Math.round(c.r * 30), 3, 12);
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const x = (1 - t) * (1 - t) * p1[0] + 2 * (1 - t) * t * c.x + t * t * p2[0];
      const y = (1 - t) * (1 - t) * p1[1] + 2 * (1 - t) * t * c.y + t * t * p2[1];
      out.push({ x, y, surface: t < 0.5 ? prev.surface : c.surface });
    }
  }
  return out;
}

/** x where the line through a and b reaches height y. */
export function xOnLine([a, b]: readonly [Vec2, Vec2], y: number): number {
  return a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
}

export function yOnLine([a, b]: readonly [Vec2, Vec2], x: number): number {
  return a[1] + ((x - a[0]) * (b[1] - a[1])) / (b[0] - a[0]);
}

/** Window opening = outline lowered by the roof frame, cut by belt line and the A and C pillars. */
function buildGreenhouse(spec: CarSpec, profile: readonly ProfilePoint[]): Vec2[] {
  if (spec.openTop) return [];
  let glass: Vec2[] = profile.map((p) => [p.x, p.y - spec.roofFrame] as Vec2);
  glass = clipPolygon(glass, (p) => p[1] - yOnLine(spec.belt, p[0]), lerp2);
  glass = clipPolygon(glass, (p) => p[0] - (xOnLine(spec.windshield, p[1]) + spec.aPillar), lerp2);
  glass = clipPolygon(glass, (p) => xOnLine(spec.backlight, p[1]) - spec.cPillar - p[0], lerp2);
  return chaikin(glass, 2);
}

const modelCache = new Map<BodyStyle, CarModel>();

export function carModelFor(style: BodyStyle): CarModel {
  const cached = modelCache.get(style);
  if (cached) return cached;
  const spec = CAR_SPECS[style];
  const profile = roundCorners([...spec.outline, ...undersideCorners(spec)]);
  const arch = archGeometry(spec);
  const model: CarModel = {
    spec,
    profile,
    greenhouse: buildGreenhouse(spec, profile),
    wheelXs: [spec.frontWheelX, spec.frontWheelX + spec.wheelbase],
    archCentreY: arch.cy,
    archRadius: arch.radius,
  };
  modelCache.set(style, model);
  return model;
}

/** Where a horizontal line at height y crosses the outline (front-most or rear-most crossing). */
export function outlineXAt(model: CarModel, y: number, side: "front" | "rear"): number {
  let best = side === "front" ? Infinity : -Infinity;
  const pts = model.profile;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    if ((a.y - y) * (b.y - y) > 0 || a.y === b.y) continue;
    const x = a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x);
    best = side === "front" ? Math.min(best, x) : Math.max(best, x);
  }
  return Number.isFinite(best) ? best : side === "front" ? 0 : model.spec.length;
}

/** Highest point of the outline above x (roof or bonnet line). */
export function outlineTopAt(model: CarModel, x: number): number {
  let best = 0;
  const pts = model.profile;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    if ((a.x - x) * (b.x - x) > 0 || a.x === b.x) continue;
    best = Math.max(best, a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y));
  }
  return best;
}

/**
 * How far inboard the near side surface sits at (x, y): the glasshouse leans inwards (tumblehome)
 * and the bumpers round off in plan view, so the extruded body is not a box.
 */
export function sideZ(model: CarModel, x: number, y: number): number {
  const { belt, height, length, cornerRound } = model.spec;
  const tumblehome = 0.12 * smoothstep(belt[0][1], height, y);
  const reach = 0.6;
  const fromEnd = Math.min(x, length - x);
  const t = clamp(1 - fromEnd / reach, 0, 1);
  return tumblehome + cornerRound * (1 - Math.sqrt(1 - t * t));
}
