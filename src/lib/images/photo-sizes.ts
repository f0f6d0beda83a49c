// The sizes of a vehicle's photos that the host's image service makes when they are first asked for (Gatsby's
// Image CDN: Netlify Image CDN, or serve:prod), not the build: the gallery's slides and thumbnails and the
// 1200 px JPEG the share tags and marketplace feeds link to. One fact for both sides: the build asks Gatsby for
// these URLs (gatsby/content/vehicle-photo-resolvers.ts), and serve:prod makes these and no other
// (service-sizes.ts). The card photo and the first photo's blurred placeholder are still made by the build, and
// off Netlify the first photo's preloaded slides too (service-sizes.ts firstPaintSizes).
import { setting, type Env } from "../settings/setting";

/** An output format; `auto` in a request list is the source's own format (a JPEG stays a JPEG). */
export type PhotoFormat = "jpg" | "png" | "webp" | "avif";
export type RequestedFormat = "auto" | "webp" | "avif";

/** The gallery's slides: full width of the photo column, 4:3, three widths. */
export const GALLERY_PHOTO = {
  layout: "fullWidth",
  width: 1200,
  aspectRatio: 4 / 3,
  breakpoints: [480, 800, 1200],
  cropFocus: "center",
  quality: 70,
} as const;

/** How wide a slide is drawn: full width on a phone, about 56% of the page beside the summary. */
export const GALLERY_PHOTO_SIZES = "(min-width: 1200px) 672px, (min-width: 1024px) 56vw, calc(100vw - 32px)";

/** The gallery's thumbnails: 96 x 72, and twice that for sharp screens. */
export const GALLERY_THUMB = {
  layout: "fixed",
  width: 96,
  height: 72,
  outputPixelDensities: [1, 2],
  cropFocus: "center",
  quality: 70,
} as const;

/** The share image and the marketplace feeds' photo: 1200 px wide, the photo's own shape, JPEG. */
export const SHARE_PHOTO = { width: 1200, format: "jpg", quality: 80 } as const;

/**
 * The formats of a slide or thumbnail: the source's own and WebP, plus AVIF when the build is asked for it
 * (`IMAGE_AVIF=true`, docs/configuration.md): the browser takes the first it knows from `<picture>`.
 */
export function photoFormats(env: Env): RequestedFormat[] {
  return setting(env, "IMAGE_AVIF") === "true" ? ["auto", "webp", "avif"] : ["auto", "webp"];
}
