// Which files the image service makes for one source photo: the sizes of photo-sizes.ts worked out the way
// Gatsby's Image CDN resolvers work them out for that photo (gatsby-plugin-utils' gatsbyImage and resize:
// no size wider than the source for the slides and cards, the thumbnail never larger than the source, the share
// image in the photo's own shape), and each size's arguments as Gatsby writes them into the URL (`a=`).
// serve:prod answers a request only when its arguments are one of these, so it makes no size the site does not
// link to. The card's sizes are served for every photo (a car's first photo is its card, and serve:prod does not
// know which photo is first): a few more sizes of a photo anyone could ask for, none the site does not use.
// tests/images/service-sizes.test.ts holds the list against Gatsby's own resolvers.
import {
  CARD_PHOTO,
  GALLERY_PHOTO,
  GALLERY_THUMB,
  SHARE_PHOTO,
  type PhotoFormat,
  type RequestedFormat,
} from "./photo-sizes";

/** A source photo as the service sees it: its size once turned upright, and its format. */
export interface SourcePhoto {
  width: number;
  height: number;
  format: PhotoFormat;
}

/** One file the service makes: its pixel size, format and quality, and whether it is cropped to that shape. */
export interface PhotoSize {
  width: number;
  height: number;
  format: PhotoFormat;
  quality: number;
  /** Cropped to fill width x height from the centre; without it the size already has the photo's shape. */
  cropFocus?: "center";
}

/** Gatsby's `auto` as the source's format, each format once. */
function outputFormats(formats: readonly RequestedFormat[], source: PhotoFormat): PhotoFormat[] {
  return [...new Set(formats.map((format) => (format === "auto" ? source : format)))];
}

function gallerySizes(source: SourcePhoto, formats: readonly PhotoFormat[]): PhotoSize[] {
  const { breakpoints, aspectRatio, quality, cropFocus } = GALLERY_PHOTO;
  const widths: number[] = breakpoints.filter((width) => width <= source.width);
  // A breakpoint wider than the photo is replaced by the photo's own width.
  if (widths.length < breakpoints.length && !widths.includes(source.width)) widths.push(source.width);
  return formats.flatMap((format) =>
    widths.map((width) => ({ width, height: Math.round(width / aspectRatio), format, quality, cropFocus })),
  );
}

function thumbSizes(source: SourcePhoto, formats: readonly PhotoFormat[]): PhotoSize[] {
  const { width: wanted, height: wantedHeight, outputPixelDensities, quality, cropFocus } = GALLERY_THUMB;
  let width: number = wanted;
  let height: number = wantedHeight;
  const aspectRatio = width / height;
  // A source smaller than the thumbnail gives a smaller one, in the thumbnail's shape.
  if (source.width < width || source.height < height) {
    if (source.width < width) {
      width = source.width;
      height = width / aspectRatio;
    } else {
      height = source.height;
      width = height * aspectRatio;
    }
  }
  const widths = [...new Set(outputPixelDensities.map((density) => Math.min(density * width, source.width)))];
  return formats.flatMap((format) =>
    widths.map((size) => ({ width: size, height: Math.round(size / aspectRatio), format, quality, cropFocus })),
  );
}

function shareSize(source: SourcePhoto): PhotoSize {
  const { width, format, quality } = SHARE_PHOTO;
  return { width, height: Math.round(width / (source.width / source.height)), format, quality };
}

/**
 * The card's widths: each pixel density of the card's width, none wider than the photo, the card's width
 * itself always (narrowed to the photo's when the photo is narrower), all in the card's shape.
 */
function cardSizes(source: SourcePhoto, formats: readonly PhotoFormat[]): PhotoSize[] {
  const { width: wanted, height, outputPixelDensities, quality, cropFocus } = CARD_PHOTO;
  const aspectRatio = wanted / height;
  const width = Math.round(Math.min(wanted, source.width));
  const widths = [...new Set(outputPixelDensities)]
    .map((density) => Math.round(density * width))
    .filter((size) => size <= source.width);
  if (!widths.includes(width)) widths.push(width);
  widths.sort((a, b) => a - b);
  return formats.flatMap((format) =>
    widths.map((size) => ({ width: size, height: Math.round(size / aspectRatio), format, quality, cropFocus })),
  );
}

/** Each size once: a card's width may be a slide's (480 and 800 px, the same arguments, so the same file). */
function eachOnce(sizes: readonly PhotoSize[]): PhotoSize[] {
  return [...new Map(sizes.map((size) => [imageArgsOf(size), size])).values()];
}

/**
 * Every file the site links to for this photo as a vehicle page's photo, in the formats the build used: its
 * slides, thumbnails and share image. A vehicle's first photo is also its card (servedSizes).
 */
export function pagePhotoSizes(source: SourcePhoto, formats: readonly RequestedFormat[]): PhotoSize[] {
  const output = outputFormats(formats, source.format);
  return [...gallerySizes(source, output), ...thumbSizes(source, output), shareSize(source)];
}

/** Every size of the card photo, in the formats the build used. */
export function cardPhotoSizes(source: SourcePhoto, formats: readonly RequestedFormat[]): PhotoSize[] {
  return cardSizes(source, outputFormats(formats, source.format));
}

/**
 * Every file the service makes for this photo: a vehicle page's sizes and the card's.
 * @internal exported for the tests, which hold it against what the pages link (servedSizeOf reads it)
 */
export function servedSizes(source: SourcePhoto, formats: readonly RequestedFormat[]): PhotoSize[] {
  return eachOnce([...pagePhotoSizes(source, formats), ...cardPhotoSizes(source, formats)]);
}

/** Gatsby's order of a picture's formats (gatsby-plugin-utils' gatsbyImageResolver): its first is the first <source>. */
const FORMAT_RANK: Readonly<Record<PhotoFormat, number>> = { avif: 3, webp: 2, jpg: 1, png: 1 };

/**
 * The files a vehicle page's first paint needs of its first photo: the slide's widths in the format the page
 * preloads (its picture's first source: AVIF when asked for, else WebP, else the photo's own). The build makes
 * these for each vehicle's first photo, so a shopper's first visit never waits for a resize.
 */
export function firstPaintSizes(source: SourcePhoto, formats: readonly RequestedFormat[]): PhotoSize[] {
  const [preloaded] = outputFormats(formats, source.format).sort((a, b) => FORMAT_RANK[b] - FORMAT_RANK[a]);
  return gallerySizes(source, [preloaded]);
}

/** A size's arguments as Gatsby's Image CDN URL carries them (`w=800&h=600&fit=crop&crop=center&fm=webp&q=70`). */
export function imageArgsOf(size: PhotoSize): string {
  const args = [`w=${size.width}`, `h=${size.height}`];
  if (size.cropFocus) args.push("fit=crop", `crop=${size.cropFocus}`);
  args.push(`fm=${size.format}`, `q=${size.quality}`);
  return args.join("&");
}

/** The size a request's arguments name, when they name one of this photo's sizes exactly; undefined otherwise. */
export function servedSizeOf(
  args: string,
  source: SourcePhoto,
  formats: readonly RequestedFormat[],
): PhotoSize | undefined {
  return servedSizes(source, formats).find((size) => imageArgsOf(size) === args);
}
