/** The whole car in painter's order, with wells, mirror, roof rails, open-top seats and its shadow. */
import { toImage, type Frame } from "./camera";
import { frontFace, rearFace } from "./car-faces";
import { archGeometry, outlineTopAt, xOnLine } from "./car-model";
import {
  TRIM_BLACK,
  WELL_BLACK,
  carPoint,
  extrudedPanels,
  nearSidePoint,
  pixelsPerMetre,
  type DepthItem,
  type PlacedCar,
} from "./car-panels";
import { ellipsePoints, lerp, roundedRect } from "./geometry";
import { nearSide } from "./near-side";
import { fmt, shape, type SvgDocument } from "./svg";
import type { Vec2 } from "./types";
import { farWheel, nearWheel } from "./wheels";

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
export function groundShadow(car: PlacedCar, frame: Frame, sunOffset: number): string {
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
export function drawCar(doc: SvgDocument, car: PlacedCar, frame: Frame): string {
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
