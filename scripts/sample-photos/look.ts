/** Per-vehicle choices seeded from the stock number: paint tones, rims and trim. */
import type { BodyStyle } from "../../src/lib/content/vehicle-fields";
import { seededRandom } from "../../src/lib/seeded-random";
import { CAR_SPECS } from "./car-model";
import { colourForName, luminance, mixColours } from "./colour";
import { moodFor, type Mood } from "./mood";
import { hashString, pick } from "./random";
import type { PhotoSubject, Rng } from "./types";

export interface PaintTones {
  top: string;
  highlight: string;
  upper: string;
  mid: string;
  low: string;
  rocker: string;
}

/** Tones for a glossy finish: upper panels mirror the sky, lower panels the darker ground. */
export function paintTonesFor(hex: string, mood: Mood): PaintTones {
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

export interface RimStyle {
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

export function rimStyleFor(style: BodyStyle, rng: Rng): RimStyle {
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

export function lookFor(subject: PhotoSubject): VehicleLook {
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
