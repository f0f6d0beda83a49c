// A source photo's size and format as both sides of the image service read them: the build, which hands
// them to Gatsby's Image CDN resolvers (gatsby/content/vehicle-photo-images.ts), and serve:prod, which checks
// a request against the sizes those resolvers made (service-sizes.ts). Both must read them alike.
import path from "node:path";
import type { PhotoFormat } from "./photo-sizes";
import type { SourcePhoto } from "./service-sizes";

/** What sharp's `metadata()` says about a photo (the fields used here). */
export interface PhotoMetadata {
  width?: number;
  height?: number;
  /** EXIF orientation: 5 to 8 are turned a quarter, so the upright photo is height x width. */
  orientation?: number;
}

const FORMATS: Readonly<Record<string, PhotoFormat>> = {
  ".jpg": "jpg",
  ".jpeg": "jpg",
  ".png": "png",
  ".webp": "webp",
  ".avif": "avif",
};
const MIME_TYPES: Readonly<Record<PhotoFormat, string>> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** The format a photo's file name says (what Gatsby's `auto` becomes); undefined for any other file. */
export function photoFormatOfName(fileName: string): PhotoFormat | undefined {
  return FORMATS[path.extname(fileName).toLowerCase()];
}

export function mimeTypeOf(format: PhotoFormat): string {
  return MIME_TYPES[format];
}

/** The photo as the service sizes it: upright width and height, format by name; undefined when unreadable. */
export function sourcePhotoOf(fileName: string, metadata: PhotoMetadata): SourcePhoto | undefined {
  const format = photoFormatOfName(fileName);
  const { width, height, orientation = 1 } = metadata;
  if (!format || !width || !height) return undefined;
  return orientation >= 5 ? { width: height, height: width, format } : { width, height, format };
}
