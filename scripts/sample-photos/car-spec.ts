/**
 * The shape of a body style: side outline, pillars, lamps and trim, in metres (x from the front bumper
 * backwards, y up from the ground, z across the car from the near side at 0 to the far side at `width`).
 */
import type { Vec2 } from "./types";

export type Surface = "paint" | "glass" | "cabin" | "bed" | "trim" | "well";

/** A corner of the side outline; `surface` is what the edge leaving this corner is made of. */
export interface OutlineCorner {
  x: number;
  y: number;
  r: number;
  surface: Surface;
}

export interface ProfilePoint {
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

export interface CarSpec {
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

export const corner = (x: number, y: number, r: number, surface: Surface = "paint"): OutlineCorner => ({
  x,
  y,
  r,
  surface,
});
