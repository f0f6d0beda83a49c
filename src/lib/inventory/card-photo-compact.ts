// Card photos in the inventory index's photo chunks and the shortlist data, small enough for thousands of vehicles.
// A card photo's files are image CDN URLs of the car's first photo (gatsby/content/vehicle-photo-resolvers.ts), in
// one of two spellings, Gatsby's own (answered by serve:prod) or Netlify Image CDN's (gatsby-adapter-netlify's):
//   <base>/_gatsby/image/<MD5 of u>/<MD5 of a>/<name>.<format>?u=<u>&a=<a>&cd=<cd>
//   <base>/.netlify/images?<a>&url=<u>&cd=<cd>
// where u is the photo as the build publishes it (`/static/<cd>/<file>`), cd the MD5 of its bytes and a the size's
// arguments (`w=320&h=240&fit=crop&crop=center&fm=webp&q=70`). Every card photo has the same sizes, so the
// arguments, widths and layout are kept once ("shapes") and each photo only its content digest and file name; the
// browser writes the URLs again, the MD5s with md5-hex.ts. An image is compacted only when its URLs, written again
// from the compact form, are exactly its own: anything else (another spelling, a CDN host with its own URL
// format, a name that needs escaping) is kept whole. Apart from card-image.ts, which every page with cards loads:
// only /inventory/ and /saved/ (and /compare/) need this and its MD5.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { md5Hex } from "../images/md5-hex";
import { withImageSizes } from "./card-image";

type Layout = IGatsbyImageData["layout"];
/** A srcset candidate: its width and the size's arguments as the URL carries them. */
type Entry = [width: number, args: string];

/** How the URLs are written: Gatsby's own image route or Netlify Image CDN's. */
type Spelling = "gatsby" | "netlify";

export interface ImageShape {
  url: Spelling;
  /** What comes before the image route: the site's path prefix, or a host; usually nothing. */
  base: string;
  /** The folder the photos are published in: a photo's `u` is this, its content digest, `/`, its file name. */
  dir: string;
  layout: Layout;
  width: number;
  height: number;
  backgroundColor?: string;
  fallback: { src: number; entries: Entry[] };
  sources: Array<{ type: string; entries: Entry[] }>;
}

/** `[content digest, file name, shape index]`, or the full image data when it did not fit. */
export type CompactImage = [contentDigest: string, file: string, shape: number] | { raw: IGatsbyImageData };

/** One URL's parts: the spelling and what comes before it, the photo and the size's arguments. */
interface ParsedUrl {
  url: Spelling;
  base: string;
  source: string;
  contentDigest: string;
  args: string;
}

const GATSBY_ROUTE = /^(.*)\/_gatsby\/image\/[0-9a-f]{32}\/[0-9a-f]{32}\/[^/?]+\?(.+)$/;
const NETLIFY_ROUTE = /^(.*)\/\.netlify\/images\?(.+?)&(url=.+)$/;
const PUBLISHED = /^(.*\/)([0-9a-f]{32})\/([^/]+)$/;

/** The query's parameters when they are exactly these names, in this order; null otherwise. */
function paramsOf(query: string, names: readonly string[]): string[] | null {
  const entries = [...new URLSearchParams(query)];
  if (entries.length !== names.length || entries.some(([name], at) => name !== names[at])) return null;
  return entries.map(([, value]) => value);
}

function parseUrl(url: string): ParsedUrl | null {
  const gatsby = GATSBY_ROUTE.exec(url);
  if (gatsby) {
    const params = paramsOf(gatsby[2], ["u", "a", "cd"]);
    return params && { url: "gatsby", base: gatsby[1], source: params[0], args: params[1], contentDigest: params[2] };
  }
  const netlify = NETLIFY_ROUTE.exec(url);
  if (netlify) {
    const params = paramsOf(netlify[3], ["url", "cd"]);
    return (
      params && { url: "netlify", base: netlify[1], source: params[0], args: netlify[2], contentDigest: params[1] }
    );
  }
  return null;
}

/** `"a.jpg 200w,b.jpg 400w"` as `[["a.jpg", 200], ["b.jpg", 400]]`; null when a part is not `url Nw`. */
function parseSrcSet(srcSet: string): Array<[string, number]> | null {
  const result: Array<[string, number]> = [];
  for (const part of srcSet.split(",")) {
    const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(part);
    if (!match) return null;
    result.push([match[1], Number(match[2])]);
  }
  return result;
}

const argsDigests = new Map<string, string>();
/** The MD5 of a size's arguments: a handful of sizes for every card, each worked out once. */
function argsDigest(args: string): string {
  let digest = argsDigests.get(args);
  if (!digest) argsDigests.set(args, (digest = md5Hex(args)));
  return digest;
}

