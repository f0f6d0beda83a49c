// The largest photo the site takes, by its pixels: 12,000 a side and 50 megapixels. A decoder needs memory and
// time by the pixel, not by the file's bytes: a 1 MB PNG of 16,383 x 16,383 pixels took 31 s and 2.2 GB to resize.
// One rule for every place a photo comes in or is decoded (the import, the editor and its backend, the build, the
// image service), each checking it on the photo's header, before anything decodes it. A camera's largest photos
// (about 45 megapixels, 8,256 x 5,504) pass.

const MAX_PHOTO_SIDE = 12_000;
/** Also sharp's `limitInputPixels` wherever a photo is decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000;

export interface PhotoDimensions {
  width: number;
  height: number;
}

/** `16383` as `16,383` (no Intl: this runs in the editor's page too, and the digits are all it needs). */
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Why a photo of these dimensions is refused, after its name; undefined when it is within the limit. */
export function photoSizeProblem(name: string, { width, height }: PhotoDimensions): string | undefined {
  if (width <= MAX_PHOTO_SIDE && height <= MAX_PHOTO_SIDE && width * height <= MAX_PHOTO_PIXELS) return undefined;
  return `${name} is ${grouped(width)} x ${grouped(height)} pixels; photos may be at most ${grouped(MAX_PHOTO_SIDE)} pixels a side and ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`;
}
