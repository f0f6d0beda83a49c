/**
 * Renders the sample lot photos listed in content/vehicles/*.json into content/vehicles/photos/.
 *
 * Every photo is an SVG scene (sky, dealership, asphalt, the car) rasterised by sharp. The car is a
 * side profile per body style, extruded across the car's width and seen through a pinhole camera, so
 * the side, three-quarter and close-up views of one vehicle are the same car. All variation (time of
 * day, background, wheels) is seeded from the stock number, so the same input gives the same bytes.
 *
 *   npx tsx scripts/make-sample-photos.ts [contentDir] [--force]
 *
 * contentDir defaults to content/vehicles (relative to the working directory). Photos that already
 * exist are kept unless --force is given.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { seededRandom } from "../src/lib/seeded-random";

// ---------------------------------------------------------------------------------------------
// Public types

export const BODY_STYLES = ["Sedan", "SUV", "Truck", "Coupe", "Hatchback", "Convertible", "Minivan", "Wagon"] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

export const PHOTO_VIEWS = ["side", "front", "rear", "closeup"] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

/** The only vehicle facts a photo depends on. */
export interface PhotoSubject {
  stockNumber: string;
  bodyStyle: BodyStyle;
  exteriorColor: string;
}

export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 1200;
const JPEG_OPTIONS = { quality: 80, mozjpeg: true, progressive: true } as const;

type Vec2 = readonly [number, number];
type Vec3 = readonly [number, number, number];
type Rng = () => number;

// ---------------------------------------------------------------------------------------------
// Small maths helpers

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const smoothstep = (e0: number, e1: number, x: number): number => {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
};
const lerp2 = (a: Vec2, b: Vec2, t: number): Vec2 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
const degrees = (d: number): number => (d * Math.PI) / 180;

