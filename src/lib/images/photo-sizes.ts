// The sizes of a vehicle's photos that the host's image service makes when they are first asked for (Gatsby's
// Image CDN: Netlify Image CDN, or serve:prod), not the build: the gallery's slides and thumbnails, the 1200 px
// JPEG the share tags and marketplace feeds link to, and the card photo of the lists, /inventory/, /saved/ and
// the alert e-mails. One fact for both sides: the build asks Gatsby for these URLs
// (gatsby/content/vehicle-photo-resolvers.ts), and serve:prod makes these and no other (service-sizes.ts). The
// first photo's blurred placeholder is still made by the build, and off Netlify the post-build makes what a first
// paint shows: the first photo's preloaded slides and the cards of each list's first page
// (gatsby/post-build/write-photo-service.ts).
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

/**
 * The vehicle card's photo (lists, similar cars, /inventory/, /saved/ and /compare/, the alert e-mails' JPEG):
 * 640 x 480 at most, cut to 4:3 from the centre, at five widths for the card's width and the screen's density.
 * Every card shows this one size, so a car's card photo is the same file on every page.
 */
export const CARD_PHOTO = {
  layout: "constrained",
  width: 640,
  height: 480,
  outputPixelDensities: [0.5, 0.75, 1, 1.25, 1.5],
  cropFocus: "center",
  quality: 70,
} as const;

/** Card widths: one column on phones, two on tablets, three beside the filters or on a wide list page. */
export const CARD_IMAGE_SIZES =
  "(min-width: 1200px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 48vw, calc(100vw - 32px)";

/** The share image and the marketplace feeds' photo: 1200 px wide, the photo's own shape, JPEG. */
export const SHARE_PHOTO = { width: 1200, format: "jpg", quality: 80 } as const;

/**
 * The formats of a slide or thumbnail: the source's own and WebP, plus AVIF when the build is asked for it
 * (`IMAGE_AVIF=true`, docs/configuration.md): the browser takes the first it knows from `<picture>`.
 */
export function photoFormats(env: Env): RequestedFormat[] {
  return setting(env, "IMAGE_AVIF") === "true" ? ["auto", "webp", "avif"] : ["auto", "webp"];
}
