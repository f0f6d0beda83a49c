/** The ground: far field, kerb, asphalt, painted stalls, crack sealant and stains. */
import { asphaltTextureUri } from "./asphalt-texture";
import { CAMERA_HEIGHT, NEAR_PLANE, groundPoint, toImage, type Frame, type ToCamera } from "./camera";
import type { CarModel } from "./car-model";
import { darken, mixColours } from "./colour";
import { clipPolygon, ellipsePoints, lerp3 } from "./geometry";
import type { Mood } from "./mood";
import { between, pick } from "./random";
import { fmt, line, shape, type SvgDocument } from "./svg";
import { IMAGE_HEIGHT, IMAGE_WIDTH, type Rng, type Vec2, type Vec3 } from "./types";

/** Distance from the camera to the lot's far kerb, in front of the showroom. */
export const KERB_DEPTH = 38;

/** Grass and fields between the tree line and the lot's far kerb. */
export function drawFarField(doc: SvgDocument, frame: Frame, mood: Mood): void {
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

export function drawLot(
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
