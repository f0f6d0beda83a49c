// A request to the image service, read from Gatsby's Image CDN URL as the build writes it:
//   /_gatsby/image/<md5 of u>/<md5 of a>/<name>.<format>?u=/static/<content digest>/<name>.<ext>&a=<arguments>&cd=<content digest>
// `u` is the source photo as the build published it (under /static/, named by the MD5 of its bytes, so a new
// photo is a new URL), `a` the size (service-sizes.ts), `cd` the photo's content digest. The request is taken
// only in that one spelling: both digests must match, `u` must be a photo of the site's own /static/ folder
// (never another host or folder) named by `cd`, the file name must be the source's with the format's ending,
// and the query must hold u, a and cd once each, in that order, encoded as Gatsby encodes them.
import { createHash } from "node:crypto";
import path from "node:path";
import type { PhotoFormat } from "./photo-sizes";

export const IMAGE_CDN_PREFIX = "/_gatsby/image/";

export interface ImageCdnRequest {
  /** The source photo's path on the site, `/static/<digest>/<name>.<ext>`. */
  source: string;
  /** The MD5 of the source's bytes (hex), which names its folder under /static/. */
  contentDigest: string;
  /** The size's arguments as written in the URL (`w=800&h=600&...`). */
  args: string;
  format: PhotoFormat;
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const DIGEST = /^[0-9a-f]{32}$/;
const SOURCE = /^\/static\/([0-9a-f]{32})\/([^/\\\0]+)$/;
const SOURCE_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;
const FORMAT = /(?:^|&)fm=(jpg|png|webp|avif)(?:&|$)/;

/**
 * The request a decoded site path and its raw query string name, or why it is not one (a sentence, for the
 * 400 answer). Pass only paths under IMAGE_CDN_PREFIX.
 */
export function parseImageCdnRequest(pathname: string, rawQuery: string): ImageCdnRequest | { error: string } {
  const parts = pathname.slice(IMAGE_CDN_PREFIX.length).split("/");
  if (!pathname.startsWith(IMAGE_CDN_PREFIX) || parts.length !== 3) return { error: "not an image URL of this site" };
  const [sourceDigest, argsDigest, fileName] = parts;
  const query = new URLSearchParams(rawQuery);
  const u = query.get("u") ?? "";
  const a = query.get("a") ?? "";
  const cd = query.get("cd") ?? "";
  if (
    new URLSearchParams([
      ["u", u],
      ["a", a],
      ["cd", cd],
    ]).toString() !== rawQuery
  )
    return { error: "the query must be u, a and cd, as the site writes them" };
  if (!DIGEST.test(sourceDigest) || !DIGEST.test(argsDigest) || md5(u) !== sourceDigest || md5(a) !== argsDigest)
    return { error: "the URL's digests do not match its query" };
  const source = SOURCE.exec(u);
  if (!source || source[1] !== cd || source[2].startsWith(".") || !SOURCE_EXTENSION.test(source[2]))
    return { error: "the source is not a photo of this site" };
  const format = FORMAT.exec(a)?.[1] as PhotoFormat | undefined;
  const name = source[2];
  if (!format || fileName !== `${path.posix.basename(name, path.posix.extname(name))}.${format}`)
    return { error: "the file name does not match the source and format" };
  return { source: u, contentDigest: cd, args: a, format };
}
