// What the host's image service needs from the build, written after the pages: every vehicle photo published
// under /static/ (copied here, 16 at a time; a copy already there from an earlier build is kept), and
// public/_image-service.json, the formats the pages link to (serve:prod makes no other). With
// IMAGE_SIZES_AT_BUILD=true, for a static host without an image service, every size the pages link to is also
// made here, at the path of its URL (as Gatsby's own Image CDN fallback would), which costs the build what
// it did before the image service: about 0.1 s of CPU a photo.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Node, NodePluginArgs } from "gatsby";
import { IMAGE_CDN_PREFIX } from "../../src/lib/images/image-cdn-request";
import { IMAGE_SERVICE_FILE, imageServiceFile } from "../../src/lib/images/image-service-file";
import { photoFormats } from "../../src/lib/images/photo-sizes";
import { resizePhoto } from "../../src/lib/images/resize-photo";
import { imageArgsOf, servedSizes } from "../../src/lib/images/service-sizes";
import { photoFormatOfName } from "../../src/lib/images/source-photo";
import { publishPhoto } from "../content/vehicle-photo-images";
import { PUBLIC_DIR } from "./public-files";

interface PhotoImageNode extends Node {
  url: string;
  filename: string;
  width: number;
  height: number;
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(work));
}

/** Makes every size of one photo at its URL's path under public/ (kept when already there). */
async function writeSizes(node: PhotoImageNode, source: string, publicDir: string): Promise<number> {
  const format = photoFormatOfName(node.filename);
  if (!format) return 0;
  const name = path.posix.basename(node.filename, path.posix.extname(node.filename));
  let made = 0;
  for (const size of servedSizes({ width: node.width, height: node.height, format }, photoFormats(process.env))) {
    const file = path.join(
      publicDir,
      IMAGE_CDN_PREFIX,
      md5(node.url),
      md5(imageArgsOf(size)),
      `${name}.${size.format}`,
    );
    if (fs.existsSync(file)) continue;
    const bytes = await resizePhoto(source, size);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, bytes);
    made += 1;
  }
  return made;
}

export async function writePhotoService(
  { getNodesByType, getNode }: Pick<NodePluginArgs, "getNodesByType" | "getNode">,
  publicDir = PUBLIC_DIR,
): Promise<{ photos: number; sizesMade: number }> {
  fs.writeFileSync(path.join(publicDir, IMAGE_SERVICE_FILE), imageServiceFile(process.env));
  const photos = getNodesByType("VehiclePhotoImage") as PhotoImageNode[];
  const atBuild = process.env.IMAGE_SIZES_AT_BUILD === "true";
  let sizesMade = 0;
  await inBatches(photos, 16, async (node) => {
    const source = (node.parent ? (getNode(node.parent) as { absolutePath?: string } | undefined) : undefined)
      ?.absolutePath;
    if (!source) return;
    await publishPhoto(source, node.url, publicDir);
    if (atBuild) sizesMade += await writeSizes(node, source, publicDir);
  });
  return { photos: photos.length, sizesMade };
}
