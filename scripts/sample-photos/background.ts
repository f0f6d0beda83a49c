/** Behind the lot: sky, tree line, dealership building, light poles and other stock. */
import { BODY_STYLES } from "../../src/lib/content/vehicle-fields";
import { CAMERA_HEIGHT, groundPoint, placedInCameraSpace, toImage, visibleSpan, type Frame } from "./camera";
import { drawCar, groundShadow } from "./car";
import { carModelFor } from "./car-model";
import type { PlacedCar } from "./car-panels";
import { darken, lighten, mixColours, parseHex } from "./colour";
import { lerp } from "./geometry";
import { paintTonesFor, rimStyleFor } from "./look";
import type { Mood } from "./mood";
import { between, pick } from "./random";
import { fmt, shape, type SvgDocument } from "./svg";
import { IMAGE_WIDTH, type Rng, type Vec2, type Vec3 } from "./types";

/** A translucent veil of the sky's haze between two image rows: distance fades things towards the sky colour. */
export function haze(doc: SvgDocument, mood: Mood, top: number, bottom: number, opacity: number): void {
  doc.add(
    `<rect x="-10" y="${fmt(top)}" width="${IMAGE_WIDTH + 20}" height="${fmt(bottom - top)}" fill="${mood.haze}" fill-opacity="${opacity}"/>`,
  );
}

export function drawSky(doc: SvgDocument, mood: Mood, horizon: number, rng: Rng): void {
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
export function drawTreeLine(
  doc: SvgDocument,
  frame: Frame,
  rng: Rng,
  depth: number,
  colour: string,
  tallest: number,
): void {
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
export function drawDealership(doc: SvgDocument, frame: Frame, rng: Rng, mood: Mood): void {
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
export function drawLightPoles(doc: SvgDocument, frame: Frame, rng: Rng): void {
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

export function backgroundCars(doc: SvgDocument, frame: Frame, rng: Rng, mood: Mood, subjectPaint: string): void {
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
