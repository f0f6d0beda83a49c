// What the host's image service needs from the build, written after the pages: every vehicle photo published
// under /static/ (copied here, 16 at a time; a copy already there from an earlier build is kept), and
// public/_image-service.json, the formats the pages link to (serve:prod makes no other). Sizes are made here at
// the path of their URL (as Gatsby's own Image CDN fallback would), where serve:prod and a plain static host
// answer them as files. Off Netlify, what a first paint shows, so no shopper's first visit waits for a resize:
// the slides a vehicle page preloads of its first photo (service-sizes.ts firstPaintSizes), and the cards of each
// list's first screen (first-screen-photos.ts: a bounded set, some 24 cars a list). With IMAGE_SIZES_AT_BUILD=true,
// for a static host without an image service, every size the pages link to (each photo's slides, thumbnails and
// share image, each first photo's card), which costs the build what it did before the image service: about 0.1 s
// of CPU a photo. On Netlify the pages link to Netlify Image CDN URLs, so none is made. A photo's sizes are made
// together, from one decode of it (resize-photo.ts resizePhotoSizes).
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node, NodePluginArgs } from "gatsby";
import { IMAGE_CDN_PREFIX } from "../../src/lib/images/image-cdn-request";
import { IMAGE_SERVICE_FILE, imageServiceFile } from "../../src/lib/images/image-service-file";
import { photoFormats } from "../../src/lib/images/photo-sizes";
import { resizePhotoSizes } from "../../src/lib/images/resize-photo";
import {
  cardPhotoSizes,
  firstPaintSizes,
  imageArgsOf,
  pagePhotoSizes,
  servedSizeOf,
  type PhotoSize,
  type SourcePhoto,
} from "../../src/lib/images/service-sizes";
import { photoFormatOfName } from "../../src/lib/images/source-photo";
import { WorkQueue } from "../../src/lib/images/work-queue";
import { publishPhoto, VEHICLE_PHOTOS_SOURCE } from "../content/vehicle-photo-images";
import { VEHICLE_TEMPLATE } from "../pages/create-vehicle-pages";
import { buildsForNetlify } from "../platform/netlify-adapter";
import { firstScreenPagePaths, firstScreenSizes, type SitePageNode } from "./first-screen-photos";
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

/** Which sizes the build makes: all, the first paint's, or none. */
type SizesAtBuild = "all" | "first-paint" | "none";

/** One photo's sizes to make, from one decode of it: its file, and each size with where its URL's path is. */
interface PhotoJob {
  source: string;
  sizes: Array<{ size: PhotoSize; file: string }>;
}

/** What the build makes of a photo: the sizes chosen for it that are not already at their URLs' paths. */
function photoJobOf(node: PhotoImageNode, source: string, publicDir: string, sizes: readonly PhotoSize[]): PhotoJob {
  const name = path.posix.basename(node.filename, path.posix.extname(node.filename));
  const files = new Map(
    sizes.map((size) => {
      const args = imageArgsOf(size);
      return [
        args,
        { size, file: path.join(publicDir, IMAGE_CDN_PREFIX, md5(node.url), md5(args), `${name}.${size.format}`) },
      ];
    }),
  );
  return { source, sizes: [...files.values()].filter(({ file }) => !fs.existsSync(file)) };
}

/** The sizes of a photo the build makes: every size its pages link, or what a first paint shows of it. */
function sizesAtBuildOf(
  photo: SourcePhoto,
  which: Exclude<SizesAtBuild, "none">,
  isFirst: boolean,
  firstScreen: ReadonlySet<string> | undefined,
): PhotoSize[] {
  const formats = photoFormats(process.env);
  if (which === "all") return [...pagePhotoSizes(photo, formats), ...(isFirst ? cardPhotoSizes(photo, formats) : [])];
  const shown = [...(firstScreen ?? [])].map((args) => servedSizeOf(args, photo, formats));
  return [...(isFirst ? firstPaintSizes(photo, formats) : []), ...shown.filter((size) => size !== undefined)];
}

