// Distinct photos for generated inventories, as a dealer's lot has them (20 to 40 a car, none shared): each
// vehicle's n-th photo is one of the sample photos cropped, tinted and perhaps mirrored in its own
// way, the same for the same vehicle, photo and seed. Drawn by scripts/generate-inventory.ts with sharp.
import { seededRandom } from "../seeded-random";

/** How one generated photo is made from a sample photo. */
export interface PhotoVariant {
  /** Index of the sample photo it is made from. */
  source: number;
  /** The part of the sample kept, as fractions of its width and height (4:3 like the output). */
  crop: { left: number; top: number; width: number; height: number };
  /** Each colour channel's factor (red, green, blue): a tint and a brightness of its own. */
  tint: [number, number, number];
  mirrored: boolean;
}

/** The variant of vehicle `vehicle`'s photo `photo`, made from one of `sources` sample photos. */
export function photoVariant(vehicle: number, photo: number, sources: number, seed = 1): PhotoVariant {
  if (sources < 1) throw new Error("photoVariant needs at least one sample photo");
  const random = seededRandom(((seed * 1_000_003 + vehicle) * 1_009 + photo) >>> 0 || 1);
  const width = 0.7 + random() * 0.3;
  return {
    source: (vehicle * 7 + photo) % sources,
    crop: { left: random() * (1 - width), top: random() * (1 - width), width, height: width },
    tint: [0.8 + random() * 0.35, 0.8 + random() * 0.35, 0.8 + random() * 0.35],
    mirrored: random() < 0.5,
  };
}

/** The generated photo's file name: the vehicle's own prefix and the photo's number. */
export function variantFileName(vehiclePrefix: string, photo: number): string {
  return `${vehiclePrefix}-${String(photo + 1).padStart(2, "0")}.jpg`;
}
