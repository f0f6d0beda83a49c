// What the host's image service needs from the build, written after the pages: every vehicle photo published
// under /static/ (copied here, 16 at a time; a copy already there from an earlier build is kept), and
// public/_image-service.json, the formats the pages link to (serve:prod makes no other). Sizes are made here at
// the path of their URL (as Gatsby's own Image CDN fallback would), where serve:prod and a plain static host
// answer them as files: off Netlify, the first-paint sizes of each vehicle's first photo (the slides its page
// preloads, service-sizes.ts firstPaintSizes), so a shopper's first visit never waits for a resize; with
// IMAGE_SIZES_AT_BUILD=true, for a static host without an image service, every size the pages link to, which
// costs the build what it did before the image service: about 0.1 s of CPU a photo. On Netlify the pages link
// to Netlify Image CDN URLs, so none is made.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node, NodePluginArgs } from "gatsby";
import { IMAGE_CDN_PREFIX } from "../../src/lib/images/image-cdn-request";
import { IMAGE_SERVICE_FILE, imageServiceFile } from "../../src/lib/images/image-service-file";
import { photoFormats } from "../../src/lib/images/photo-sizes";
import { resizePhoto } from "../../src/lib/images/resize-photo";
import { firstPaintSizes, imageArgsOf, servedSizes, type PhotoSize } from "../../src/lib/images/service-sizes";
import { photoFormatOfName } from "../../src/lib/images/source-photo";
import { WorkQueue } from "../../src/lib/images/work-queue";
import { publishPhoto, VEHICLE_PHOTOS_SOURCE } from "../content/vehicle-photo-images";
import { buildsForNetlify } from "../platform/netlify-adapter";
import { PUBLIC_DIR } from "./public-files";
import { setting } from "../../src/lib/settings/setting";

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

/** Which sizes of a photo the build makes: all, the first paint's, or none. */
type SizesAtBuild = "all" | "first-paint" | "none";

/** One size to make: from which photo, and where its URL's path is under public/. */
interface SizeJob {
  source: string;
  size: PhotoSize;
  file: string;
}

/** The chosen sizes of one photo that are not already at their URLs' paths under public/. */
function sizeJobsOf(
  node: PhotoImageNode,
  source: string,
  publicDir: string,
  which: Exclude<SizesAtBuild, "none">,
): SizeJob[] {
  const format = photoFormatOfName(node.filename);
  if (!format) return [];
  const name = path.posix.basename(node.filename, path.posix.extname(node.filename));
  const photo = { width: node.width, height: node.height, format };
  const sizes: PhotoSize[] = (which === "all" ? servedSizes : firstPaintSizes)(photo, photoFormats(process.env));
  return sizes
    .map((size) => ({
      source,
      size,
      file: path.join(publicDir, IMAGE_CDN_PREFIX, md5(node.url), md5(imageArgsOf(size)), `${name}.${size.format}`),
    }))
    .filter((job) => !fs.existsSync(job.file));
}

async function makeSize({ source, size, file }: SizeJob): Promise<void> {
  // sharp's own message names no file and may run over several lines: the build's error is one line that says
  // which photo to replace.
  const bytes = await resizePhoto(source, size).catch((error: unknown) => {
    throw new Error(
      `${path.relative(process.cwd(), source)}: this photo cannot be read (${(error as Error).message.replace(/\s+/g, " ").trim()}); replace the file with a JPEG, PNG, WebP or AVIF that opens`,
    );
  });
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, bytes);
}

interface PhotoFileNode extends Node {
  sourceInstanceName?: string;
  relativePath?: string;
  absolutePath?: string;
}

/** The ids of the File nodes that are a vehicle's first photo (Vehicle.mainPhoto: `photos[0].file`). */
function firstPhotoFiles(getNodesByType: NodePluginArgs["getNodesByType"]): Set<string> {
  const fileIds = new Map<string, string>();
  for (const file of getNodesByType("File") as PhotoFileNode[])
    if (file.sourceInstanceName === VEHICLE_PHOTOS_SOURCE && file.relativePath) fileIds.set(file.relativePath, file.id);
  const firsts = new Set<string>();
  for (const vehicle of getNodesByType("Vehicle") as Array<Node & { photos?: Array<{ file?: string }> }>) {
    const id = fileIds.get(vehicle.photos?.[0]?.file ?? "");
    if (id) firsts.add(id);
  }
  return firsts;
}

export async function writePhotoService(
  { getNodesByType, getNode }: Pick<NodePluginArgs, "getNodesByType" | "getNode">,
  publicDir = PUBLIC_DIR,
): Promise<{ photos: number; sizesMade: number; sizesAtBuild: SizesAtBuild }> {
  fs.writeFileSync(path.join(publicDir, IMAGE_SERVICE_FILE), imageServiceFile(process.env));
  const photos = getNodesByType("VehiclePhotoImage") as PhotoImageNode[];
  const sizesAtBuild: SizesAtBuild =
    setting(process.env, "IMAGE_SIZES_AT_BUILD") === "true"
      ? "all"
      : buildsForNetlify(process.env)
        ? "none"
        : "first-paint";
  const firsts = sizesAtBuild === "first-paint" ? firstPhotoFiles(getNodesByType) : new Set<string>();
  const jobs: SizeJob[] = [];
  // The copies first, 16 at a time (the disk's work), then the sizes, one per core from one queue: a batch that
  // waited for its slowest resize kept the cores idle when first photos were few among many.
  await inBatches(photos, 16, async (node) => {
    const source = (node.parent ? (getNode(node.parent) as PhotoFileNode | undefined) : undefined)?.absolutePath;
    if (!source) return;
    await publishPhoto(source, node.url, publicDir);
    if (sizesAtBuild === "all" || (sizesAtBuild === "first-paint" && firsts.has(node.parent as string)))
      jobs.push(...sizeJobsOf(node, source, publicDir, sizesAtBuild));
  });
  const queue = new WorkQueue(os.availableParallelism(), Infinity);
  await Promise.all(jobs.map((job) => queue.run(() => makeSize(job))));
  const sizesMade = jobs.length;
  return { photos: photos.length, sizesMade, sizesAtBuild };
}
