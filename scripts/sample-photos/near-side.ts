/** The near side of the car: reflective panels, creases, sills, shut lines, lamps, glass and handles. */
import type { Frame } from "./camera";
import { outlineXAt, xOnLine, yOnLine } from "./car-model";
import { GLASS, TRIM_BLACK, carPoint, chromeBar, nearSidePoint, pixelsPerMetre, type PlacedCar } from "./car-panels";
import type { CarSpec } from "./car-spec";
import { darken, mixColours } from "./colour";
import { ellipsePoints, lerp, roundedRect } from "./geometry";
import { fmt, line, shape, type SvgDocument } from "./svg";
import type { Vec2 } from "./types";

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
export function nearSide(doc: SvgDocument, car: PlacedCar, frame: Frame): string {
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
