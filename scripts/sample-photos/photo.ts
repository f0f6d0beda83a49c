/** One complete photo: the view's camera, the scene in order, and the JPEG. */
import sharp from "sharp";
import { seededRandom } from "../../src/lib/seeded-random";
import { backgroundCars, drawDealership, drawLightPoles, drawSky, drawTreeLine, haze } from "./background";
import { groundPoint, horizonY, orbitCamera, type Frame } from "./camera";
import { drawCar, groundShadow } from "./car";
import { carModelFor } from "./car-model";
import { carPoint, pixelsPerMetre, type PlacedCar } from "./car-panels";
import { mixColours } from "./colour";
import { lookFor, paintTonesFor } from "./look";
import { KERB_DEPTH, drawFarField, drawLot } from "./lot";
import { hashString } from "./random";
import { SvgDocument, fmt } from "./svg";
import { IMAGE_HEIGHT, IMAGE_WIDTH, type PhotoSubject, type PhotoView, type Vec3 } from "./types";

const JPEG_OPTIONS = { quality: 80, mozjpeg: true, progressive: true } as const;

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
function renderVehiclePhotoSvg(subject: PhotoSubject, view: PhotoView): string {
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
