// What a photo upload must be for the site to use it well: a photo format the build reads, small enough to
// upload and resize (in bytes, and in pixels: photo-size-limit.ts), and wide enough to fill a vehicle page's
// gallery on a large screen. One rule set for the editor's field (any backend) and the local backend (which
// refuses the file before it is written).
import { sniffImage } from "../feed-import/sniff-image";
import { photoSizeProblem } from "../images/photo-size-limit";

/** @internal exported for its unit tests */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
const MIN_PHOTO_WIDTH = 800;

export type PhotoType = "jpg" | "png" | "webp" | "avif";

const AVIF_BRANDS = ["avif", "avis"];

/**
 * The photo's format by its first bytes (never by its name), or undefined when it is none of ours.
 * @internal exported for its unit tests
 */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  const known = sniffImage(bytes);
  if (known) return known;
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(4, 8) === "ftyp" && AVIF_BRANDS.includes(text(8, 12))) return "avif";
  return undefined;
}

export interface PhotoFacts {
  /** The first bytes of the file (16 are enough). */
  head: Uint8Array;
  size: number;
  /** Pixels across and down, as its header says, when the file could be read. */
  width: number | undefined;
  height: number | undefined;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a photo cannot be used, in words for staff; undefined when it can. */
export function photoUploadProblem(name: string, facts: PhotoFacts): string | undefined {
  if (!photoTypeOf(facts.head))
    return `${name} is not a JPEG, PNG, WebP or AVIF photo. Save it as JPEG and upload it again.`;
  if (facts.size > MAX_PHOTO_BYTES)
    return `${name} is ${megabytes(facts.size)}, more than the ${megabytes(MAX_PHOTO_BYTES)} allowed. Export it smaller (the site resizes photos itself).`;
  if (facts.width === undefined || facts.height === undefined)
    return `${name} could not be read as a photo (the file may be damaged).`;
  const tooLarge = photoSizeProblem(name, { width: facts.width, height: facts.height });
  if (tooLarge) return `${tooLarge}. Export it smaller (the site resizes photos itself).`;
  if (facts.width < MIN_PHOTO_WIDTH)
    return `${name} is ${facts.width} pixels wide; photos must be at least ${MIN_PHOTO_WIDTH} pixels wide to look sharp on the vehicle page.`;
  return undefined;
}