/** The URLs of one photo's sizes, as Gatsby's URL builder (gatsby-plugin-utils) or gatsby-adapter-netlify's writes them. */
function urlsOf(shape: ImageShape, contentDigest: string, file: string): (args: string) => string {
  const source = `${shape.dir}${contentDigest}/${file}`;
  if (shape.url === "netlify") {
    const photo = new URLSearchParams([
      ["url", source],
      ["cd", contentDigest],
    ]);
    return (args) => `${shape.base}/.netlify/images?${args}&${photo}`;
  }
  const dot = file.lastIndexOf(".");
  const name = dot > 0 ? file.slice(0, dot) : file;
  const folder = `${shape.base}/_gatsby/image/${md5Hex(source)}`;
  return (args) => {
    const format = /(?:^|&)fm=([^&]+)/.exec(args)?.[1] ?? "";
    const query = new URLSearchParams([
      ["u", source],
      ["a", args],
      ["cd", contentDigest],
    ]);
    return `${folder}/${argsDigest(args)}/${name}.${format}?${query}`;
  };
}

interface Split {
  shape: ImageShape;
  contentDigest: string;
  file: string;
}

/** The image's shape and photo, when every URL is one photo's in one spelling; null otherwise. */
function splitImage(image: IGatsbyImageData): Split | null {
  const { fallback, sources = [] } = image.images;
  if (!fallback?.src || !fallback.srcSet) return null;
  let photo: ParsedUrl | undefined;
  const entriesOf = (srcSet: string): { entries: Entry[]; urls: string[] } | null => {
    const candidates = parseSrcSet(srcSet);
    if (!candidates || candidates.length === 0) return null;
    const entries: Entry[] = [];
    for (const [url, width] of candidates) {
      const parsed = parseUrl(url);
      if (!parsed) return null;
      photo ??= parsed;
      const { url: spelling, base, source, contentDigest } = parsed;
      if (
        spelling !== photo.url ||
        base !== photo.base ||
        source !== photo.source ||
        contentDigest !== photo.contentDigest
      )
        return null;
      entries.push([width, parsed.args]);
    }
    return { entries, urls: candidates.map(([url]) => url) };
  };
  const fallbackSet = entriesOf(fallback.srcSet);
  if (!fallbackSet) return null;
  const src = fallbackSet.urls.indexOf(fallback.src);
  const sourceShapes: ImageShape["sources"] = [];
  for (const { type, srcSet } of sources) {
    const set = type ? entriesOf(srcSet) : null;
    if (!type || !set) return null;
    sourceShapes.push({ type, entries: set.entries });
  }
  const published = photo && PUBLISHED.exec(photo.source);
  if (!photo || !published || published[2] !== photo.contentDigest || src < 0) return null;
  return {
    contentDigest: photo.contentDigest,
    file: published[3],
    shape: {
      url: photo.url,
      base: photo.base,
      dir: published[1],
      layout: image.layout,
      width: image.width,
      height: image.height,
      ...(image.backgroundColor ? { backgroundColor: image.backgroundColor } : {}),
      fallback: { src, entries: fallbackSet.entries },
      sources: sourceShapes,
    },
  };
}

/** What a card shows of image data (not its `sizes`, which the card sets, nor a placeholder, which it has none of). */
const shownOf = ({ layout, width, height, backgroundColor, images }: IGatsbyImageData) =>
  JSON.stringify([
    layout,
    width,
    height,
    backgroundColor ?? null,
    images.fallback?.src,
    images.fallback?.srcSet,
    (images.sources ?? []).map((source) => [source.type, source.srcSet]),
  ]);

/** Collects shapes while compacting many images; `shapes` goes into the file once. */
export class ImageCompactor {
  readonly shapes: ImageShape[] = [];
  private readonly shapeIds = new Map<string, number>();

  compact(image: IGatsbyImageData): CompactImage {
    const { placeholder: _placeholder, ...raw } = image;
    const split = splitImage(image);
    if (!split) return { raw };
    // Written again, it must be the same image, URL for URL; else it is kept whole.
    if (shownOf(expandImage([split.contentDigest, split.file, 0], [split.shape], "")) !== shownOf(image))
      return { raw };
    const key = JSON.stringify(split.shape);
    let id = this.shapeIds.get(key);
    if (id === undefined) {
      id = this.shapes.length;
      this.shapes.push(split.shape);
      this.shapeIds.set(key, id);
    }
    return [split.contentDigest, split.file, id];
  }
}

/** Rebuilds image data a card can render; `sizes` is the card's own sizes attribute. */
export function expandImage(compact: CompactImage, shapes: readonly ImageShape[], sizes: string): IGatsbyImageData {
  if (!Array.isArray(compact)) return withImageSizes(compact.raw, sizes);
  const [contentDigest, file, shapeId] = compact;
  const shape = shapes[shapeId];
  if (!shape) throw new Error(`card photo: image refers to shape ${shapeId}, but there are ${shapes.length}`);
  const url = urlsOf(shape, contentDigest, file);
  const srcSet = (entries: readonly Entry[]) => entries.map(([width, args]) => `${url(args)} ${width}w`).join(",");
  const fallbackArgs = shape.fallback.entries[shape.fallback.src]?.[1] ?? "";
  return {
    layout: shape.layout,
    width: shape.width,
    height: shape.height,
    ...(shape.backgroundColor ? { backgroundColor: shape.backgroundColor } : {}),
    images: {
      fallback: { src: url(fallbackArgs), srcSet: srcSet(shape.fallback.entries), sizes },
      sources: shape.sources.map((source) => ({ type: source.type, srcSet: srcSet(source.entries), sizes })),
    },
  };
}