/** Shoelace area in image coordinates (y down): negative means the polygon faces the camera. */
function signedArea(points: readonly Vec2[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum / 2;
}

/** Sutherland–Hodgman against one linear half-space `keep(p) >= 0` (exact because keep is linear). */
function clipPolygon<T>(points: readonly T[], keep: (p: T) => number, mix: (a: T, b: T, t: number) => T): T[] {
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
function chaikin(points: readonly Vec2[], iterations: number): Vec2[] {
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

function convexHull(points: readonly Vec2[]): Vec2[] {
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

function ellipsePoints(
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

function roundedRect(x0: number, y0: number, x1: number, y1: number, r: number): Vec2[] {
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
function densify(points: readonly Vec2[], perEdge: number): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    for (let k = 0; k < perEdge; k++) out.push(lerp2(a, b, k / perEdge));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length) % items.length];

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const v = hex.replace("#", "");
  return [parseInt(v.slice(0, 2), 16), parseInt(v.slice(2, 4), 16), parseInt(v.slice(4, 6), 16)];
}

function toHex(rgb: Rgb): string {
  return (
    "#" +
    rgb
      .map((c) =>
        Math.round(clamp(c, 0, 255))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

export function mixColours(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([lerp(ca[0], cb[0], t), lerp(ca[1], cb[1], t), lerp(ca[2], cb[2], t)]);
}

const darken = (hex: string, amount: number): string => mixColours(hex, "#000000", amount);
const lighten = (hex: string, amount: number): string => mixColours(hex, "#ffffff", amount);

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/**
 * Manufacturer colour names → paint. Checked in order, so specific names ("Sea Glass", "Area 51",
 * "Alabaster Silver") come before the generic colour words they contain.
 */
const PAINT_KEYWORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/sea ?glass|mint|aqua|teal/, "#9ec3be"],
  [/area 51/, "#7896a2"],
  [/cactus|sage/, "#899386"],
  [/cement/, "#8b8e89"],
  [/granite/, "#45484c"],
  [/\bgun/, "#54585d"],
  [/osmium/, "#66696d"],
  [/magnetic/, "#5b5f64"],
  [/machine/, "#6e7175"],
  [/nebula/, "#7b7f84"],
  [/gravity/, "#4c5053"],
  [/amazon/, "#5f6660"],
  [/modern steel|graphite|charcoal|slate|steel|gr[ae]y/, "#5a5e64"],
  [/black|onyx|obsidian|ebony|jet\b/, "#0f1013"],
  [/silver|billet|celestial|platinum|titanium|alumin|chrome/, "#b2b6ba"],
  [/white|alpine|glacier|summit|oxford|snow|frost|ivory|alabaster/, "#eeefec"],
  [/soul red|ruby|crimson|cherry/, "#930f1a"],
  [/garnet|maroon|burgundy|wine/, "#6a1320"],
  [/siren/, "#a4121c"],
  [/race red|tornado|firecracker|flame|scarlet|red/, "#bf161c"],
  [/navarra|navy|midnight|deep blue|dark blue|indigo/, "#1c3a78"],
  [/blue|azure|cobalt|sapphire|velocity/, "#2456a5"],
  [/wilderness|forest|hunter|jungle|olive|green|emerald/, "#2f4b38"],
  [/yellow|plasma|lemon|solar|lime/, "#e0c11c"],
  [/orange|sunset|inferno|copper/, "#cf5f1b"],
  [/gold|champagne|beige|sand|\btan\b|desert|khaki/, "#c1ad85"],
  [/brown|bronze|mocha|espresso|chestnut/, "#5d4331"],
  [/purple|violet|plum/, "#4a2b5e"],
];

/** Neutral metallic grey: the commonest used-car colour, so an unknown name still looks plausible. */
const FALLBACK_PAINT = "#8b8f94";

export function colourForName(name: string): string {
  const key = name.toLowerCase();
  for (const [pattern, hex] of PAINT_KEYWORDS) if (pattern.test(key)) return hex;
  return FALLBACK_PAINT;
}

// ---------------------------------------------------------------------------------------------
// Scene mood (time of day)

interface Mood {
  zenith: string;
  horizon: string;
  haze: string;
  cloud: string;
  sunGlow: string;
  sunOnLeft: boolean;
}

/** Key frames: mid-morning, midday, late afternoon. The seed picks a point between them. */
const MOOD_KEYS: readonly Omit<Mood, "sunOnLeft">[] = [
  { zenith: "#6c9ad0", horizon: "#e4e6e2", haze: "#cfd8df", cloud: "#fbfbf8", sunGlow: "#fff6dc" },
  { zenith: "#3d78c4", horizon: "#cfe0ee", haze: "#c4d3e0", cloud: "#ffffff", sunGlow: "#ffffff" },
  { zenith: "#5a82b8", horizon: "#f0dcbc", haze: "#dcd2c4", cloud: "#fff1dc", sunGlow: "#ffdca6" },
];

function moodFor(rng: Rng): Mood {
  const t = rng() * (MOOD_KEYS.length - 1);
  const i = Math.min(Math.floor(t), MOOD_KEYS.length - 2);
  const f = t - i;
  const a = MOOD_KEYS[i];
  const b = MOOD_KEYS[i + 1];
  return {
    zenith: mixColours(a.zenith, b.zenith, f),
    horizon: mixColours(a.horizon, b.horizon, f),
    haze: mixColours(a.haze, b.haze, f),
    cloud: mixColours(a.cloud, b.cloud, f),
    sunGlow: mixColours(a.sunGlow, b.sunGlow, f),
    sunOnLeft: rng() < 0.5,
  };
}

// ---------------------------------------------------------------------------------------------
// Car geometry (metres; x from the front bumper backwards, y up from the ground, z across the car
// from the near side at 0 to the far side at `width`)

type Surface = "paint" | "glass" | "cabin" | "bed" | "trim" | "well";

/** A corner of the side outline; `surface` is what the edge leaving this corner is made of. */
interface OutlineCorner {
  x: number;
  y: number;
  r: number;
  surface: Surface;
}

interface ProfilePoint {
  x: number;
  y: number;
  surface: Surface;
}

interface PillarSpec {
  x: number;
  width: number;
  lean: number;
  finish: "black" | "paint";
}

/** A lamp on the front or rear face: height range and how far it reaches in from the side. */
interface LampSpec {
  y0: number;
  y1: number;
  inboard: number;
}

interface CarSpec {
  length: number;
  width: number;
  height: number;
  frontWheelX: number;
  wheelbase: number;
  wheelRadius: number;
  rimRatio: number;
  /** Height of the body's lower edge between the wheels. */
  sillY: number;
  /** How far the bumpers' plan-view corners round inwards (boxy trucks less than cars). */
  cornerRound: number;
  /** Clearance between tyre and wheel arch (trucks and SUVs show more). */
  archGap: number;
  /** Side outline from the front bumper's lower corner, over the roof, to the rear bumper's lower corner. */
  outline: readonly OutlineCorner[];
  belt: readonly [Vec2, Vec2];
  windshield: readonly [Vec2, Vec2];
  /** Rear glass line (or the cab's back wall on a pickup); the rearmost side window follows it. */
  backlight: readonly [Vec2, Vec2];
  aPillar: number;
  cPillar: number;
  roofFrame: number;
  pillars: readonly PillarSpec[];
  /** x of the door shut lines at the belt, front to rear. */
  doorCuts: readonly number[];
  rearCutWrapsArch: boolean;
  handles: readonly number[];
  headlamp: LampSpec;
  taillamp: LampSpec;
  grille: "slim" | "truck";
  cladding: boolean;
  canHaveRoofRails: boolean;
  openTop: boolean;
  chromeBumpers: boolean;
  bed?: { frontX: number; railY: number };
  slidingTrack?: { fromX: number; toX: number; y: number };
}

const corner = (x: number, y: number, r: number, surface: Surface = "paint"): OutlineCorner => ({ x, y, r, surface });

const CAR_SPECS: Record<BodyStyle, CarSpec> = {
  Sedan: {
    length: 4.75,
    width: 1.82,
    height: 1.44,
    frontWheelX: 0.96,
    wheelbase: 2.78,
    wheelRadius: 0.33,
    rimRatio: 0.64,
    sillY: 0.18,
    cornerRound: 0.17,
    archGap: 0.055,
    outline: [
      corner(0.16, 0.21, 0.05),
      corner(0.02, 0.34, 0.1),
      corner(0, 0.54, 0.12),
      corner(0.08, 0.74, 0.1),
      corner(0.8, 0.9, 0.6),
      corner(1.55, 0.97, 0.2, "glass"),
      corner(2.28, 1.41, 0.22),
      corner(2.9, 1.44, 0.5),
      corner(3.3, 1.41, 0.25, "glass"),
      corner(4.08, 1.05, 0.15),
      corner(4.66, 1.03, 0.06),
      corner(4.75, 0.88, 0.1),
      corner(4.74, 0.5, 0.12),
      corner(4.62, 0.23, 0.06, "trim"),
    ],
    belt: [
      [1.6, 0.99],
      [4.05, 1.06],
    ],
    windshield: [
      [1.55, 0.96],
      [2.28, 1.41],
    ],
    backlight: [
      [3.3, 1.41],
      [4.08, 1.05],
    ],
    aPillar: 0.1,
    cPillar: 0.2,
    roofFrame: 0.06,
    pillars: [{ x: 2.72, width: 0.09, lean: -0.02, finish: "black" }],
    doorCuts: [1.52, 2.72, 3.56],
    rearCutWrapsArch: true,
    handles: [2.5, 3.38],
    headlamp: { y0: 0.63, y1: 0.7, inboard: 0.46 },
    taillamp: { y0: 0.86, y1: 0.98, inboard: 0.44 },
    grille: "slim",
    cladding: false,
    canHaveRoofRails: false,
    openTop: false,
    chromeBumpers: false,
  },
  Coupe: {
    length: 4.78,
    width: 1.92,
    height: 1.38,
    frontWheelX: 0.9,
    wheelbase: 2.72,
    wheelRadius: 0.35,
    rimRatio: 0.68,
    sillY: 0.16,
    cornerRound: 0.2,
    archGap: 0.05,
    outline: [
      corner(0.14, 0.19, 0.05),
      corner(0, 0.34, 0.1),
      corner(0, 0.56, 0.12),
      corner(0.1, 0.74, 0.1),
      corner(0.95, 0.87, 0.6),
      corner(1.8, 0.97, 0.2, "glass"),
      corner(2.52, 1.36, 0.25),
      corner(2.98, 1.38, 0.45, "glass"),
      corner(4.25, 1.04, 0.2),
      corner(4.7, 1.03, 0.05),
      corner(4.78, 0.9, 0.08),
      corner(4.76, 0.5, 0.12),
      corner(4.62, 0.22, 0.06, "trim"),
    ],
    belt: [
      [1.86, 0.99],
      [3.9, 1.08],
    ],
    windshield: [
      [1.8, 0.97],
      [2.52, 1.36],
    ],
    backlight: [
      [2.98, 1.38],
      [4.25, 1.04],
    ],
    aPillar: 0.1,
    cPillar: 0.34,
    roofFrame: 0.05,
    pillars: [{ x: 3.02, width: 0.05, lean: 0, finish: "black" }],
    doorCuts: [1.44, 3.0],
    rearCutWrapsArch: false,
    handles: [2.8],
    headlamp: { y0: 0.64, y1: 0.71, inboard: 0.42 },
    taillamp: { y0: 0.86, y1: 0.97, inboard: 0.4 },
    grille: "slim",
    cladding: false,
    canHaveRoofRails: false,
    openTop: false,
    chromeBumpers: false,
  },
  Convertible: {
    length: 4.78,
    width: 1.9,
    height: 1.29,
    frontWheelX: 0.9,
    wheelbase: 2.81,
    wheelRadius: 0.35,
    rimRatio: 0.68,
    sillY: 0.16,
    cornerRound: 0.2,
    archGap: 0.05,
    outline: [
      corner(0.14, 0.19, 0.05),
      corner(0, 0.34, 0.1),
      corner(0, 0.56, 0.12),
      corner(0.1, 0.76, 0.1),
      corner(0.95, 0.89, 0.6),
      corner(1.82, 0.99, 0.08, "glass"),
      corner(2.34, 1.29, 0.03),
      corner(2.4, 1.27, 0.03, "glass"),
      corner(1.99, 1.03, 0.04, "cabin"),
      corner(4.1, 1.04, 0.06),
      corner(4.72, 1.03, 0.05),
      corner(4.78, 0.9, 0.08),
      corner(4.76, 0.5, 0.12),
      corner(4.62, 0.22, 0.06, "trim"),
    ],
    belt: [
      [1.95, 1.0],
      [4.1, 1.04],
    ],
    windshield: [
      [1.82, 0.99],
      [2.34, 1.29],
    ],
    backlight: [
      [4.1, 1.04],
      [4.2, 1.0],
    ],
    aPillar: 0.08,
    cPillar: 0.2,
    roofFrame: 0.05,
    pillars: [],
    doorCuts: [1.44, 3.04],
    rearCutWrapsArch: false,
    handles: [2.84],
    headlamp: { y0: 0.66, y1: 0.73, inboard: 0.42 },
    taillamp: { y0: 0.86, y1: 0.97, inboard: 0.4 },
    grille: "slim",
    cladding: false,
    canHaveRoofRails: false,
    openTop: true,
    chromeBumpers: false,
  },
  Hatchback: {
    length: 4.4,
    width: 1.8,
    height: 1.46,
    frontWheelX: 0.9,
    wheelbase: 2.66,
    wheelRadius: 0.32,
    rimRatio: 0.62,
    sillY: 0.17,
    cornerRound: 0.16,
    archGap: 0.055,
    outline: [
      corner(0.15, 0.21, 0.05),
      corner(0.01, 0.34, 0.1),
      corner(0, 0.54, 0.12),
      corner(0.08, 0.75, 0.1),
      corner(0.72, 0.89, 0.5),
      corner(1.36, 0.98, 0.2, "glass"),
      corner(2.06, 1.43, 0.25),
      corner(2.9, 1.46, 0.5),
      corner(3.8, 1.42, 0.12, "glass"),
      corner(4.28, 1.06, 0.1),
      corner(4.38, 0.92, 0.1),
      corner(4.38, 0.52, 0.12),
      corner(4.26, 0.23, 0.06, "trim"),
    ],
    belt: [
      [1.42, 1.0],
      [3.98, 1.08],
    ],
    windshield: [
      [1.36, 0.97],
      [2.06, 1.43],
    ],
    backlight: [
      [3.8, 1.42],
      [4.28, 1.06],
    ],
    aPillar: 0.1,
    cPillar: 0.3,
    roofFrame: 0.06,
    pillars: [{ x: 2.56, width: 0.09, lean: -0.02, finish: "black" }],
    doorCuts: [1.44, 2.56, 3.5],
    rearCutWrapsArch: true,
    handles: [2.34, 3.3],
    headlamp: { y0: 0.64, y1: 0.71, inboard: 0.44 },
    taillamp: { y0: 0.9, y1: 1.01, inboard: 0.42 },
    grille: "slim",
    cladding: false,
    canHaveRoofRails: false,
    openTop: false,
    chromeBumpers: false,
  },
  Wagon: {
    length: 4.82,
    width: 1.84,
    height: 1.6,
    frontWheelX: 0.95,
    wheelbase: 2.75,
    wheelRadius: 0.36,
    rimRatio: 0.58,
    sillY: 0.26,
    cornerRound: 0.15,
    archGap: 0.07,
    outline: [
      corner(0.16, 0.3, 0.05),
      corner(0.02, 0.42, 0.1),
      corner(0, 0.58, 0.12),
      corner(0.08, 0.79, 0.1),
      corner(0.76, 0.93, 0.5),
      corner(1.44, 1.03, 0.2, "glass"),
      corner(2.2, 1.54, 0.22),
      corner(3.3, 1.57, 0.9),
      corner(4.5, 1.53, 0.12, "glass"),
      corner(4.76, 1.16, 0.08),
      corner(4.82, 1.02, 0.1),
      corner(4.81, 0.58, 0.12),
      corner(4.66, 0.32, 0.06, "trim"),
    ],
    belt: [
      [1.5, 1.06],
      [4.58, 1.13],
    ],
    windshield: [
      [1.44, 1.03],
      [2.2, 1.54],
    ],
    backlight: [
      [4.5, 1.53],
      [4.76, 1.16],
    ],
    aPillar: 0.1,
    cPillar: 0.13,
    roofFrame: 0.06,
    pillars: [
      { x: 2.64, width: 0.09, lean: -0.02, finish: "black" },
      { x: 3.86, width: 0.12, lean: -0.05, finish: "paint" },
    ],
    doorCuts: [1.52, 2.64, 3.8],
    rearCutWrapsArch: true,
    handles: [2.42, 3.58],
    headlamp: { y0: 0.68, y1: 0.76, inboard: 0.44 },
    taillamp: { y0: 0.95, y1: 1.1, inboard: 0.4 },
    grille: "slim",
    cladding: true,
    canHaveRoofRails: true,
    openTop: false,
    chromeBumpers: false,
  },
  SUV: {
    length: 4.7,
    width: 1.86,
    height: 1.7,
    frontWheelX: 0.93,
    wheelbase: 2.72,
    wheelRadius: 0.37,
    rimRatio: 0.58,
    sillY: 0.28,
    cornerRound: 0.14,
    archGap: 0.075,
    outline: [
      corner(0.14, 0.34, 0.05),
      corner(0.01, 0.48, 0.1),
      corner(0, 0.66, 0.12),
      corner(0.06, 0.9, 0.1),
      corner(0.7, 1.02, 0.5),
      corner(1.36, 1.12, 0.2, "glass"),
      corner(2.08, 1.67, 0.22),
      corner(3.3, 1.7, 0.9),
      corner(4.42, 1.66, 0.14, "glass"),
      corner(4.62, 1.2, 0.08),
      corner(4.7, 1.06, 0.1),
      corner(4.69, 0.62, 0.12),
      corner(4.56, 0.36, 0.06, "trim"),
    ],
    belt: [
      [1.42, 1.16],
      [4.45, 1.22],
    ],
    windshield: [
      [1.36, 1.12],
      [2.08, 1.67],
    ],
    backlight: [
      [4.42, 1.66],
      [4.62, 1.2],
    ],
    aPillar: 0.11,
    cPillar: 0.14,
    roofFrame: 0.07,
    pillars: [
      { x: 2.56, width: 0.1, lean: -0.02, finish: "black" },
      { x: 3.78, width: 0.13, lean: -0.05, finish: "paint" },
    ],
    doorCuts: [1.44, 2.56, 3.72],
    rearCutWrapsArch: true,
    handles: [2.34, 3.5],
    headlamp: { y0: 0.8, y1: 0.88, inboard: 0.46 },
    taillamp: { y0: 1.02, y1: 1.15, inboard: 0.42 },
    grille: "slim",
    cladding: true,
    canHaveRoofRails: true,
    openTop: false,
    chromeBumpers: false,
  },
  Truck: {
    length: 5.9,
    width: 2.03,
    height: 1.94,
    frontWheelX: 0.98,
    wheelbase: 3.68,
    wheelRadius: 0.41,
    rimRatio: 0.55,
    sillY: 0.46,
    cornerRound: 0.08,
    archGap: 0.1,
    outline: [
      corner(0.12, 0.46, 0.04),
      corner(0, 0.6, 0.06),
      corner(0, 1.14, 0.08),
      corner(0.14, 1.22, 0.1),
      corner(1.0, 1.28, 0.6),
      corner(1.7, 1.33, 0.15, "glass"),
      corner(2.36, 1.92, 0.18),
      corner(3.3, 1.94, 0.4),
      corner(3.6, 1.91, 0.06, "glass"),
      corner(3.63, 1.38, 0.03),
      corner(3.67, 1.38, 0.02, "bed"),
      corner(5.86, 1.38, 0.02),
      corner(5.9, 1.32, 0.03),
      corner(5.9, 0.68, 0.05),
      corner(5.84, 0.48, 0.04, "trim"),
    ],
    belt: [
      [1.74, 1.35],
      [3.58, 1.36],
    ],
    windshield: [
      [1.7, 1.33],
      [2.36, 1.92],
    ],
    backlight: [
      [3.6, 1.91],
      [3.63, 1.38],
    ],
    aPillar: 0.12,
    cPillar: 0.16,
    roofFrame: 0.07,
    pillars: [{ x: 2.72, width: 0.11, lean: -0.02, finish: "black" }],
    doorCuts: [1.8, 2.72, 3.52],
    rearCutWrapsArch: false,
    handles: [2.5, 3.32],
    headlamp: { y0: 1.01, y1: 1.13, inboard: 0.42 },
    taillamp: { y0: 0.88, y1: 1.3, inboard: 0.13 },
    grille: "truck",
    cladding: false,
    canHaveRoofRails: false,
    openTop: false,
    chromeBumpers: true,
    bed: { frontX: 3.65, railY: 1.38 },
  },
  Minivan: {
    length: 5.16,
    width: 1.99,
    height: 1.76,
    frontWheelX: 1.0,
    wheelbase: 3.05,
    wheelRadius: 0.35,
    rimRatio: 0.58,
    sillY: 0.2,
    cornerRound: 0.14,
    archGap: 0.06,
    outline: [
      corner(0.15, 0.24, 0.05),
      corner(0.01, 0.4, 0.1),
      corner(0, 0.6, 0.12),
      corner(0.1, 0.86, 0.12),
      corner(0.66, 0.98, 0.4),
      corner(1.06, 1.06, 0.15, "glass"),
      corner(1.98, 1.72, 0.3),
      corner(3.4, 1.76, 1.0),
      corner(4.86, 1.72, 0.16, "glass"),
      corner(5.08, 1.25, 0.08),
      corner(5.16, 1.08, 0.1),
      corner(5.15, 0.6, 0.12),
      corner(5.02, 0.26, 0.06, "trim"),
    ],
    belt: [
      [1.12, 1.06],
      [4.92, 1.13],
    ],
    windshield: [
      [1.06, 1.06],
      [1.98, 1.72],
    ],
    backlight: [
      [4.86, 1.72],
      [5.08, 1.25],
    ],
    aPillar: 0.13,
    cPillar: 0.14,
    roofFrame: 0.07,
    pillars: [
      { x: 2.24, width: 0.1, lean: 0, finish: "black" },
      { x: 3.72, width: 0.1, lean: 0, finish: "black" },
    ],
    doorCuts: [1.24, 2.22, 3.64],
    rearCutWrapsArch: false,
    handles: [2.04, 2.44],
    headlamp: { y0: 0.76, y1: 0.85, inboard: 0.46 },
    taillamp: { y0: 0.92, y1: 1.36, inboard: 0.15 },
    grille: "slim",
    cladding: false,
    canHaveRoofRails: true,
    openTop: false,
    chromeBumpers: false,
    slidingTrack: { fromX: 3.7, toX: 4.9, y: 1.1 },
  },
};

interface CarModel {
  spec: CarSpec;
  /** Closed side outline, clockwise with y up, including the wheel-arch cut-outs. */
  profile: ProfilePoint[];
  /** Side window opening (daylight opening) on the near side; empty for an open top. */
  greenhouse: Vec2[];
  wheelXs: readonly [number, number];
  archCentreY: number;
  archRadius: number;
}

function archGeometry(spec: CarSpec) {
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
function xOnLine([a, b]: readonly [Vec2, Vec2], y: number): number {
  return a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
}

function yOnLine([a, b]: readonly [Vec2, Vec2], x: number): number {
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
function outlineXAt(model: CarModel, y: number, side: "front" | "rear"): number {
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
function outlineTopAt(model: CarModel, x: number): number {
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
function sideZ(model: CarModel, x: number, y: number): number {
  const { belt, height, length, cornerRound } = model.spec;
  const tumblehome = 0.12 * smoothstep(belt[0][1], height, y);
  const reach = 0.6;
  const fromEnd = Math.min(x, length - x);
  const t = clamp(1 - fromEnd / reach, 0, 1);
  return tumblehome + cornerRound * (1 - Math.sqrt(1 - t * t));
}

// ---------------------------------------------------------------------------------------------
// Paint, wheels and trim choices

interface PaintTones {
  top: string;
  highlight: string;
  upper: string;
  mid: string;
  low: string;
  rocker: string;
}

/** Tones for a glossy finish: upper panels mirror the sky, lower panels the darker ground. */
function paintTonesFor(hex: string, mood: Mood): PaintTones {
  const lum = luminance(hex);
  const shadow = lum > 0.6 ? "#4f5966" : "#000000";
  // Dark paint shows reflections most strongly; without them a black car is a silhouette.
  const dark = lum < 0.15;
  return {
    top: mixColours(hex, mood.horizon, lum > 0.6 ? 0.25 : dark ? 0.48 : 0.32),
    highlight: mixColours(hex, "#ffffff", 0.5),
    upper: mixColours(hex, mood.horizon, dark ? 0.24 : 0.12),
    mid: hex,
    low: mixColours(hex, shadow, lum > 0.6 ? 0.32 : 0.38),
    rocker: mixColours(hex, "#2e2f31", 0.55),
  };
}

interface RimStyle {
  spokes: number;
  pattern: "single" | "split" | "mesh";
  face: readonly [string, string, string];
  caliper: string;
  rotation: number;
}

const RIM_FACES = {
  silver: ["#eef0f2", "#b4b9bf", "#70757b"],
  graphite: ["#9a9ea3", "#5b5f64", "#2f3235"],
  black: ["#5a5d61", "#26282b", "#121314"],
} as const;

function rimStyleFor(style: BodyStyle, rng: Rng): RimStyle {
  const sporty = style === "Coupe" || style === "Convertible";
  const rugged = style === "Truck" || style === "SUV";
  const pattern = pick(rng, sporty ? (["split", "single"] as const) : (["single", "split", "mesh"] as const));
  const spokes = pattern === "mesh" ? 12 : rugged ? pick(rng, [5, 6] as const) : 5;
  const finish = rng() < (rugged ? 0.35 : 0.22) ? pick(rng, ["graphite", "black"] as const) : "silver";
  return {
    spokes,
    pattern,
    face: RIM_FACES[finish],
    caliper: sporty && rng() < 0.6 ? "#b8161c" : "#3c3e41",
    rotation: rng() * Math.PI * 2,
  };
}

interface VehicleLook {
  paint: string;
  mood: Mood;
  rim: RimStyle;
  roofRails: boolean;
  chromeTrim: boolean;
  lotSeed: number;
}

function lookFor(subject: PhotoSubject): VehicleLook {
  const rng = seededRandom(hashString(`look:${subject.stockNumber}`));
  const spec = CAR_SPECS[subject.bodyStyle];
  return {
    paint: colourForName(subject.exteriorColor),
    mood: moodFor(rng),
    rim: rimStyleFor(subject.bodyStyle, rng),
    roofRails: spec.canHaveRoofRails && rng() < 0.7,
    chromeTrim: rng() < 0.35,
    lotSeed: Math.floor(rng() * 2 ** 31),
  };
}

// ---------------------------------------------------------------------------------------------
// SVG building

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

function pathData(points: readonly Vec2[], closed = true): string {
  let d = "";
  for (let i = 0; i < points.length; i++) d += `${i ? "L" : "M"}${fmt(points[i][0])} ${fmt(points[i][1])}`;
  return closed ? d + "Z" : d;
}

function shape(points: readonly Vec2[], fill: string, extra = ""): string {
  return `<path d="${pathData(points)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

function line(points: readonly Vec2[], stroke: string, width: number, extra = ""): string {
  return `<path d="${pathData(points, false)}" fill="none" stroke="${stroke}" stroke-width="${fmt(Math.max(width, 0.4))}" stroke-linecap="round" stroke-linejoin="round"${extra ? " " + extra : ""}/>`;
}

type GradientStop = readonly [offset: number, colour: string, opacity?: number];

function stopsMarkup(stops: readonly GradientStop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${clamp(o, 0, 1).toFixed(4)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
}

/** Collects defs and drawing markup, handing out deterministic ids. */
class SvgDocument {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private counter = 0;

  id(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.layers.push(markup);
  }

  linearGradient(from: Vec2, to: Vec2, stops: readonly GradientStop[]): string {
    const id = this.id("g");
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(from[0])}" y1="${fmt(from[1])}" x2="${fmt(to[0])}" y2="${fmt(to[1])}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gradient across each painted element's own bounding box. */
  boxGradient(x2: number, y2: number, stops: readonly GradientStop[]): string {
    const id = this.id("b");
    this.def(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radialGradient(stops: readonly GradientStop[]): string {
    const id = this.id("r");
    this.def(`<radialGradient id="${id}">${stopsMarkup(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  clipPath(points: readonly Vec2[]): string {
    const id = this.id("c");
    this.def(`<clipPath id="${id}"><path d="${pathData(points)}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  render(viewBox: readonly [number, number, number, number]): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" ` +
      `viewBox="${viewBox.map(fmt).join(" ")}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${this.layers.join("")}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Camera

/** Maps camera space (x right, y up, z forward, metres) to image pixels. */
interface Frame {
  scale: number;
  offsetX: number;
  offsetY: number;
}

type ToCamera = (p: Vec3) => Vec3;
const NEAR_PLANE = 0.4;
const CAMERA_HEIGHT = 1.25;

function toImage(frame: Frame, c: Vec3): Vec2 {
  const z = Math.max(c[2], NEAR_PLANE);
  return [frame.offsetX + (frame.scale * c[0]) / z, frame.offsetY - (frame.scale * c[1]) / z];
}

/** A camera orbiting the car at eye level, looking level so verticals stay vertical. */
function orbitCamera(model: CarModel, yawDegrees: number, distance: number): ToCamera {
  const yaw = degrees(yawDegrees);
  const { length, width } = model.spec;
  const eye: Vec3 = [length / 2 - distance * Math.sin(yaw), CAMERA_HEIGHT, width / 2 - distance * Math.cos(yaw)];
  const right: Vec3 = [Math.cos(yaw), 0, -Math.sin(yaw)];
  const forward: Vec3 = [Math.sin(yaw), 0, Math.cos(yaw)];
  return (p) => {
    const d: Vec3 = [p[0] - eye[0], p[1] - eye[1], p[2] - eye[2]];
    return [d[0] * right[0] + d[2] * right[2], d[1], d[0] * forward[0] + d[2] * forward[2]];
  };
}

/** Places a car on the ground at a camera-space spot, turned by yaw (used for background cars). */
function placedInCameraSpace(model: CarModel, centre: Vec2, yawDegrees: number): ToCamera {
  const yaw = degrees(yawDegrees);
  const { length, width } = model.spec;
  return (p) => {
    const lx = p[0] - length / 2;
    const lz = p[2] - width / 2;
    return [
      centre[0] + lx * Math.cos(yaw) - lz * Math.sin(yaw),
      p[1] - CAMERA_HEIGHT,
      centre[1] + lx * Math.sin(yaw) + lz * Math.cos(yaw),
    ];
  };
}

/** Ground point at camera-space (x, z) → pixels. */
const groundPoint = (frame: Frame, x: number, z: number): Vec2 => toImage(frame, [x, -CAMERA_HEIGHT, z]);
const horizonY = (frame: Frame): number => frame.offsetY;
/** Camera-space x at the image's left and right edges for a given depth. */
const visibleSpan = (frame: Frame, depth: number): Vec2 => [
  ((0 - frame.offsetX) / frame.scale) * depth,
  ((IMAGE_WIDTH - frame.offsetX) / frame.scale) * depth,
];

// ---------------------------------------------------------------------------------------------
// Drawing the car

interface PlacedCar {
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

interface DepthItem {
  depth: number;
  markup: string;
}

const GLASS = "#161c22";
/** Chrome, top to bottom: bright sky reflection, then dark ground reflection, as flat bands. */
const CHROME_BANDS = ["#e9edf0", "#f8fafb", "#c3c8cd", "#7b8187", "#4b5056", "#6a7076", "#9ba1a7"] as const;

/**
 * Chrome bar between heights y0 and y1, drawn as horizontal bands in 3D. A gradient would not do:
 * its stripes stay straight on screen while the bar is slanted by perspective.
 */
function chromeBar(
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
const TRIM_BLACK = "#141517";
const WELL_BLACK = "#0b0b0c";
const CABIN = "#1c1b1b";

function carPoint(car: PlacedCar, frame: Frame, x: number, y: number, z: number): Vec2 {
  return toImage(frame, car.toCamera([x, y, z]));
}

/** Pixels per metre around a car point (for line widths). */
function pixelsPerMetre(car: PlacedCar, frame: Frame, x: number, y: number): number {
  const c = car.toCamera([x, y, 0]);
  return frame.scale / Math.max(c[2], NEAR_PLANE);
}

function nearSidePoint(car: PlacedCar, frame: Frame, p: Vec2, outward = 0): Vec2 {
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
function extrudedPanels(car: PlacedCar, frame: Frame): DepthItem[] {
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

/** Points on a wheel face: local polar offsets in the plane z. */
function wheelPlane(car: PlacedCar, frame: Frame, wheelX: number, z: number) {
  const r0 = car.model.spec.wheelRadius;
  return (r: number, angle: number): Vec2 =>
    carPoint(car, frame, wheelX + r * Math.cos(angle), r0 + r * Math.sin(angle), z);
}

function wheelCircle(car: PlacedCar, frame: Frame, wheelX: number, z: number, r: number, count = 40): Vec2[] {
  const at = wheelPlane(car, frame, wheelX, z);
  return Array.from({ length: count }, (_, i) => at(r, (i / count) * Math.PI * 2));
}

/** The far wheels only show their dark inner face below the body. */
function farWheel(car: PlacedCar, frame: Frame, wheelX: number): string {
  const { wheelRadius: r, width, rimRatio } = car.model.spec;
  const outer = wheelCircle(car, frame, wheelX, width - 0.035, r, 28);
  const inner = wheelCircle(car, frame, wheelX, width - 0.26, r, 28);
  return (
    shape(convexHull([...outer, ...inner]), "#141415") +
    shape(inner, "#1c1c1d") +
    shape(wheelCircle(car, frame, wheelX, width - 0.26, r * rimRatio * 0.85, 24), "#29292b")
  );
}

function spokeOutlines(style: RimStyle, hubR: number, lipR: number): Array<Array<readonly [number, number, number]>> {
  // Each spoke is [radius, angle, depth-below-lip] points; spokes dish inwards towards the hub.
  const spokes: Array<Array<readonly [number, number, number]>> = [];
  const add = (angle: number, hubWidth: number, lipWidth: number) => {
    const ah = hubWidth / hubR / 2;
    const al = lipWidth / lipR / 2;
    spokes.push([
      [hubR, angle - ah, 0.018],
      [lipR * 0.62, angle - (ah + al) / 2, 0.01],
      [lipR, angle - al, 0.002],
      [lipR, angle + al, 0.002],
      [lipR * 0.62, angle + (ah + al) / 2, 0.01],
      [hubR, angle + ah, 0.018],
    ]);
  };
  const step = (Math.PI * 2) / style.spokes;
  for (let k = 0; k < style.spokes; k++) {
    const angle = style.rotation + k * step;
    if (style.pattern === "split") {
      add(angle - 0.11, lipR * 0.09, lipR * 0.1);
      add(angle + 0.11, lipR * 0.09, lipR * 0.1);
    } else if (style.pattern === "mesh") {
      add(angle, lipR * 0.075, lipR * 0.09);
    } else {
      add(angle, lipR * 0.2, lipR * 0.26);
    }
  }
  return spokes;
}

/** Near wheel: tyre as a short cylinder, then rim lip, barrel, brake, spokes, hub and nuts. */
function nearWheel(doc: SvgDocument, car: PlacedCar, frame: Frame, wheelX: number): string {
  const { wheelRadius: r, rimRatio } = car.model.spec;
  const rimR = r * rimRatio;
  const zFace = 0.035;
  const parts: string[] = [];
  const outer = wheelCircle(car, frame, wheelX, zFace, r);
  const inner = wheelCircle(car, frame, wheelX, zFace + 0.23, r);
  parts.push(shape(convexHull([...outer, ...inner]), "#171718"));
  parts.push(
    shape(
      outer,
      doc.boxGradient(0.3, 1, [
        [0, "#3a3a3b"],
        [0.45, "#222223"],
        [1, "#101011"],
      ]),
    ),
  );
  if (car.detail === "full") {
    parts.push(
      `<path d="${pathData(wheelCircle(car, frame, wheelX, zFace, r * 0.93))}" fill="none" stroke="#444446" stroke-opacity="0.35" stroke-width="${fmt(pixelsPerMetre(car, frame, wheelX, r) * 0.008)}"/>`,
    );
  }
  const face = car.rim.face;
  const rimFill = doc.boxGradient(0.7, 1, [
    [0, face[0]],
    [0.55, face[1]],
    [1, face[2]],
  ]);
  parts.push(shape(wheelCircle(car, frame, wheelX, zFace, rimR * 1.035), "#0b0b0c"));
  parts.push(shape(wheelCircle(car, frame, wheelX, zFace + 0.004, rimR), rimFill));
  parts.push(shape(wheelCircle(car, frame, wheelX, zFace + 0.09, rimR * 0.9), "#1c1d1f"));
  if (car.detail === "full") {
    parts.push(shape(wheelCircle(car, frame, wheelX, zFace + 0.12, rimR * 0.76), "#6e7073"));
    parts.push(shape(wheelCircle(car, frame, wheelX, zFace + 0.115, rimR * 0.36), "#48494c"));
    const at = wheelPlane(car, frame, wheelX, zFace + 0.095);
    const caliper = [
      ...Array.from({ length: 8 }, (_, i) => at(rimR * 0.8, lerp(degrees(12), degrees(62), i / 7))),
      ...Array.from({ length: 8 }, (_, i) => at(rimR * 0.52, lerp(degrees(62), degrees(12), i / 7))),
    ];
    parts.push(shape(caliper, car.rim.caliper));
  }
  const spokes = spokeOutlines(car.rim, rimR * 0.27, rimR * 0.94);
  const spokePath = spokes
    .map((spoke) => pathData(spoke.map(([sr, a, dz]) => wheelPlane(car, frame, wheelX, zFace + dz)(sr, a))))
    .join("");
  parts.push(`<path d="${spokePath}" fill="${rimFill}"/>`);
  parts.push(shape(wheelCircle(car, frame, wheelX, zFace + 0.02, rimR * 0.3, 28), rimFill));
  if (car.detail === "full") {
    const lugs = car.model.spec.wheelRadius > 0.39 ? 6 : 5;
    const at = wheelPlane(car, frame, wheelX, zFace + 0.018);
    for (let k = 0; k < lugs; k++) {
      const a = car.rim.rotation + (k / lugs) * Math.PI * 2 + Math.PI / lugs;
      const c = at(rimR * 0.18, a);
      const rr = pixelsPerMetre(car, frame, wheelX, r) * 0.011;
      parts.push(
        shape(ellipsePoints(c[0], c[1], rr, rr, 8), "#8e9296", `stroke="#3a3c3f" stroke-width="${fmt(rr * 0.3)}"`),
      );
    }
    parts.push(shape(wheelCircle(car, frame, wheelX, zFace + 0.016, rimR * 0.1, 20), "#2a2c2f"));
  }
  return parts.join("");
}

function faceVisible(car: PlacedCar, frame: Frame, x: number, yFrom: number, yTo: number): boolean {
  const w = car.model.spec.width;
  const pts = [
    carPoint(car, frame, x, yFrom, 0),
    carPoint(car, frame, x, yTo, 0),
    carPoint(car, frame, x, yTo, w),
    carPoint(car, frame, x, yFrom, w),
  ];
  return signedArea(pts) < 0;
}

/** Maps (z, y) shapes, laid out across the full width, onto the (narrower, rounded) nose or tail. */
function facePoints(car: PlacedCar, frame: Frame, end: "front" | "rear", shapeZY: readonly Vec2[]): Vec2[] {
  const offset = end === "front" ? -0.004 : 0.004;
  const w = car.model.spec.width;
  return densify(shapeZY, 3).map(([z, y]) => {
    const x = outlineXAt(car.model, y, end);
    const inset = sideZ(car.model, x, y);
    return carPoint(car, frame, x + offset, y, inset + (z / w) * (w - 2 * inset));
  });
}

/** Mirror a near-side face shape to the far side. */
const mirrorZ = (pts: readonly Vec2[], width: number): Vec2[] => pts.map(([z, y]) => [width - z, y] as Vec2).reverse();

function frontFace(doc: SvgDocument, car: PlacedCar, frame: Frame): string {
  const { spec } = car.model;
  const bottom = spec.outline[0].y;
  const hood = spec.outline[3].y;
  if (!faceVisible(car, frame, 0, bottom + 0.05, hood - 0.05)) return "";
  const w = spec.width;
  const lamp = spec.headlamp;
  const parts: string[] = [];
  const on = (pts: readonly Vec2[]) => facePoints(car, frame, "front", pts);
  const px = pixelsPerMetre(car, frame, 0, lamp.y0);

  // Grille and lower intake.
  if (spec.grille === "truck") {
    const grille = roundedRect(0.4, lamp.y0 - 0.3, w - 0.4, hood - 0.05, 0.05);
    parts.push(shape(on(grille), "#b9bdc1"));
    parts.push(shape(on(roundedRect(0.45, lamp.y0 - 0.26, w - 0.45, hood - 0.09, 0.04)), "#121314"));
    for (let k = 1; k < 5; k++) {
      const y = lerp(lamp.y0 - 0.26, hood - 0.09, k / 5);
      parts.push(
        line(
          on([
            [0.46, y],
            [w - 0.46, y],
          ]).slice(0, 12),
          "#7d8186",
          px * 0.02,
        ),
      );
    }
  } else {
    parts.push(shape(on(roundedRect(0.5, lamp.y0 - 0.08, w - 0.5, lamp.y1 - 0.01, 0.03)), "#141516"));
    const intake = [
      [0.36, bottom + 0.06],
      [w - 0.36, bottom + 0.06],
      [w - 0.44, lamp.y0 - 0.14],
      [0.44, lamp.y0 - 0.14],
    ] as const;
    parts.push(shape(on(intake), "#121314"));
    for (let k = 1; k < 4; k++) {
      const y = lerp(bottom + 0.06, lamp.y0 - 0.14, k / 4);
      parts.push(
        line(
          on([
            [0.42, y],
            [w - 0.42, y],
          ]).slice(0, 12),
          "#2c2e31",
          px * 0.012,
        ),
      );
    }
  }
  if (spec.chromeBumpers) parts.push(chromeBar(bottom + 0.02, bottom + 0.18, on, 0.03, w - 0.03));

  // Headlamps: clear lens, daytime-running strip and a projector.
  const lampShape: Vec2[] = [
    [0.06, lamp.y1],
    [lamp.inboard, lamp.y1 - 0.01],
    [lamp.inboard - 0.05, lamp.y0],
    [0.1, lamp.y0 - 0.01],
  ];
  const drl: Vec2[] = [
    [0.09, lamp.y1 - 0.012],
    [lamp.inboard - 0.02, lamp.y1 - 0.02],
    [lamp.inboard - 0.025, lamp.y1 - 0.035],
    [0.09, lamp.y1 - 0.027],
  ];
  const lens = doc.boxGradient(0.2, 1, [
    [0, "#e9eef2"],
    [0.5, "#9aa3ab"],
    [1, "#5b636b"],
  ]);
  for (const side of [lampShape, mirrorZ(lampShape, w)])
    parts.push(shape(on(side), lens, `stroke="#2a2c2f" stroke-width="${fmt(px * 0.006)}"`));
  for (const side of [drl, mirrorZ(drl, w)]) parts.push(shape(on(side), "#f7fbff"));
  for (const z of [lamp.inboard * 0.62, w - lamp.inboard * 0.62]) {
    parts.push(
      shape(
        on(ellipsePoints(z, (lamp.y0 + lamp.y1) / 2 - 0.008, 0.03, 0.024, 12)),
        "#d9e2ea",
        `stroke="#3b4046" stroke-width="${fmt(px * 0.006)}"`,
      ),
    );
  }
  // Fog lamps.
  for (const z of [0.22, w - 0.22])
    parts.push(
      shape(
        on(ellipsePoints(z, bottom + 0.12, 0.035, 0.025, 12)),
        "#c9cfd4",
        `stroke="#1c1d1f" stroke-width="${fmt(px * 0.01)}"`,
      ),
    );
  return parts.join("");
}

function rearFace(doc: SvgDocument, car: PlacedCar, frame: Frame): string {
  const { spec } = car.model;
  const outline = spec.outline;
  const bottom = outline[outline.length - 1].y;
  const top = spec.taillamp.y1 + 0.03;
  if (!faceVisible(car, frame, spec.length, top, bottom + 0.05)) return "";
  const w = spec.width;
  const lamp = spec.taillamp;
  const parts: string[] = [];
  const on = (pts: readonly Vec2[]) => facePoints(car, frame, "rear", pts);
  const px = pixelsPerMetre(car, frame, spec.length, lamp.y0);

  // Lower bumper, plate recess (left blank: no text), reflectors and exhaust.
  if (spec.chromeBumpers) {
    parts.push(chromeBar(bottom + 0.02, bottom + 0.2, on, 0.02, w - 0.02));
  } else {
    parts.push(shape(on(roundedRect(0.18, bottom + 0.01, w - 0.18, bottom + 0.09, 0.03)), "#1a1b1d"));
  }
  const plateY = spec.bed ? bottom + 0.24 : Math.min(lamp.y0 - 0.1, 0.68);
  parts.push(
    shape(
      on(roundedRect(w / 2 - 0.2, plateY - 0.16, w / 2 + 0.2, plateY, 0.02)),
      darken(car.paint.mid, 0.12),
      `stroke="#000" stroke-opacity="0.3" stroke-width="${fmt(px * 0.008)}"`,
    ),
  );
  for (const z of [0.16, w - 0.16])
    parts.push(shape(on(roundedRect(z - 0.06, bottom + 0.11, z + 0.06, bottom + 0.14, 0.01)), "#8d1016"));
  parts.push(
    shape(
      on(ellipsePoints(0.38, bottom + 0.04, 0.045, 0.03, 12)),
      "#c3c7cb",
      `stroke="#111" stroke-width="${fmt(px * 0.008)}"`,
    ),
  );
  if (spec.bed)
    parts.push(
      shape(on(roundedRect(w / 2 - 0.14, spec.bed.railY - 0.16, w / 2 + 0.14, spec.bed.railY - 0.1, 0.015)), "#1b1c1e"),
    );

  // Tail lamps: deep red body, brighter light guide, white reversing segment.
  const vertical = lamp.inboard < 0.2;
  const lampShape: Vec2[] = vertical
    ? roundedRect(0.02, lamp.y0, lamp.inboard, lamp.y1, 0.02)
    : [
        [0.03, lamp.y1],
        [lamp.inboard, lamp.y1 - 0.015],
        [lamp.inboard - 0.04, lamp.y0],
        [0.06, lamp.y0 - 0.005],
      ];
  const red = doc.boxGradient(0.3, 1, [
    [0, "#e2323a"],
    [0.45, "#a50f18"],
    [1, "#5e070c"],
  ]);
  const guide: Vec2[] = vertical
    ? roundedRect(0.045, lamp.y0 + 0.05, lamp.inboard - 0.03, lamp.y1 - 0.05, 0.015)
    : [
        [0.07, lamp.y1 - 0.02],
        [lamp.inboard - 0.03, lamp.y1 - 0.03],
        [lamp.inboard - 0.035, lamp.y1 - 0.045],
        [0.07, lamp.y1 - 0.035],
      ];
  const reverse: Vec2[] = vertical
    ? roundedRect(0.04, lamp.y0 + 0.01, lamp.inboard - 0.02, lamp.y0 + 0.04, 0.01)
    : roundedRect(lamp.inboard - 0.14, lamp.y0 + 0.012, lamp.inboard - 0.06, lamp.y0 + 0.04, 0.01);
  for (const mirror of [false, true]) {
    const m = (pts: readonly Vec2[]) => (mirror ? mirrorZ(pts, w) : [...pts]);
    parts.push(shape(on(m(lampShape)), red, `stroke="#2a0a0c" stroke-width="${fmt(px * 0.006)}"`));
    parts.push(shape(on(m(guide)), "#ff5a5e", `fill-opacity="0.85"`));
    parts.push(shape(on(m(reverse)), "#e9e6e3"));
  }
  return parts.join("");
}

/** What the near-side helpers share: the car, and projection of side-surface points to pixels. */
interface SideContext {
  doc: SvgDocument;
  car: PlacedCar;
  spec: CarSpec;
  /** Side-surface points (x, y) → pixels; `outward` lifts them off the panel towards the camera. */
  side: (pts: readonly Vec2[], outward?: number) => Vec2[];
  /** A width in metres → pixels at the car's middle. */
  stroke: (metres: number) => number;
}

/** Vertical gradient for the side panels: sky above the shoulder, a sharp horizon, ground below. */
function sidePanelFill(ctx: SideContext, frame: Frame): string {
  const { spec, car } = ctx;
  const { paint } = car;
  const belt = spec.belt[0][1];
  const sill = spec.sillY;
  const h = spec.height;
  const at = (y: number) => (h - y) / h;
  const horizonLine = lerp(sill, belt, 0.55);
  return ctx.doc.linearGradient(
    carPoint(car, frame, spec.length / 2, h, 0),
    carPoint(car, frame, spec.length / 2, 0, 0),
    [
      [0, paint.top],
      [at(belt + 0.03), paint.top],
      [at(belt - 0.005), paint.highlight],
      [at(belt - 0.06), paint.upper],
      [at(horizonLine + 0.02), mixColours(paint.upper, paint.mid, 0.6)],
      [at(horizonLine - 0.01), mixColours(paint.mid, paint.low, 0.25)],
      [at(sill + 0.2), paint.low],
      [at(sill + 0.05), darken(paint.low, 0.15)],
      [at(sill - 0.02), paint.rocker],
    ],
  );
}

/** Shoulder crease: a bright line with a soft shadow under it, running from fender to tail. */
function shoulderCrease({ car, spec, side }: SideContext): string {
  const y = spec.belt[0][1] - 0.1;
  const from = car.model.wheelXs[0] + 0.1;
  const to = outlineXAt(car.model, y, "rear") - 0.15;
  return (
    shape(
      side([
        [from, y],
        [to, y + 0.02],
        [to, y + 0.008],
        [from, y - 0.012],
      ]),
      car.paint.highlight,
      `fill-opacity="0.55"`,
    ) +
    shape(
      side([
        [from, y - 0.012],
        [to, y + 0.008],
        [to, y - 0.03],
        [from, y - 0.05],
      ]),
      darken(car.paint.mid, 0.25),
      `fill-opacity="0.35"`,
    )
  );
}

/** Lower sill (a darker strip, or black cladding on crossovers) and shadowed arch lips. */
function sillAndArches({ car, spec, side, stroke }: SideContext): string {
  const { model } = car;
  const sill = spec.sillY;
  const archR = model.archRadius;
  const parts: string[] = [];
  const strip = (top: number) =>
    side([
      [0, sill - 0.1],
      [spec.length, sill - 0.1],
      [spec.length, top],
      [0, top],
    ]);
  if (spec.cladding) {
    parts.push(shape(strip(sill + 0.13), "#1d1e20"));
    for (const wx of model.wheelXs) {
      const outer = ellipsePoints(wx, model.archCentreY, archR + 0.07, archR + 0.07, 26, -0.3, Math.PI + 0.3);
      const inner = ellipsePoints(wx, model.archCentreY, archR - 0.01, archR - 0.01, 26, Math.PI + 0.3, -0.3);
      parts.push(shape(side([...outer, ...inner]), "#1d1e20"));
    }
  } else {
    parts.push(shape(strip(sill + 0.045), darken(car.paint.low, 0.35), `fill-opacity="0.8"`));
  }
  // The lip's shadow is what makes a wheel opening read as an opening.
  for (const wx of model.wheelXs) {
    const lip = ellipsePoints(wx, model.archCentreY, archR + 0.035, archR + 0.035, 26, -0.25, Math.PI + 0.25);
    parts.push(line(side(lip), "#000000", stroke(0.03), `stroke-opacity="0.28"`));
  }
  return parts.join("");
}

/** Door shut lines (dark gap with a faint lit edge) and the line along the bottom of the doors. */
function doorShutLines({ car, spec, side, stroke }: SideContext): string {
  const { model } = car;
  const rearWheel = model.wheelXs[1];
  const doorBottom = spec.sillY + 0.06;
  const wrapRadius = model.archRadius + 0.06;
  const cutLine = (x: number, wraps: boolean): Vec2[] => {
    const topY = yOnLine(spec.belt, x) - 0.004;
    if (!wraps)
      return [
        [x + 0.02, doorBottom],
        [x, topY],
      ];
    const arc = ellipsePoints(rearWheel, model.archCentreY, wrapRadius, wrapRadius, 10, Math.PI, Math.PI * 0.62);
    return [[rearWheel - wrapRadius, doorBottom], ...arc, [x, topY]];
  };
  const parts = spec.doorCuts.map((x, i) => {
    const pts = side(cutLine(x, spec.rearCutWrapsArch && i === spec.doorCuts.length - 1));
    const litEdge = pts.map(([u, v]) => [u + stroke(0.008), v] as Vec2);
    return (
      line(pts, "#000000", stroke(0.009), `stroke-opacity="0.6"`) +
      line(litEdge, "#ffffff", stroke(0.005), `stroke-opacity="0.14"`)
    );
  });
  const first = spec.doorCuts[0] + 0.02;
  const last = spec.rearCutWrapsArch ? rearWheel - wrapRadius : spec.doorCuts[spec.doorCuts.length - 1] + 0.02;
  parts.push(
    line(
      side([
        [first, doorBottom],
        [last, doorBottom],
      ]),
      "#000000",
      stroke(0.008),
      `stroke-opacity="0.45"`,
    ),
  );
  return parts.join("");
}

/** Body-style extras: pickup bed gap and rail cap, sliding-door track, chrome bumpers, open top. */
function bodyStyleTrim({ spec, side, stroke }: SideContext): string {
  const parts: string[] = [];
  const band = (x0: number, x1: number, y0: number, y1: number) =>
    side([
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ]);
  if (spec.bed) {
    const gap = spec.bed.frontX - 0.02;
    parts.push(
      line(
        side([
          [gap, spec.sillY + 0.02],
          [gap, spec.bed.railY + 0.01],
        ]),
        "#000000",
        stroke(0.014),
        `stroke-opacity="0.7"`,
      ),
    );
    parts.push(shape(band(spec.bed.frontX, spec.length, spec.bed.railY - 0.055, spec.bed.railY + 0.02), "#1a1b1d"));
  }
  if (spec.slidingTrack) {
    const t = spec.slidingTrack;
    parts.push(
      line(
        side([
          [t.fromX, t.y],
          [t.toX, t.y + 0.005],
        ]),
        "#000000",
        stroke(0.02),
        `stroke-opacity="0.55"`,
      ),
    );
  }
  if (spec.chromeBumpers) {
    const frontBottom = spec.outline[0].y;
    const rearBottom = spec.outline[spec.outline.length - 1].y;
    parts.push(chromeBar(frontBottom + 0.02, frontBottom + 0.18, side, -0.1, 0.45));
    parts.push(chromeBar(rearBottom + 0.02, rearBottom + 0.2, side, spec.length - 0.35, spec.length + 0.1));
  }
  if (spec.openTop) {
    // With the roof down only the windscreen frame stands above the belt: show it in black.
    parts.push(shape(band(0, spec.length, spec.belt[0][1] + 0.005, spec.height + 0.1), TRIM_BLACK));
  }
  return parts.join("");
}

/** Head and tail lamps wrapping round the corners, plus the amber side marker. */
function sideLamps({ doc, car, spec, side, stroke }: SideContext): string {
  const { model } = car;
  const hl = spec.headlamp;
  const noseTop = outlineXAt(model, hl.y1, "front");
  const noseLow = outlineXAt(model, hl.y0, "front");
  const lens = doc.boxGradient(0, 1, [
    [0, "#edf1f4"],
    [0.6, "#98a1a9"],
    [1, "#4d545b"],
  ]);
  const tl = spec.taillamp;
  const tailTop = outlineXAt(model, tl.y1, "rear");
  const tailLow = outlineXAt(model, tl.y0, "rear");
  const tailLength = tl.inboard < 0.2 ? 0.07 : 0.4;
  const red = doc.boxGradient(0, 1, [
    [0, "#d7242c"],
    [1, "#6d0910"],
  ]);
  return (
    shape(
      side([
        [noseTop, hl.y1 + 0.01],
        [noseTop + 0.52, hl.y1 + 0.035],
        [noseTop + 0.44, hl.y0 + 0.03],
        [noseLow, hl.y0 - 0.01],
      ]),
      lens,
      `stroke="#26282b" stroke-width="${fmt(stroke(0.006))}"`,
    ) +
    shape(
      side([
        [noseTop + 0.04, hl.y1 - 0.002],
        [noseTop + 0.46, hl.y1 + 0.022],
        [noseTop + 0.45, hl.y1 + 0.01],
        [noseTop + 0.04, hl.y1 - 0.014],
      ]),
      "#ffffff",
      `fill-opacity="0.9"`,
    ) +
    shape(
      side(roundedRect(noseLow + 0.06, spec.sillY + 0.16, noseLow + 0.14, spec.sillY + 0.19, 0.01)),
      "#d88a1e",
      `fill-opacity="0.9"`,
    ) +
    shape(
      side([
        [tailTop, tl.y1],
        [tailTop - tailLength, tl.y1 - 0.005],
        [tailLow - tailLength + 0.05, tl.y0 + 0.01],
        [tailLow, tl.y0],
      ]),
      red,
      `stroke="#2a0a0c" stroke-width="${fmt(stroke(0.006))}"`,
    )
  );
}

/** Tinted side glass with pillars, seats seen through it, a reflection band and the belt moulding. */
function sideGlass({ doc, car, spec, side }: SideContext, frame: Frame): string {
  const { model } = car;
  if (model.greenhouse.length === 0) return "";
  const belt = spec.belt[0][1];
  const h = spec.height;
  const glassPts = side(model.greenhouse);
  const tint = doc.linearGradient(
    carPoint(car, frame, spec.length / 2, h, 0.12),
    carPoint(car, frame, spec.length / 2, belt, 0.1),
    [
      [0, mixColours(GLASS, car.sky, 0.38)],
      [0.45, "#1c242c"],
      [1, "#0e1216"],
    ],
  );
  const inside: string[] = [];
  for (const pillar of spec.pillars) {
    const x0 = pillar.x - pillar.width / 2;
    const x1 = pillar.x + pillar.width / 2;
    const pts = side([
      [x0, belt - 0.1],
      [x1, belt - 0.1],
      [x1 + pillar.lean, h + 0.1],
      [x0 + pillar.lean, h + 0.1],
    ]);
    inside.push(shape(pts, pillar.finish === "black" ? "#0d0e10" : mixColours(car.paint.top, car.paint.mid, 0.4)));
  }
  const headrest = (x: number) =>
    shape(
      roundedRect(x, belt + 0.16, x + 0.26, belt + 0.34, 0.08).map((p) => carPoint(car, frame, p[0], p[1], 0.55)),
      "#07090b",
      `fill-opacity="0.55"`,
    );
  const firstPillar = spec.pillars[0]?.x ?? spec.doorCuts[spec.doorCuts.length - 1];
  inside.push(headrest(firstPillar - 0.34));
  if (spec.doorCuts.length > 2) inside.push(headrest(firstPillar + 0.55));
  const bandX = spec.length * 0.35;
  inside.push(
    shape(
      side([
        [bandX, belt],
        [bandX + 0.3, belt],
        [bandX + 0.75, h],
        [bandX + 0.45, h],
      ]),
      "#ffffff",
      `fill-opacity="0.07"`,
    ),
  );

  const from = xOnLine(spec.windshield, belt) + spec.aPillar * 0.5;
  const to = xOnLine(spec.backlight, yOnLine(spec.belt, spec.backlight[1][0])) - spec.cPillar * 0.6;
  const moulding = side([
    [from, yOnLine(spec.belt, from) + 0.012],
    [to, yOnLine(spec.belt, to) + 0.012],
    [to, yOnLine(spec.belt, to) - 0.008],
    [from, yOnLine(spec.belt, from) - 0.008],
  ]);
  return (
    shape(glassPts, tint) +
    `<g ${doc.clipPath(glassPts)}>${inside.join("")}</g>` +
    shape(moulding, car.chromeTrim ? "#c9cdd1" : "#121315")
  );
}

/** Door handles, in body colour or chrome, over a shadowed recess. */
function doorHandles({ car, spec, side, stroke }: SideContext): string {
  return spec.handles
    .map((x) => {
      const y = yOnLine(spec.belt, x) - 0.11;
      const recess = shape(
        side(roundedRect(x - 0.09, y - 0.022, x + 0.09, y + 0.012, 0.016)),
        "#000000",
        `fill-opacity="0.35"`,
      );
      const grip = shape(
        side(roundedRect(x - 0.085, y - 0.012, x + 0.085, y + 0.018, 0.015), 0.012),
        car.chromeTrim ? "#d3d6d9" : car.paint.upper,
        `stroke="#000" stroke-opacity="0.3" stroke-width="${fmt(stroke(0.004))}"`,
      );
      return recess + grip;
    })
    .join("");
}

/** The near side: reflective panels, then details clipped to the body, glass and handles. */
function nearSide(doc: SvgDocument, car: PlacedCar, frame: Frame): string {
  const { spec } = car.model;
  const px = pixelsPerMetre(car, frame, spec.length / 2, 0.8);
  const ctx: SideContext = {
    doc,
    car,
    spec,
    side: (pts, outward = 0) => pts.map((p) => nearSidePoint(car, frame, p, outward)),
    stroke: (metres) => px * metres,
  };
  const body = car.model.profile.map((p) => nearSidePoint(car, frame, [p.x, p.y]));
  const details = shoulderCrease(ctx) + sillAndArches(ctx) + doorShutLines(ctx) + bodyStyleTrim(ctx) + sideLamps(ctx);
  return (
    shape(body, sidePanelFill(ctx, frame)) +
    `<g ${doc.clipPath(body)}>${details}</g>` +
    sideGlass(ctx, frame) +
    doorHandles(ctx)
  );
}

function wheelWells(car: PlacedCar, frame: Frame): string {
  const { model } = car;
  const arch = archGeometry(model.spec);
  return model.wheelXs
    .map((wx) =>
      shape(
        ellipsePoints(wx, arch.cy, arch.radius, arch.radius, 26, arch.start, arch.end).map((p) =>
          nearSidePoint(car, frame, p),
        ),
        WELL_BLACK,
      ),
    )
    .join("");
}

function sideMirror(doc: SvgDocument, car: PlacedCar, frame: Frame): string {
  const { spec } = car.model;
  const belt = spec.belt[0][1];
  const x = xOnLine(spec.windshield, belt) + spec.aPillar + 0.05;
  const housing: Vec2[] = [
    [x - 0.02, belt + 0.03],
    [x + 0.04, belt + 0.15],
    [x + 0.2, belt + 0.165],
    [x + 0.24, belt + 0.08],
    [x + 0.2, belt + 0.005],
    [x + 0.03, belt - 0.005],
  ];
  const stalk: Vec2[] = [
    [x + 0.02, belt - 0.01],
    [x + 0.16, belt - 0.01],
    [x + 0.15, belt + 0.05],
    [x + 0.03, belt + 0.05],
  ];
  const px = pixelsPerMetre(car, frame, x, belt);
  const out = (pts: readonly Vec2[], z: number) => pts.map((p) => carPoint(car, frame, p[0], p[1], z));
  const fill = doc.boxGradient(0, 1, [
    [0, car.paint.top],
    [0.45, car.paint.highlight],
    [1, car.paint.low],
  ]);
  return (
    shape(out(stalk, -0.06), TRIM_BLACK) +
    shape(out(housing, -0.17), fill, `stroke="#000" stroke-opacity="0.35" stroke-width="${fmt(px * 0.005)}"`) +
    shape(
      out(
        [
          [x + 0.2, belt + 0.005],
          [x + 0.24, belt + 0.08],
          [x + 0.22, belt + 0.1],
          [x + 0.18, belt + 0.02],
        ],
        -0.171,
      ),
      TRIM_BLACK,
      `fill-opacity="0.6"`,
    )
  );
}

function roofRail(car: PlacedCar, frame: Frame): string {
  const { spec } = car.model;
  const from = spec.windshield[1][0] + 0.35;
  const to = spec.backlight[0][0] - 0.05;
  const xs = Array.from({ length: 16 }, (_, i) => lerp(from, to, i / 15));
  const top = xs.map((x) => [x, outlineTopAt(car.model, x) + 0.06] as Vec2);
  const bottom = xs.map((x) => [x, outlineTopAt(car.model, x) + 0.02] as Vec2).reverse();
  const feet = [from, to].map((x) =>
    roundedRect(x - 0.06, outlineTopAt(car.model, x) - 0.01, x + 0.06, outlineTopAt(car.model, x) + 0.05, 0.02),
  );
  const toImg = (pts: readonly Vec2[]) => pts.map((p) => carPoint(car, frame, p[0], p[1], 0.16));
  const colour = car.chromeTrim ? "#a7acb1" : "#1a1b1d";
  return shape(toImg([...top, ...bottom]), colour) + feet.map((f) => shape(toImg(f), "#151617")).join("");
}

function openTopSeats(car: PlacedCar, frame: Frame): DepthItem[] {
  const { spec } = car.model;
  if (!spec.openTop) return [];
  const belt = spec.belt[1][1];
  const items: DepthItem[] = [];
  const rows: Array<[x: number, top: number]> = [
    [spec.doorCuts[1] - 0.3, belt + 0.3],
    [spec.doorCuts[1] + 0.45, belt + 0.18],
  ];
  for (const [x, top] of rows) {
    for (const z of [0.5, spec.width - 0.5]) {
      const toImg = (pts: readonly Vec2[]) => pts.map((p) => carPoint(car, frame, p[0], p[1], z));
      const back = toImg(roundedRect(x - 0.05, belt - 0.05, x + 0.25, top - 0.2, 0.06));
      const headrest = toImg(roundedRect(x + 0.01, top - 0.17, x + 0.21, top, 0.07));
      const markup = shape(back, "#1a1a1a") + shape(headrest, "#202020", `stroke="#333" stroke-width="1"`);
      items.push({ depth: car.toCamera([x, top, z])[2], markup });
    }
  }
  return items;
}

/** Soft shadow: stacked translucent footprints, much cheaper than an SVG blur. */
function groundShadow(car: PlacedCar, frame: Frame, sunOffset: number): string {
  const { spec } = car.model;
  const parts: string[] = [];
  const ground = (pts: readonly Vec2[]) => pts.map(([x, z]) => toImage(frame, car.toCamera([x, 0.002, z])));
  for (let k = 0; k < 6; k++) {
    const grow = 0.02 + k * 0.07;
    const rect = roundedRect(
      0.1 - grow + sunOffset,
      -0.02 - grow,
      spec.length - 0.1 + grow + sunOffset,
      spec.width + 0.02 + grow,
      0.35 + grow,
    );
    parts.push(shape(ground(rect), "#000000", `fill-opacity="0.085"`));
  }
  parts.push(
    shape(ground(roundedRect(0.4, 0.12, spec.length - 0.4, spec.width - 0.12, 0.3)), "#000000", `fill-opacity="0.35"`),
  );
  for (const wx of car.model.wheelXs) {
    for (const z of [0.15, spec.width - 0.15]) {
      parts.push(shape(ground(ellipsePoints(wx, z, 0.34, 0.2, 20)), "#000000", `fill-opacity="0.45"`));
      parts.push(shape(ground(ellipsePoints(wx, z, 0.2, 0.14, 16)), "#000000", `fill-opacity="0.5"`));
    }
  }
  return parts.join("");
}

/** Painter's order: far wheels, wells, depth-sorted panels and near wheels, faces, near side, mirror. */
function drawCar(doc: SvgDocument, car: PlacedCar, frame: Frame): string {
  const parts: string[] = [];
  for (const wx of car.model.wheelXs) parts.push(farWheel(car, frame, wx));
  parts.push(wheelWells(car, frame));
  const items: DepthItem[] = [...extrudedPanels(car, frame), ...openTopSeats(car, frame)];
  for (const wx of car.model.wheelXs) {
    items.push({
      depth: car.toCamera([wx, car.model.spec.wheelRadius, 0.14])[2],
      markup: nearWheel(doc, car, frame, wx),
    });
  }
  items.sort((a, b) => b.depth - a.depth);
  parts.push(...items.map((item) => item.markup));
  parts.push(frontFace(doc, car, frame), rearFace(doc, car, frame));
  parts.push(nearSide(doc, car, frame));
  if (car.roofRails) parts.push(roofRail(car, frame));
  parts.push(sideMirror(doc, car, frame));
  return parts.join("");
}

// ---------------------------------------------------------------------------------------------
// Background

/** A translucent veil of the sky's haze between two image rows: distance fades things towards the sky colour. */
function haze(doc: SvgDocument, mood: Mood, top: number, bottom: number, opacity: number): void {
  doc.add(
    `<rect x="-10" y="${fmt(top)}" width="${IMAGE_WIDTH + 20}" height="${fmt(bottom - top)}" fill="${mood.haze}" fill-opacity="${opacity}"/>`,
  );
}

function drawSky(doc: SvgDocument, mood: Mood, horizon: number, rng: Rng): void {
  const sky = doc.linearGradient(
    [0, 0],
    [0, horizon],
    [
      [0, mood.zenith],
      [0.55, mixColours(mood.zenith, mood.horizon, 0.55)],
      [1, mood.horizon],
    ],
  );
  doc.add(`<rect x="-10" y="-10" width="${IMAGE_WIDTH + 20}" height="${fmt(horizon + 400)}" fill="${sky}"/>`);
  const glow = doc.radialGradient([
    [0, mood.sunGlow, 0.4],
    [1, mood.sunGlow, 0],
  ]);
  const gx = mood.sunOnLeft ? -100 : IMAGE_WIDTH + 100;
  doc.add(`<ellipse cx="${gx}" cy="${fmt(horizon * 0.15)}" rx="900" ry="650" fill="${glow}"/>`);
  const puff = doc.radialGradient([
    [0, mood.cloud, 0.85],
    [0.55, mood.cloud, 0.5],
    [1, mood.cloud, 0],
  ]);
  const clouds = 2 + Math.floor(rng() * 4);
  for (let c = 0; c < clouds; c++) {
    const cx = between(rng, -100, IMAGE_WIDTH + 100);
    const cy = between(rng, horizon * 0.12, horizon * 0.6);
    const size = between(rng, 80, 220) * (0.6 + (cy / horizon) * 0.6);
    const puffs = 5 + Math.floor(rng() * 6);
    for (let p = 0; p < puffs; p++) {
      const dx = between(rng, -1.6, 1.6) * size;
      const rx = size * between(rng, 0.45, 0.9);
      const ry = rx * between(rng, 0.35, 0.55);
      const dy = -Math.abs(between(rng, 0, 0.5)) * ry * (1 - Math.abs(dx) / (2 * size));
      doc.add(`<ellipse cx="${fmt(cx + dx)}" cy="${fmt(cy + dy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${puff}"/>`);
    }
  }
}

function circlePath(cx: number, cy: number, r: number): string {
  return `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0`;
}

/**
 * A band of trees at one distance: each crown is a cluster of small discs (so the top edge is
 * leafy, not a row of balls) in one of three shades. Discs all wind the same way, so they union.
 */
function drawTreeLine(doc: SvgDocument, frame: Frame, rng: Rng, depth: number, colour: string, tallest: number): void {
  const [x0, x1] = visibleSpan(frame, depth);
  const base = groundPoint(frame, 0, depth)[1];
  const s = frame.scale / depth;
  const shades = [colour, darken(colour, 0.1), lighten(colour, 0.07)];
  const crowns = ["", "", ""];
  for (let x = x0 - 6; x < x1 + 6; x += between(rng, 2, 4)) {
    const height = between(rng, tallest * 0.6, tallest);
    const halfWidth = between(rng, 3, 5.5);
    const shade = Math.floor(rng() * 3);
    const blobs = 12 + Math.floor(rng() * 8);
    for (let b = 0; b < blobs; b++) {
      const a = rng() * Math.PI * 2;
      const reach = Math.sqrt(rng());
      const r = between(rng, 0.9, 1.9);
      const cx = x + Math.cos(a) * reach * (halfWidth - r * 0.5);
      const cy = lerp(2.5, height, 0.55) + Math.sin(a) * reach * ((height - 2.5) / 2 - r * 0.5);
      crowns[shade] += circlePath(frame.offsetX + cx * s, base - cy * s, r * s);
    }
  }
  doc.add(
    `<rect x="-10" y="${fmt(base - 4 * s)}" width="${IMAGE_WIDTH + 20}" height="${fmt(4 * s + 2)}" fill="${shades[1]}"/>`,
  );
  crowns.forEach((d, i) => d && doc.add(`<path d="${d}" fill="${shades[i]}"/>`));
}

const ACCENTS = ["#1f4e8c", "#a8262c", "#2b2f33", "#1d6b5a", "#c8ccd0"] as const;

/** Draws rectangles given in metres on a facade parallel to the image, at one distance. */
interface Facade {
  rect: (x0: number, y0: number, x1: number, y1: number, fill: string, extra?: string) => string;
  /** Pixel position of a facade point, for gradients and paths. */
  at: (x: number, y: number) => Vec2;
  /** Pixels per metre at the facade's distance. */
  scale: number;
}

function facadeAt(frame: Frame, depth: number): Facade {
  const s = frame.scale / depth;
  const base = groundPoint(frame, 0, depth)[1];
  const at = (x: number, y: number): Vec2 => [frame.offsetX + x * s, base - y * s];
  return {
    scale: s,
    at,
    rect: (x0, y0, x1, y1, fill, extra = "") => {
      const [u, v] = at(x0, y1);
      return `<rect x="${fmt(u)}" y="${fmt(v)}" width="${fmt((x1 - x0) * s)}" height="${fmt((y1 - y0) * s)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
    },
  };
}

/** Service wing with roll-up doors. */
function serviceWing(f: Facade, x0: number, width: number, height: number, cladding: string): string {
  const out = [
    f.rect(x0, 0, x0 + width, height - 0.6, darken(cladding, 0.08)),
    f.rect(x0, height - 0.9, x0 + width, height - 0.6, darken(cladding, 0.25)),
  ];
  const doors = Math.max(2, Math.floor(width / 5));
  const doorWidth = (width - 2) / doors - 1;
  for (let k = 0; k < doors; k++) {
    const dx = x0 + 1 + (k * (width - 2)) / doors;
    out.push(f.rect(dx, 0, dx + doorWidth, 3.6, "#aeb2b6"));
    for (let l = 1; l < 9; l++) out.push(f.rect(dx, l * 0.4, dx + doorWidth, l * 0.4 + 0.05, "#8e9296"));
  }
  return out.join("");
}

/** Showroom: glass curtain wall reflecting the sky, mullions, fascia band, and an entrance portal. */
function showroom(
  doc: SvgDocument,
  f: Facade,
  x0: number,
  width: number,
  height: number,
  style: { cladding: string; accent: string; portalAt: number; mood: Mood },
): string {
  const { cladding, accent, mood } = style;
  const x1 = x0 + width;
  const glass = doc.linearGradient(f.at(0, 4.6), f.at(0, 0.3), [
    [0, mixColours(mood.zenith, "#6f8297", 0.5)],
    [0.5, "#3c4855"],
    [1, "#252c33"],
  ]);
  const out = [f.rect(x0, 0, x1, height, cladding), f.rect(x0 + 0.8, 0.3, x1 - 0.8, 4.6, glass)];
  for (let x = x0 + 0.8; x <= x1 - 0.7; x += 1.9) out.push(f.rect(x, 0.3, x + 0.12, 4.6, "#2b3035"));
  out.push(f.rect(x0 + 0.8, 3.1, x1 - 0.8, 3.2, "#2b3035"));
  out.push(f.rect(x0, height - 1.1, x1, height - 0.2, lighten(cladding, 0.35)));
  out.push(f.rect(x0, height - 1.2, x1, height - 1.1, accent));
  // The portal is glass in an accent frame; a solid block would read as a blank billboard.
  const p = lerp(x0, x1, style.portalAt);
  out.push(f.rect(p, 0, p + 5, height + 0.9, accent), f.rect(p + 0.5, 0, p + 4.5, height + 0.35, glass));
  for (const x of [p + 1.8, p + 3.2]) out.push(f.rect(x - 0.05, 0, x + 0.05, height + 0.35, "#2b3035"));
  out.push(f.rect(p + 1.4, 0, p + 3.6, 2.6, "#1b2127"), f.rect(p + 2.47, 0, p + 2.53, 2.6, "#5b646d"));
  out.push(
    f.rect(p - 1, 3.0, p + 6, 3.35, lighten(cladding, 0.2)),
    f.rect(p - 1, 2.8, p + 6, 3.0, "#000000", `fill-opacity="0.18"`),
  );
  return out.join("");
}

/** A low dealership building across the back of the lot, with shrubs along its base. */
function drawDealership(doc: SvgDocument, frame: Frame, rng: Rng, mood: Mood): void {
  const depth = between(rng, 40, 48);
  const f = facadeAt(frame, depth);
  const [spanFrom, spanTo] = visibleSpan(frame, depth);
  const start = lerp(spanFrom, spanTo, between(rng, -0.25, 0.15));
  const serviceWidth = between(rng, 12, 18);
  const showroomWidth = between(rng, 22, 30);
  const height = between(rng, 5.8, 7);
  const accent = pick(rng, ACCENTS);
  const cladding = pick(rng, ["#d9dbdc", "#cfc8bb", "#e3e3df", "#b9bcbf"] as const);
  const portalAt = between(rng, 0.35, 0.6);
  let shrubs = "";
  for (let x = start; x < start + serviceWidth + showroomWidth; x += between(rng, 1.4, 2.6)) {
    const [u, v] = f.at(x, 0.35);
    shrubs += circlePath(u, v, between(rng, 0.5, 0.8) * f.scale);
  }
  doc.add(
    serviceWing(f, start, serviceWidth, height, cladding) +
      showroom(doc, f, start + serviceWidth, showroomWidth, height, { cladding, accent, portalAt, mood }) +
      `<path d="${shrubs}" fill="#3d5a34"/>`,
  );
}

/** Lot lights with strings of pennants: the classic used-car-lot touch, and no text anywhere. */
function drawLightPoles(doc: SvgDocument, frame: Frame, rng: Rng): void {
  const depth = between(rng, 22, 30);
  const [from, to] = visibleSpan(frame, depth);
  const poles: Vec3[] = [];
  for (let x = from + between(rng, -4, 4); x < to + 8; x += between(rng, 11, 16))
    poles.push([x, 0, depth + between(rng, -2, 2)]);
  const out: string[] = [];
  const cam = (p: Vec3): Vec2 => toImage(frame, [p[0], p[1] - CAMERA_HEIGHT, p[2]]);
  const colours = ["#c81e25", "#f4f4f2", "#1f4fa0", "#f2c12e"] as const;
  const pennants = rng() < 0.7;
  for (let i = 0; pennants && i + 1 < poles.length; i++) {
    const a = poles[i];
    const b = poles[i + 1];
    const flags = 26;
    let string = "";
    for (let k = 0; k <= flags; k++) {
      const t = k / flags;
      const p: Vec3 = [lerp(a[0], b[0], t), 6.2 - 1.2 * Math.sin(Math.PI * t), lerp(a[2], b[2], t)];
      const q = cam(p);
      string += `${k ? "L" : "M"}${fmt(q[0])} ${fmt(q[1])}`;
      if (k < flags) {
        const p2: Vec3 = [
          lerp(a[0], b[0], t + 0.6 / flags),
          6.2 - 1.2 * Math.sin(Math.PI * (t + 0.6 / flags)),
          lerp(a[2], b[2], t + 0.6 / flags),
        ];
        const tip: Vec3 = [(p[0] + p2[0]) / 2, (p[1] + p2[1]) / 2 - 0.34, (p[2] + p2[2]) / 2];
        out.push(shape([q, cam(p2), cam(tip)], colours[k % colours.length], `fill-opacity="0.92"`));
      }
    }
    out.unshift(`<path d="${string}" fill="none" stroke="#55585b" stroke-width="1"/>`);
  }
  for (const p of poles) {
    const s = frame.scale / p[2];
    const foot = cam(p);
    const top = cam([p[0], 8, p[2]]);
    out.push(
      `<rect x="${fmt(foot[0] - 0.09 * s)}" y="${fmt(top[1])}" width="${fmt(0.18 * s)}" height="${fmt(foot[1] - top[1])}" fill="#7d8084"/>`,
    );
    out.push(
      `<rect x="${fmt(foot[0] - 0.9 * s)}" y="${fmt(top[1] - 0.05 * s)}" width="${fmt(1.8 * s)}" height="${fmt(0.08 * s)}" fill="#6b6e72"/>`,
    );
    for (const dx of [-0.9, 0.9]) {
      out.push(
        `<rect x="${fmt(foot[0] + (dx - 0.3) * s)}" y="${fmt(top[1] - 0.02 * s)}" width="${fmt(0.6 * s)}" height="${fmt(0.14 * s)}" fill="#4f5256"/>`,
      );
    }
  }
  doc.add(out.join(""));
}

const LOT_PAINTS = [
  "#eeefec",
  "#0f1013",
  "#b2b6ba",
  "#5a5e64",
  "#bf161c",
  "#2456a5",
  "#7b7f84",
  "#1c3a78",
  "#eeefec",
  "#b2b6ba",
] as const;

/** Other stock parked further back, hazed by distance. */
function colourDistance(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return Math.hypot(ca[0] - cb[0], ca[1] - cb[1], ca[2] - cb[2]);
}

function backgroundCars(doc: SvgDocument, frame: Frame, rng: Rng, mood: Mood, subjectPaint: string): void {
  const depth = between(rng, 17, 21);
  const [from, to] = visibleSpan(frame, depth);
  let x = from - between(rng, 1, 4);
  while (x < to + 3) {
    const style = pick(rng, BODY_STYLES);
    const model = carModelFor(style);
    const yaw = between(rng, -30, 30);
    const centre: Vec2 = [x + model.spec.length / 2, depth + between(rng, -1.5, 2.5)];
    let base = pick(rng, LOT_PAINTS);
    // Keep the subject the only car of its colour, so it stands out as the one for sale.
    for (let tries = 0; tries < 4 && colourDistance(base, subjectPaint) < 90; tries++) base = pick(rng, LOT_PAINTS);
    const paint = mixColours(base, mood.haze, 0.3);
    const car: PlacedCar = {
      model,
      paint: paintTonesFor(paint, mood),
      sky: mood.horizon,
      rim: rimStyleFor(style, rng),
      roofRails: false,
      chromeTrim: false,
      toCamera: placedInCameraSpace(model, centre, yaw),
      detail: "low",
    };
    doc.add(groundShadow(car, frame, 0));
    doc.add(drawCar(doc, car, frame));
    x += model.spec.length + between(rng, 1.2, 3.2);
  }
  // Atmospheric haze over everything this far away.
  haze(doc, mood, toImage(frame, [0, 2.2 - CAMERA_HEIGHT, depth])[1], groundPoint(frame, 0, depth - 3)[1], 0.14);
}

// ---------------------------------------------------------------------------------------------
// Asphalt texture (a seeded PNG, generated once and embedded as a data URI)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Minimal RGBA PNG encoder, so SVG building stays synchronous and free of sharp. */
function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(raw, { level: 6 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function valueNoise(x: number, y: number, seed: number): number {
  const hash = (ix: number, iy: number) => seededRandom(hashString(`${seed}:${ix}:${iy}`))();
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = smoothstep(0, 1, x - x0);
  const fy = smoothstep(0, 1, y - y0);
  return lerp(lerp(hash(x0, y0), hash(x0 + 1, y0), fx), lerp(hash(x0, y0 + 1), hash(x0 + 1, y0 + 1), fx), fy);
}

const GRAIN_WIDTH = 800;
const GRAIN_HEIGHT = 360;
let grainUri: string | undefined;

/**
 * Aggregate grain plus faint resurfacing patches, laid out in perspective (top row = far away) so
 * it can be stretched over the lot from the far kerb to the bottom of the image.
 */
function asphaltTextureUri(): string {
  if (grainUri) return grainUri;
  const rng = seededRandom(0x5eed);
  const pixels = Buffer.alloc(GRAIN_WIDTH * GRAIN_HEIGHT * 4);
  const patchCache = new Map<string, number>();
  for (let row = 0; row < GRAIN_HEIGHT; row++) {
    const near = (row + 0.5) / GRAIN_HEIGHT;
    const depth = 1 / (0.03 + near);
    const fine = 0.025 + 0.075 * near;
    for (let col = 0; col < GRAIN_WIDTH; col++) {
      const gx = ((col - GRAIN_WIDTH / 2) / GRAIN_WIDTH) * depth * 2;
      const key = `${Math.round(gx * 4)}:${Math.round(depth * 4)}`;
      let patch = patchCache.get(key);
      if (patch === undefined) {
        patch = valueNoise(gx * 0.6, depth * 0.6, 7) - 0.5;
        patchCache.set(key, patch);
      }
      const n = clamp((rng() - 0.5) * fine * 2 + patch * 0.09, -0.3, 0.3);
      const i = (row * GRAIN_WIDTH + col) * 4;
      const v = n > 0 ? 255 : 0;
      pixels[i] = v;
      pixels[i + 1] = v;
      pixels[i + 2] = v;
      pixels[i + 3] = Math.round(Math.abs(n) * 255);
    }
  }
  grainUri = `data:image/png;base64,${encodePng(GRAIN_WIDTH, GRAIN_HEIGHT, pixels).toString("base64")}`;
  return grainUri;
}

// ---------------------------------------------------------------------------------------------
// Ground: kerb, asphalt, painted stalls, crack sealant, stains

/** Distance from the camera to the lot's far kerb, in front of the showroom. */
const KERB_DEPTH = 38;

/** Grass and fields between the tree line and the lot's far kerb. */
function drawFarField(doc: SvgDocument, frame: Frame, mood: Mood): void {
  const far = groundPoint(frame, 0, 120)[1];
  const kerb = groundPoint(frame, 0, KERB_DEPTH)[1];
  const field = doc.linearGradient(
    [0, far],
    [0, kerb],
    [
      [0, mixColours("#6f7f5c", mood.haze, 0.55)],
      [1, mixColours("#5f7447", mood.haze, 0.3)],
    ],
  );
  doc.add(
    `<rect x="-10" y="${fmt(far)}" width="${IMAGE_WIDTH + 20}" height="${fmt(kerb - far + 2)}" fill="${field}"/>`,
  );
}

/** Projects polygons lying on the subject car's ground plane, cut off just in front of the lens. */
interface LotPlane {
  ground: (x: number, z: number) => Vec3;
  polygon: (pts: readonly Vec3[]) => Vec2[];
  length: number;
  width: number;
  /** Where the stall grid starts, relative to the subject. */
  offset: number;
}

const STALL_WIDTH = 2.75;

function lotPlane(frame: Frame, subjectToCamera: ToCamera, subject: CarModel, rng: Rng): LotPlane {
  return {
    ground: (x, z) => subjectToCamera([x, 0.001, z]),
    polygon: (pts) => clipPolygon(pts, (c) => c[2] - NEAR_PLANE - 0.2, lerp3).map((c) => toImage(frame, c)),
    length: subject.spec.length,
    width: subject.spec.width,
    offset: between(rng, -1.2, 1.2),
  };
}

/** Asphalt from the far kerb down, hazier with distance, and the kerb itself. */
function asphaltSurface(doc: SvgDocument, frame: Frame, mood: Mood, rng: Rng): void {
  const kerb = groundPoint(frame, 0, KERB_DEPTH)[1];
  const tone = pick(rng, ["#56575a", "#4d4e51", "#5d5d5b", "#4a4b4f"] as const);
  const asphalt = doc.linearGradient(
    [0, kerb],
    [0, IMAGE_HEIGHT],
    [
      [0, mixColours(tone, mood.haze, 0.45)],
      [0.25, mixColours(tone, mood.haze, 0.15)],
      [1, darken(tone, 0.18)],
    ],
  );
  doc.add(
    `<rect x="-10" y="${fmt(kerb)}" width="${IMAGE_WIDTH + 20}" height="${fmt(IMAGE_HEIGHT - kerb + 10)}" fill="${asphalt}"/>`,
  );
  const kerbTop = toImage(frame, [0, 0.15 - CAMERA_HEIGHT, KERB_DEPTH])[1];
  doc.add(
    `<rect x="-10" y="${fmt(kerbTop)}" width="${IMAGE_WIDTH + 20}" height="${fmt(Math.max(1, kerb - kerbTop))}" fill="${mixColours("#c9c7c0", mood.haze, 0.3)}"/>`,
  );
}

/** Stall dividers in front of and behind the car (which stands in the aisle) and the row's end line. */
function stallMarkings(lot: LotPlane, rng: Rng): string {
  const { ground, polygon, length, width } = lot;
  const colour = rng() < 0.3 ? "#d8b93a" : "#e6e4dc";
  const marks: string[] = [];
  for (let k = -6; k <= 8; k++) {
    const x = length / 2 + lot.offset + (k - 0.5) * STALL_WIDTH;
    for (const [z0, z1] of [
      [width + 1.1, width + 6.6],
      [-1.1, -6.6],
    ] as const) {
      const pts = polygon([ground(x - 0.055, z0), ground(x + 0.055, z0), ground(x + 0.055, z1), ground(x - 0.055, z1)]);
      if (pts.length > 2) marks.push(shape(pts, colour, `fill-opacity="${between(rng, 0.6, 0.85).toFixed(2)}"`));
    }
  }
  const rowLine = polygon([
    ground(-30, width + 6.6),
    ground(length + 30, width + 6.6),
    ground(length + 30, width + 6.72),
    ground(-30, width + 6.72),
  ]);
  if (rowLine.length > 2) marks.push(shape(rowLine, colour, `fill-opacity="0.6"`));
  return marks.join("");
}

/** Oil stains in the stalls behind and a few black crack-sealant squiggles: lots are never clean. */
function lotBlemishes(lot: LotPlane, frame: Frame, rng: Rng): string {
  const { ground, polygon, length, width } = lot;
  const marks: string[] = [];
  for (let k = -3; k <= 4; k++) {
    const cx = length / 2 + lot.offset + k * STALL_WIDTH + between(rng, -0.4, 0.4);
    const cz = width + between(rng, 3, 4.5);
    const pts = polygon(
      ellipsePoints(cx, cz, between(rng, 0.3, 0.6), between(rng, 0.4, 0.8), 18).map(([x, z]) => ground(x, z)),
    );
    if (pts.length > 2) marks.push(shape(pts, "#1f2022", `fill-opacity="${between(rng, 0.08, 0.2).toFixed(2)}"`));
  }
  for (let k = 0; k < 5; k++) {
    let x = between(rng, -6, length + 6);
    let z = between(rng, -3, 14);
    let heading = between(rng, 0, Math.PI * 2);
    const pts: Vec3[] = [];
    for (let s = 0; s < 9; s++) {
      pts.push(ground(x, z));
      heading += between(rng, -0.7, 0.7);
      x += Math.cos(heading) * 0.35;
      z += Math.sin(heading) * 0.35;
    }
    const visible = pts.filter((c) => c[2] > NEAR_PLANE + 0.5).map((c) => toImage(frame, c));
    if (visible.length < 2) continue;
    const mid = pts[Math.floor(pts.length / 2)];
    marks.push(line(visible, "#262729", (frame.scale * 0.018) / Math.max(mid[2], 1), `stroke-opacity="0.3"`));
  }
  return marks.join("");
}

function drawLot(
  doc: SvgDocument,
  frame: Frame,
  mood: Mood,
  rng: Rng,
  subjectToCamera: ToCamera,
  subject: CarModel,
): void {
  asphaltSurface(doc, frame, mood, rng);
  // Markings live in the subject car's ground plane, so their perspective matches the car's.
  const lot = lotPlane(frame, subjectToCamera, subject, rng);
  doc.add(stallMarkings(lot, rng) + lotBlemishes(lot, frame, rng));
  const kerb = groundPoint(frame, 0, KERB_DEPTH)[1];
  doc.add(
    `<image x="-10" y="${fmt(kerb)}" width="${IMAGE_WIDTH + 20}" height="${fmt(IMAGE_HEIGHT - kerb + 10)}" preserveAspectRatio="none" href="${asphaltTextureUri()}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Views and the whole photo

interface ViewSetup {
  /** Degrees the camera has walked round from the side towards the front (negative: the rear). */
  yaw: number;
  /** Camera distance as a multiple of car length, plus a fixed margin. */
  distance: number;
  /** Flip the image so rear shots face the other way (reads as the passenger side). */
  mirrored: boolean;
  /** Image row of the car's lowest point. */
  bottom: number;
  /** Share of the image width the car spans. */
  widthFraction: number;
}

const VIEW_SETUPS: Record<PhotoView, ViewSetup> = {
  side: { yaw: 0, distance: 1.55, mirrored: false, bottom: 915, widthFraction: 0.8 },
  front: { yaw: 36, distance: 1.25, mirrored: false, bottom: 965, widthFraction: 0.8 },
  rear: { yaw: -34, distance: 1.25, mirrored: true, bottom: 965, widthFraction: 0.8 },
  closeup: { yaw: 14, distance: 1.4, mirrored: false, bottom: 930, widthFraction: 0.82 },
};

/** Scale and offset so the subject fills the intended part of the frame. */
function fitFrame(car: PlacedCar, setup: ViewSetup): Frame {
  const { profile, spec } = car.model;
  const cams: Vec3[] = [];
  for (const p of profile) for (const z of [0, spec.width]) cams.push(car.toCamera([p.x, p.y, z]));
  const us = cams.map((c) => c[0] / c[2]);
  const vs = cams.map((c) => -c[1] / c[2]);
  const [u0, u1] = [Math.min(...us), Math.max(...us)];
  const [v0, v1] = [Math.min(...vs), Math.max(...vs)];
  const scale = Math.min((IMAGE_WIDTH * setup.widthFraction) / (u1 - u0), (IMAGE_HEIGHT * 0.55) / (v1 - v0));
  return { scale, offsetX: IMAGE_WIDTH / 2 - (scale * (u0 + u1)) / 2, offsetY: setup.bottom - scale * v1 };
}

/** Close-up: a 4:3 window around the front wheel of the full render (vector crop, so still sharp). */
function closeupViewBox(car: PlacedCar, frame: Frame): [number, number, number, number] {
  const wx = car.model.wheelXs[0];
  const r = car.model.spec.wheelRadius;
  const centre = carPoint(car, frame, wx + 0.25, r + 0.28, 0);
  const width = pixelsPerMetre(car, frame, wx, r) * 2.3;
  const height = (width * IMAGE_HEIGHT) / IMAGE_WIDTH;
  return [centre[0] - width / 2, centre[1] - height / 2, width, height];
}

/** Builds the complete SVG for one photo. Pure and deterministic. */
export function renderVehiclePhotoSvg(subject: PhotoSubject, view: PhotoView): string {
  const look = lookFor(subject);
  const setup = VIEW_SETUPS[view];
  const model = carModelFor(subject.bodyStyle);
  const toCamera = orbitCamera(model, setup.yaw, setup.distance * model.spec.length + 1.2);
  const car: PlacedCar = {
    model,
    paint: paintTonesFor(look.paint, look.mood),
    sky: mixColours(look.mood.horizon, look.mood.zenith, 0.3),
    rim: look.rim,
    roofRails: look.roofRails,
    chromeTrim: look.chromeTrim,
    toCamera,
    detail: "full",
  };
  const frame = fitFrame(car, setup);
  // Scenery varies per view (the photographer walked around), the car does not.
  const rng = seededRandom(hashString(`${look.lotSeed}:${view}`));
  const doc = new SvgDocument();
  const mood = setup.mirrored ? { ...look.mood, sunOnLeft: !look.mood.sunOnLeft } : look.mood;

  doc.add(setup.mirrored ? `<g transform="matrix(-1 0 0 1 ${IMAGE_WIDTH} 0)">` : "<g>");
  drawSky(doc, mood, horizonY(frame), rng);
  drawTreeLine(doc, frame, rng, 140, mixColours("#4a5e45", mood.haze, 0.55), 22);
  drawTreeLine(doc, frame, rng, 85, mixColours("#3d5337", mood.haze, 0.38), 17);
  drawFarField(doc, frame, mood);
  drawDealership(doc, frame, rng, mood);
  haze(doc, mood, -10, groundPoint(frame, 0, 40)[1], 0.12); // aerial perspective on the building
  drawLot(doc, frame, mood, rng, toCamera, model);
  drawLightPoles(doc, frame, rng);
  backgroundCars(doc, frame, rng, mood, look.paint);
  if (view === "closeup") {
    // A blur would be the honest depth of field but costs ~1 s per frame in librsvg; haze is free.
    haze(doc, mood, -10, groundPoint(frame, 0, KERB_DEPTH * 0.45)[1], 0.28);
  }
  doc.add(groundShadow(car, frame, mood.sunOnLeft ? 0.15 : -0.15));
  doc.add(drawCar(doc, car, frame));
  doc.add("</g>");

  // A faint vignette, as a real lens would give.
  const vignette = doc.radialGradient([
    [0.6, "#000000", 0],
    [1, "#000000", 0.22],
  ]);
  const viewBox: [number, number, number, number] =
    view === "closeup" ? closeupViewBox(car, frame) : [0, 0, IMAGE_WIDTH, IMAGE_HEIGHT];
  doc.add(
    `<rect x="${fmt(viewBox[0])}" y="${fmt(viewBox[1])}" width="${fmt(viewBox[2])}" height="${fmt(viewBox[3])}" fill="${vignette}"/>`,
  );
  return doc.render(viewBox);
}

export async function renderVehiclePhoto(subject: PhotoSubject, view: PhotoView): Promise<Buffer> {
  return sharp(Buffer.from(renderVehiclePhotoSvg(subject, view)))
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Reading vehicle files

export function viewForPhotoFile(file: string): PhotoView | undefined {
  const match = /-(side|front|rear|closeup)\.jpe?g$/i.exec(file);
  return match ? (match[1].toLowerCase() as PhotoView) : undefined;
}

/** Paths inside the working directory are shown relative to it, others in full. */
function displayPath(p: string): string {
  const relative = path.relative(process.cwd(), p);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : p;
}

class VehicleFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`cannot read ${displayPath(file)}: ${reason}`);
  }
}

interface PhotoJob {
  subject: PhotoSubject;
  view: PhotoView;
  output: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isBodyStyle = (v: unknown): v is BodyStyle =>
  typeof v === "string" && (BODY_STYLES as readonly string[]).includes(v);

function readVehicleJobs(file: string, photosDir: string, warn: (message: string) => void): PhotoJob[] {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new VehicleFileError(file, error instanceof Error ? error.message : String(error));
  }
  if (!isRecord(data)) throw new VehicleFileError(file, "expected a JSON object");
  const { stockNumber, bodyStyle, exteriorColor, photos } = data;
  if (typeof stockNumber !== "string" || stockNumber === "") throw new VehicleFileError(file, "missing stockNumber");
  if (typeof exteriorColor !== "string") throw new VehicleFileError(file, "missing exteriorColor");
  if (!Array.isArray(photos)) throw new VehicleFileError(file, "missing photos list");
  if (!isBodyStyle(bodyStyle))
    warn(`${displayPath(file)}: unknown bodyStyle ${JSON.stringify(bodyStyle)}, drawing a sedan`);
  const subject: PhotoSubject = { stockNumber, bodyStyle: isBodyStyle(bodyStyle) ? bodyStyle : "Sedan", exteriorColor };
  return photos.map((photo, index) => {
    const name = isRecord(photo) ? photo.file : undefined;
    if (typeof name !== "string" || name === "") throw new VehicleFileError(file, `photos[${index}] has no file name`);
    const normalised = path.posix.normalize(name);
    if (path.isAbsolute(name) || normalised.startsWith(".."))
      throw new VehicleFileError(file, `photos[${index}] (${name}) is outside the photos folder`);
    let view = viewForPhotoFile(name);
    if (!view) {
      warn(`${displayPath(file)}: ${name} does not end in -side/-front/-rear/-closeup.jpg, drawing a side view`);
      view = "side";
    }
    const output = path.join(photosDir, normalised);
    return { subject, view, output };
  });
}

// ---------------------------------------------------------------------------------------------
// CLI

async function writePhoto(job: PhotoJob): Promise<void> {
  const jpeg = await renderVehiclePhoto(job.subject, job.view);
  fs.mkdirSync(path.dirname(job.output), { recursive: true });
  // Write then rename, so an interrupted run never leaves a truncated JPEG that later runs would skip.
  const temp = `${job.output}.${process.pid}.tmp`;
  fs.writeFileSync(temp, jpeg);
  fs.renameSync(temp, job.output);
}

async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export async function main(argv: readonly string[]): Promise<number> {
  const force = argv.includes("--force");
  const unknownFlags = argv.filter((a) => a.startsWith("-") && a !== "--force");
  if (unknownFlags.length > 0) {
    console.error(
      `make-sample-photos: unknown option ${unknownFlags[0]}\nusage: make-sample-photos [contentDir] [--force]`,
    );
    return 2;
  }
  const contentDir = path.resolve(argv.find((a) => !a.startsWith("-")) ?? "content/vehicles");
  if (!fs.existsSync(contentDir)) {
    console.error(`make-sample-photos: no such folder ${contentDir}`);
    return 1;
  }
  const photosDir = path.join(contentDir, "photos");
  const vehicleFiles = fs
    .readdirSync(contentDir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const warnings: string[] = [];
  const jobs: PhotoJob[] = [];
  const seen = new Set<string>();
  try {
    for (const f of vehicleFiles) {
      for (const job of readVehicleJobs(path.join(contentDir, f), photosDir, (w) => warnings.push(w))) {
        if (seen.has(job.output)) continue;
        seen.add(job.output);
        jobs.push(job);
      }
    }
  } catch (error) {
    if (error instanceof VehicleFileError) {
      console.error(`make-sample-photos: ${error.message}`);
      return 1;
    }
    throw error;
  }
  for (const w of warnings) console.warn(`make-sample-photos: warning: ${w}`);

  const todo = force ? jobs : jobs.filter((job) => !fs.existsSync(job.output));
  const started = performance.now();
  await runPool(todo, Math.max(1, os.availableParallelism?.() ?? os.cpus().length), writePhoto);
  const seconds = (performance.now() - started) / 1000;
  const where = displayPath(photosDir);
  console.log(
    `make-sample-photos: ${vehicleFiles.length} vehicles, wrote ${todo.length} photo${todo.length === 1 ? "" : "s"}, ` +
      `skipped ${jobs.length - todo.length} already present, in ${seconds.toFixed(1)} s → ${where}`,
  );
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`make-sample-photos: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exitCode = 1;
    },
  );
}
