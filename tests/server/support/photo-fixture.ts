// Vehicle photos as a build publishes them for the image service (gatsby/content/vehicle-photo-images.ts):
// under public/static/<MD5 of the bytes>/, with public/_image-service.json, and the URLs Gatsby's own Image CDN
// resolvers write for them with the build's arguments (gatsby/content/vehicle-photo-resolvers.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Actions } from "gatsby";
import { gatsbyImageResolver, resizeResolver } from "gatsby-plugin-utils/polyfill-remote-file";
import { photoSizeArgs } from "../../../gatsby/content/vehicle-photo-resolvers";
import { IMAGE_SERVICE_FILE, imageServiceFile } from "../../../src/lib/images/image-service-file";
import { photoFormats } from "../../../src/lib/images/photo-sizes";
import { mimeTypeOf, photoFormatOfName } from "../../../src/lib/images/source-photo";

export const SAMPLE_PHOTOS = path.resolve(__dirname, "../../../content/vehicles/photos");

export interface PublishedPhoto {
  url: string;
  contentDigest: string;
  /** Every URL a vehicle page links to for it: slides, thumbnails (each format) and the share image. */
  sizes: string[];
  /** Every URL of its card (each width and format), when it is a vehicle's first photo. */
  card: string[];
  /** Its card's image data, as a page's data holds it. */
  cardImage: unknown;
}

/** Copies a photo's bytes into public/ as the build publishes it, and lists the URLs of its sizes. */
export async function publishPhoto(publicDir: string, fileName: string, bytes: Buffer): Promise<PublishedPhoto> {
  const contentDigest = createHash("md5").update(bytes).digest("hex");
  const url = `/static/${contentDigest}/${fileName}`;
  fs.mkdirSync(path.join(publicDir, "static", contentDigest), { recursive: true });
  fs.writeFileSync(path.join(publicDir, url), bytes);
  fs.writeFileSync(path.join(publicDir, IMAGE_SERVICE_FILE), imageServiceFile({}));
  const format = photoFormatOfName(fileName) ?? "jpg";
  const node = {
    id: fileName,
    url,
    mimeType: mimeTypeOf(format),
    filename: fileName,
    width: 1600,
    height: 1200,
    parent: null,
    children: [],
    internal: { type: "VehiclePhotoImage", contentDigest, owner: "test" },
  };
  const args = photoSizeArgs(photoFormats({}));
  const actions = {} as Actions;
  const urlsOf = (image: Awaited<ReturnType<typeof gatsbyImageResolver>>) =>
    [image?.images.fallback.srcSet ?? "", ...(image?.images.sources ?? []).map((s) => s.srcSet)].flatMap((srcSet) =>
      srcSet.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
    );
  const sizes = [
    ...urlsOf(await gatsbyImageResolver(node, args.gallery, actions)),
    ...urlsOf(await gatsbyImageResolver(node, args.thumb, actions)),
  ];
  const share = await resizeResolver(node, args.share, actions);
  if (share) sizes.push(share.src);
  const cardImage = await gatsbyImageResolver(node, args.card, actions);
  return { url, contentDigest, sizes, card: urlsOf(cardImage), cardImage };
}
