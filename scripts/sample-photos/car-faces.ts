/** The front and rear faces of the car: grille, lamps, bumpers and plates without text. */
import type { Frame } from "./camera";
import { outlineXAt, sideZ } from "./car-model";
import { carPoint, chromeBar, pixelsPerMetre, type PlacedCar } from "./car-panels";
import { darken } from "./colour";
import { densify, ellipsePoints, lerp, roundedRect, signedArea } from "./geometry";
import { fmt, line, shape, type SvgDocument } from "./svg";
import type { Vec2 } from "./types";

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

/** Horizontal slats across a grille or intake: `count - 1` lines evenly between two heights, `inset` in from each side. */
function slats(
  on: (pts: readonly Vec2[]) => Vec2[],
  width: number,
  [from, to]: readonly [number, number],
  count: number,
  inset: number,
  colour: string,
  strokeWidth: number,
): string[] {
  return Array.from({ length: count - 1 }, (_, i) => {
    const y = lerp(from, to, (i + 1) / count);
    const ends: Vec2[] = [
      [inset, y],
      [width - inset, y],
    ];
    return line(on(ends).slice(0, 12), colour, strokeWidth);
  });
}

export function frontFace(doc: SvgDocument, car: PlacedCar, frame: Frame): string {
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
    parts.push(...slats(on, w, [lamp.y0 - 0.26, hood - 0.09], 5, 0.46, "#7d8186", px * 0.02));
  } else {
    parts.push(shape(on(roundedRect(0.5, lamp.y0 - 0.08, w - 0.5, lamp.y1 - 0.01, 0.03)), "#141516"));
    const intake = [
      [0.36, bottom + 0.06],
      [w - 0.36, bottom + 0.06],
      [w - 0.44, lamp.y0 - 0.14],
      [0.44, lamp.y0 - 0.14],
    ] as const;
    parts.push(shape(on(intake), "#121314"));
    parts.push(...slats(on, w, [bottom + 0.06, lamp.y0 - 0.14], 4, 0.42, "#2c2e31", px * 0.012));
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

export function rearFace(doc: SvgDocument, car: PlacedCar, frame: Frame): string {
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