async function makeSizes({ source, sizes }: PhotoJob): Promise<void> {
  // sharp's own message names no file and may run over several lines: the build's error is one line that says
  // which photo to replace.
  const made = await resizePhotoSizes(
    source,
    sizes.map(({ size }) => size),
  ).catch((error: unknown) => {
    throw new Error(
      `${path.relative(process.cwd(), source)}: this photo cannot be read (${(error as Error).message.replace(/\s+/g, " ").trim()}); replace the file with a JPEG, PNG, WebP or AVIF that opens`,
    );
  });
  for (const [at, { file }] of sizes.entries()) {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, made[at]);
  }
}

interface PhotoFileNode extends Node {
  sourceInstanceName?: string;
  relativePath?: string;
  absolutePath?: string;
}

/**
 * The ids of the File nodes that are a built vehicle page's first photo (Vehicle.mainPhoto: `photos[0].file`). A
 * deferred page's (VEHICLE_PAGES_AT_BUILD) are made on its first request, with the page: at 20,000 cars, making
 * every first photo's slides would be most of the build.
 */
function firstPhotoFiles(
  getNodesByType: NodePluginArgs["getNodesByType"],
  deferredPaths: ReadonlySet<string>,
): Set<string> {
  const fileIds = new Map<string, string>();
  for (const file of getNodesByType("File") as PhotoFileNode[])
    if (file.sourceInstanceName === VEHICLE_PHOTOS_SOURCE && file.relativePath) fileIds.set(file.relativePath, file.id);
  const firsts = new Set<string>();
  for (const vehicle of getNodesByType("Vehicle") as Array<
    Node & { path?: string; photos?: Array<{ file?: string }> }
  >) {
    if (deferredPaths.has(vehicle.path ?? "")) continue;
    const id = fileIds.get(vehicle.photos?.[0]?.file ?? "");
    if (id) firsts.add(id);
  }
  return firsts;
}

export async function writePhotoService(
  { getNodesByType, getNode }: Pick<NodePluginArgs, "getNodesByType" | "getNode">,
  publicDir = PUBLIC_DIR,
  deferredPaths: ReadonlySet<string> = new Set(),
): Promise<{ photos: number; sizesMade: number; sizesAtBuild: SizesAtBuild }> {
  fs.writeFileSync(path.join(publicDir, IMAGE_SERVICE_FILE), imageServiceFile(process.env));
  const photos = getNodesByType("VehiclePhotoImage") as PhotoImageNode[];
  const sizesAtBuild: SizesAtBuild =
    setting(process.env, "IMAGE_SIZES_AT_BUILD") === "true"
      ? "all"
      : buildsForNetlify(process.env)
        ? "none"
        : "first-paint";
  const firsts = sizesAtBuild === "none" ? new Set<string>() : firstPhotoFiles(getNodesByType, deferredPaths);
  const firstScreen =
    sizesAtBuild === "first-paint"
      ? firstScreenSizes(
          publicDir,
          firstScreenPagePaths(getNodesByType("SitePage") as SitePageNode[], VEHICLE_TEMPLATE),
        )
      : new Map<string, Set<string>>();
  const jobs: PhotoJob[] = [];
  // The copies first, 16 at a time (the disk's work), then the sizes, a photo per core from one queue: a batch that
  // waited for its slowest resize kept the cores idle when first photos were few among many.
  await inBatches(photos, 16, async (node) => {
    const source = (node.parent ? (getNode(node.parent) as PhotoFileNode | undefined) : undefined)?.absolutePath;
    if (!source) return;
    await publishPhoto(source, node.url, publicDir);
    const format = photoFormatOfName(node.filename);
    if (sizesAtBuild === "none" || !format) return;
    const photo = { width: node.width, height: node.height, format };
    const sizes = sizesAtBuildOf(photo, sizesAtBuild, firsts.has(node.parent as string), firstScreen.get(node.url));
    const job = photoJobOf(node, source, publicDir, sizes);
    if (job.sizes.length > 0) jobs.push(job);
  });
  const queue = new WorkQueue(os.availableParallelism(), Infinity);
  await Promise.all(jobs.map((job) => queue.run(() => makeSizes(job))));
  const sizesMade = jobs.reduce((sum, job) => sum + job.sizes.length, 0);
  return { photos: photos.length, sizesMade, sizesAtBuild };
}
