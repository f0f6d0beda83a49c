// Card photos in the inventory index, small enough for thousands of vehicles.
// gatsby-plugin-sharp writes every variant to `<base>/static/<file digest>/<args digest>/<name>.<ext>`; the args
// digest depends only on the resize arguments, so every photo of the same size and shape shares one list of
// (width, args digest) per format. The index keeps those lists once ("shapes") and, per photo, only its
// file digest, name, shape and placeholder colour. Anything that does not fit that pattern is kept whole.
import type { IGatsbyImageData } from "gatsby-plugin-image";

type Layout = IGatsbyImageData["layout"];
type Entry = [width: number, argsDigest: string];

export interface ImageShape {
  base: string;
  layout: Layout;
  width: number;
  height: number;
  fallback: { ext: string; src: number; entries: Entry[] };
  sources: Array<{ type: string; ext: string; entries: Entry[] }>;
}

/** `[file digest, encoded name, shape index, background colour]`, or the full image data when it did not fit. */
export type CompactImage = [string, string, number, string] | { raw: IGatsbyImageData };

const SHARP_URL = /^(.*)\/static\/([0-9a-f]{6,64})\/([0-9a-z]{1,32})\/([^/\s]+)\.([a-z0-9]{2,5})$/;

interface ParsedUrl {
  base: string;
  fileDigest: string;
  argsDigest: string;
  name: string;
  ext: string;
}

function parseUrl(url: string): ParsedUrl | null {
  const match = SHARP_URL.exec(url);
  if (!match) return null;
  const [, base, fileDigest, argsDigest, name, ext] = match;
  return { base, fileDigest, argsDigest, name, ext };
}

/**
 * `"a.jpg 200w,\nb.jpg 400w"` as `[["a.jpg", 200], ["b.jpg", 400]]`; null when a part is not `url Nw`.
 * @internal exported for its unit tests
 */
export function parseSrcSet(srcSet: string): Array<[string, number]> | null {
  const parts = srcSet
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const result: Array<[string, number]> = [];
  for (const part of parts) {
    const match = /^(\S+)\s+(\d+)w$/.exec(part);
    if (!match) return null;
    result.push([match[1], Number(match[2])]);
  }
  return result;
}

interface Split {
  shape: ImageShape;
  fileDigest: string;
  name: string;
}

function splitImage(image: IGatsbyImageData): Split | null {
  const { fallback, sources = [] } = image.images;
  if (!fallback?.src || !fallback.srcSet) return null;
  let common: { base: string; fileDigest: string; name: string } | null = null;
  const entriesOf = (srcSet: string): { ext: string; entries: Entry[]; urls: string[] } | null => {
    const parsed = parseSrcSet(srcSet);
    if (!parsed || parsed.length === 0) return null;
    const entries: Entry[] = [];
    let ext = "";
    for (const [url, width] of parsed) {
      const parts = parseUrl(url);
      if (!parts) return null;
      common ??= { base: parts.base, fileDigest: parts.fileDigest, name: parts.name };
      if (parts.base !== common.base || parts.fileDigest !== common.fileDigest || parts.name !== common.name)
        return null;
      if (ext && parts.ext !== ext) return null;
      ext = parts.ext;
      entries.push([width, parts.argsDigest]);
    }
    return { ext, entries, urls: parsed.map(([url]) => url) };
  };
  const fallbackSet = entriesOf(fallback.srcSet);
  if (!fallbackSet) return null;
  const src = fallbackSet.urls.indexOf(fallback.src);
  if (src < 0) return null;
  const sourceShapes: ImageShape["sources"] = [];
  for (const source of sources) {
    if (!source.type) return null;
    const set = entriesOf(source.srcSet);
    if (!set) return null;
    sourceShapes.push({ type: source.type, ext: set.ext, entries: set.entries });
  }
  const found = common as { base: string; fileDigest: string; name: string } | null;
  if (!found) return null;
  return {
    fileDigest: found.fileDigest,
    name: found.name,
    shape: {
      base: found.base,
      layout: image.layout,
      width: image.width,
      height: image.height,
      fallback: { ext: fallbackSet.ext, src, entries: fallbackSet.entries },
      sources: sourceShapes,
    },
  };
}

/** Collects shapes while compacting many images; `shapes` goes into the index once. */
export class ImageCompactor {
  readonly shapes: ImageShape[] = [];
  private readonly shapeIds = new Map<string, number>();

  compact(image: IGatsbyImageData): CompactImage {
    const split = splitImage(image);
    if (!split) {
      const { placeholder: _placeholder, ...raw } = image;
      return { raw };
    }
    const key = JSON.stringify(split.shape);
    let id = this.shapeIds.get(key);
    if (id === undefined) {
      id = this.shapes.length;
      this.shapes.push(split.shape);
      this.shapeIds.set(key, id);
    }
    return [split.fileDigest, split.name, id, image.backgroundColor ?? ""];
  }
}

/** Rebuilds image data gatsby-plugin-image can render; `sizes` is the card's own sizes attribute. */
export function expandImage(compact: CompactImage, shapes: readonly ImageShape[], sizes: string): IGatsbyImageData {
  if (!Array.isArray(compact)) return withImageSizes(compact.raw, sizes);
  const [fileDigest, name, shapeId, backgroundColor] = compact;
  const shape = shapes[shapeId];
  if (!shape) throw new Error(`inventory index: image refers to shape ${shapeId}, but there are ${shapes.length}`);
  const url = (argsDigest: string, ext: string) => `${shape.base}/static/${fileDigest}/${argsDigest}/${name}.${ext}`;
  const srcSet = (entries: Entry[], ext: string) =>
    entries.map(([width, digest]) => `${url(digest, ext)} ${width}w`).join(",\n");
  const fallbackSrc = shape.fallback.entries[shape.fallback.src];
  return {
    layout: shape.layout,
    width: shape.width,
    height: shape.height,
    ...(backgroundColor ? { backgroundColor } : {}),
    images: {
      fallback: {
        src: url(fallbackSrc[1], shape.fallback.ext),
        srcSet: srcSet(shape.fallback.entries, shape.fallback.ext),
        sizes,
      },
      sources: shape.sources.map((source) => ({
        type: source.type,
        srcSet: srcSet(source.entries, source.ext),
        sizes,
      })),
    },
  };
}

/** The same image with another `sizes` attribute (the layout it sits in decides, not the query). */
export function withImageSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  return {
    ...image,
    images: {
      ...image.images,
      ...(image.images.fallback ? { fallback: { ...image.images.fallback, sizes } } : {}),
      sources: (image.images.sources ?? []).map((source) => ({ ...source, sizes })),
    },
  };
}
