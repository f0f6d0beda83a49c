// Classifies fetched resources and computes what they would weigh compressed. `gatsby serve` may or
// may not compress; a CDN does, so gzip and brotli sizes are computed here, the same for every page.
import zlib from "node:zlib";
import { RESOURCE_KINDS, type ByteSizes, type KindTransfer, type ResourceKind, type WireTransfer } from "./types";

const EXTENSION_KINDS: Record<string, ResourceKind> = {
  html: "html",
  htm: "html",
  js: "js",
  mjs: "js",
  css: "css",
  json: "json",
  woff: "font",
  woff2: "font",
  ttf: "font",
  otf: "font",
  eot: "font",
  avif: "image",
  webp: "image",
  jpg: "image",
  jpeg: "image",
  png: "image",
  gif: "image",
  svg: "image",
  ico: "image",
};

/** By Content-Type first (a route like `/inventory/` has no extension), then by the URL's extension. */
export function resourceKind(url: string, contentType: string | undefined): ResourceKind {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "text/html") return "html";
  if (type.includes("javascript") || type === "text/ecmascript") return "js";
  if (type === "text/css") return "css";
  if (type === "application/json" || (type.endsWith("+json") && type !== "application/manifest+json")) return "json";
  if (type.startsWith("font/") || type.includes("font-woff") || type === "application/vnd.ms-fontobject") return "font";
  if (type.startsWith("image/")) return "image";
  const pathname = new URL(url).pathname;
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return (extension && EXTENSION_KINDS[extension]) || "other";
}

/** Text compresses; images and fonts (woff2 is already brotli) are sent as they are, so their compressed size is their raw size. */
export function isCompressible(kind: ResourceKind, contentType: string | undefined): boolean {
  if (kind === "font") return false;
  if (kind === "image") return (contentType ?? "").includes("svg");
  return true;
}

/** gzip level 9 and brotli quality 11: what a static host serves with pre-compressed files. */
export function byteSizes(body: Buffer, compressible: boolean): ByteSizes {
  if (!compressible || body.length === 0) return { raw: body.length, gzip: body.length, brotli: body.length };
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}

export function emptyByKind(): Record<ResourceKind, KindTransfer> {
  const byKind = {} as Record<ResourceKind, KindTransfer>;
  for (const kind of RESOURCE_KINDS) byKind[kind] = { raw: 0, gzip: 0, brotli: 0, requests: 0 };
  return byKind;
}

export function addSizes(total: ByteSizes, sizes: ByteSizes): void {
  total.raw += sizes.raw;
  total.gzip += sizes.gzip;
  total.brotli += sizes.brotli;
}

/** Gatsby's own data files (page data, static queries, slices, app data) are not the inventory index. */
export function isGatsbyData(url: string): boolean {
  const pathname = new URL(url).pathname;
  return pathname.startsWith("/page-data/") || pathname.startsWith("/slice-data/");
}

export function emptyWire(): WireTransfer {
  const byKind = {} as Record<ResourceKind, number>;
  for (const kind of RESOURCE_KINDS) byKind[kind] = 0;
  return { bytes: 0, byKind, encodings: {} };
}

/** Counts one response as received: its encoded body's bytes and its Content-Encoding (`none` without one). */
export function addWire(
  wire: WireTransfer,
  kind: ResourceKind,
  bytes: number,
  contentEncoding: string | undefined,
): void {
  const encoding = contentEncoding?.trim().toLowerCase() || "none";
  wire.bytes += bytes;
  wire.byKind[kind] += bytes;
  wire.encodings[encoding] = (wire.encodings[encoding] ?? 0) + 1;
}

/** `br 12, none 30`: the encodings seen, most used first. */
export function describeEncodings(encodings: Readonly<Record<string, number>>): string {
  return Object.entries(encodings)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([encoding, count]) => `${encoding} ${count}`)
    .join(", ");
}
