// The markup of a photo as plain HTML: `<picture>` with a `<source>` per modern format and an `<img>` with
// the JPEG fallback. The image data (the files' URLs and their srcsets) comes from the build's queries; the host's
// image service makes the files; nothing runs in the browser for a photo to appear (native lazy loading and
// decoding do the rest).
import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface PictureSource {
  type: string;
  srcSet: string;
  sizes: string;
}

export interface PictureImg {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

export interface PictureMarkup {
  sources: PictureSource[];
  img: PictureImg;
  /** Shown behind the photo until it has loaded: the blurred preview, else the photo's main colour. */
  placeholder: { backgroundColor?: string; backgroundImage?: string };
}

/** srcsets come from sharp one candidate a line; HTML needs no line breaks there. */
function compact(srcSet: string): string {
  return srcSet
    .split(",")
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .join(", ");
}

/**
 * A fixed-size photo's srcset in width descriptors (`a.jpg 96w, b.jpg 192w`) where the image data says `1x`,
 * `2x`: Gatsby's Image CDN writes densities, and with `sizes` HTML wants widths.
 */
function inWidths(srcSet: string, width: number): string {
  return srcSet.replace(
    /\s(\d+(?:\.\d+)?)x(?=\s*(,|$))/g,
    (_, density: string) => ` ${Math.round(Number(density) * width)}w`,
  );
}

/** The same image data shown on a blurred preview (a data URL) until it has loaded. */
export function withPlaceholder(image: IGatsbyImageData, fallback: string): IGatsbyImageData {
  return { ...image, placeholder: { fallback } };
}

/** The widest candidate of a srcset (`"a.jpg 320w, b.jpg 1280w"` gives 1280), 0 when none is in `w`. */
function widestCandidate(srcSet: string | undefined): number {
  return Math.max(0, ...(srcSet ?? "").split(",").map((candidate) => Number(/\s(\d+)w\s*$/.exec(candidate)?.[1] ?? 0)));
}

/**
 * The fallback format's file (the photo's own: a JPEG for a JPEG) at the image's own width, where a page shows it
 * at 1x (640 px for a card, where `src` is the smallest); `src` when the srcset has no such width. For a place
 * that takes one file, not a srcset: an e-mail.
 */
export function fallbackAtOwnWidth(image: IGatsbyImageData): string | undefined {
  const { fallback } = image.images;
  const own = (fallback?.srcSet ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .find(([, descriptor]) => descriptor === `${image.width}w`);
  return own?.[0] ?? fallback?.src;
}

/**
 * The `width`/`height` attributes: the photo's pixel size. Full-width image data gives only the aspect
 * ratio (1 by 0.75), so there the widest file sets the size.
 */
function intrinsicSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height };
  const width = widestCandidate(image.images.fallback?.srcSet) || Math.round(image.width);
  return { width, height: Math.round((width * image.height) / image.width) };
}

/**
 * The `<picture>` for sharp's image data, with `sizes` (how wide the photo is drawn) when the caller
 * knows better than sharp's default. Returns null for image data without any file.
 */
export function pictureMarkup(image: IGatsbyImageData, sizes?: string): PictureMarkup | null {
  const { fallback, sources = [] } = image.images;
  if (!fallback?.src) return null;
  const sizesFor = (own: string | undefined) => sizes ?? own ?? `${image.width}px`;
  const candidates = (srcSet: string) => compact(image.layout === "fixed" ? inWidths(srcSet, image.width) : srcSet);
  const placeholderUrl = image.placeholder?.fallback;
  const modern = sources
    .filter((source) => source.srcSet && source.type)
    .map((source) => ({
      type: source.type as string,
      srcSet: candidates(source.srcSet),
      sizes: sizesFor(source.sizes),
    }));
  // Behind a modern format, the JPEG is for the few browsers without it (Safari before 14): its one file is
  // enough there, and its srcset would add about 600 bytes of markup to every photo of every page.
  const jpegCandidates = modern.length === 0 && fallback.srcSet ? fallback.srcSet : undefined;
  return {
    sources: modern,
    img: {
      src: fallback.src,
      ...(jpegCandidates ? { srcSet: candidates(jpegCandidates), sizes: sizesFor(fallback.sizes) } : {}),
      ...intrinsicSize(image),
    },
    placeholder: {
      ...(image.backgroundColor ? { backgroundColor: image.backgroundColor } : {}),
      ...(placeholderUrl ? { backgroundImage: `url("${placeholderUrl.replace(/"/g, "%22")}")` } : {}),
    },
  };
}
