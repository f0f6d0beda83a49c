/** Wheels: the far ones' dark inner faces and the near ones in full (tyre, rim, brake, spokes, nuts). */
import type { Frame } from "./camera";
import { carPoint, pixelsPerMetre, type PlacedCar } from "./car-panels";
import { convexHull, degrees, ellipsePoints, lerp } from "./geometry";
import type { RimStyle } from "./look";
import { fmt, pathData, shape, type SvgDocument } from "./svg";
import type { Vec2 } from "./types";

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
export function farWheel(car: PlacedCar, frame: Frame, wheelX: number): string {
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
export function nearWheel(doc: SvgDocument, car: PlacedCar, frame: Frame, wheelX: number): string {
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
