// A vehicle's card photo as the build's query gives it: Gatsby's own Image CDN resolver with the card's arguments
// (gatsby/content/vehicle-photo-resolvers.ts), its URLs in serve:prod's spelling or, as on Netlify, in
// gatsby-adapter-netlify's (the adapter hands Gatsby its URL builder through `global.__GATSBY`, put back after).
import { createHash } from "node:crypto";
import path from "node:path";
import type { Actions } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { gatsbyImageResolver } from "gatsby-plugin-utils/polyfill-remote-file";
import { photoSizeArgs } from "../../gatsby/content/vehicle-photo-resolvers";
import { photoFormats, type RequestedFormat } from "../../src/lib/images/photo-sizes";
import { mimeTypeOf, photoFormatOfName } from "../../src/lib/images/source-photo";

export type CardUrls = "serve:prod" | "netlify";

export interface CardPhotoOptions {
  urls?: CardUrls;
  formats?: readonly RequestedFormat[];
  width?: number;
  height?: number;
}

const NETLIFY_URL_BUILDER = path.join(
  path.dirname(require.resolve("gatsby-adapter-netlify")),
  "image-cdn-url-generator.js",
);

/** The content digest a photo named `seed` would have: the MD5 of its (made-up) bytes. */
export const digestOf = (seed: string): string => createHash("md5").update(seed).digest("hex");

export async function cardPhoto(
  contentDigest: string,
  filename: string,
  { urls = "serve:prod", formats = photoFormats({}), width = 1600, height = 1200 }: CardPhotoOptions = {},
): Promise<IGatsbyImageData> {
  const node = {
    id: `${contentDigest} ${filename}`,
    url: `/static/${contentDigest}/${filename}`,
    mimeType: mimeTypeOf(photoFormatOfName(filename) ?? "jpg"),
    filename,
    width,
    height,
    parent: null,
    children: [],
    internal: { type: "VehiclePhotoImage", contentDigest, owner: "test" },
  };
  const host = globalThis as { __GATSBY?: { imageCDNUrlGeneratorModulePath?: string } };
  const before = host.__GATSBY;
  if (urls === "netlify") host.__GATSBY = { ...before, imageCDNUrlGeneratorModulePath: NETLIFY_URL_BUILDER };
  try {
    const image = await gatsbyImageResolver(node, photoSizeArgs(formats).card, {} as Actions);
    if (!image) throw new Error(`${filename}: no card image`);
    return image as IGatsbyImageData;
  } finally {
    if (before === undefined) delete host.__GATSBY;
    else host.__GATSBY = before;
  }
}
