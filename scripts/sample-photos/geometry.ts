/** Small maths and polygon helpers (image coordinates, y down, unless a function says otherwise). */
import type { Vec2, Vec3 } from "./types";

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
export const smoothstep = (e0: number, e1: number, x: number): number => {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
};
export const lerp2 = (a: Vec2, b: Vec2, t: number): Vec2 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => [
  lerp(a[0], b[0], t),
  lerp(a[1], b[1], t),
  lerp(a[2], b[2], t),
];
export const degrees = (d: number): number => (d * Math.PI) / 180;

/** Shoelace area in image coordinates (y down): negative means the polygon faces the camera. */
export function signedArea(points: readonly Vec2[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum / 2;
}

/** Sutherland–Hodgman against one linear half-space `keep(p) >= 0` (exact because keep is linear). */
export function clipPolygon<T>(points: readonly T[], keep: (p: T) => number, mix: (a: T, b: T, t: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const ka = keep(a);
    const kb = keep(b);
    if (ka >= 0) out.push(a);
    if (ka >= 0 !== kb >= 0) out.push(mix(a, b, ka / (ka - kb)));
  }
  return out;
}

/** Corner-cutting smoothing of a closed polygon: turns clipped window shapes into rounded glass. */
export function chaikin(points: readonly Vec2[], iterations: number): Vec2[] {
  let current = [...points];
  for (let k = 0; k < iterations; k++) {
    const next: Vec2[] = [];
    for (let i = 0; i < current.length; i++) {
      const a = current[i];
      const b = current[(i + 1) % current.length];
      next.push(lerp2(a, b, 0.25), lerp2(a, b, 0.75));
    }
    current = next;
  }
  return current;
}

export function convexHull(points: readonly Vec2[]): Vec2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Vec2, a: Vec2, b: Vec2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Vec2[]): Vec2[] => {
    const hull: Vec2[] = [];
    for (const p of list) {
      while (hull.length >= 2 && cross(hull[hull.length - 2], hull[hull.length - 1], p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

export function ellipsePoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  from = 0,
  to = Math.PI * 2,
): Vec2[] {
  const closed = Math.abs(to - from - Math.PI * 2) < 1e-9;
  const steps = closed ? count : count - 1;
  return Array.from({ length: count }, (_, i) => {
    const a = lerp(from, to, i / steps);
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Vec2;
  });
}

export function roundedRect(x0: number, y0: number, x1: number, y1: number, r: number): Vec2[] {
  const rr = Math.min(r, (x1 - x0) / 2, (y1 - y0) / 2);
  const corner = (cx: number, cy: number, start: number) =>
    ellipsePoints(cx, cy, rr, rr, 5, start, start + Math.PI / 2);
  return [
    ...corner(x1 - rr, y0 + rr, -Math.PI / 2),
    ...corner(x1 - rr, y1 - rr, 0),
    ...corner(x0 + rr, y1 - rr, Math.PI / 2),
    ...corner(x0 + rr, y0 + rr, Math.PI),
  ];
}

/** Adds points along each edge so shapes mapped onto curved panels follow the curve. */
export function densify(points: readonly Vec2[], perEdge: number): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    for (let k = 0; k < perEdge; k++) out.push(lerp2(a, b, k / perEdge));
  }
  return out;
}
