/** What a photo depends on and how big it is, plus the small vector types every part uses. */
import type { BodyStyle } from "../../src/lib/content/vehicle-fields";

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

export type Vec2 = readonly [number, number];
export type Vec3 = readonly [number, number, number];
export type Rng = () => number;
