// The blurred preview of each vehicle's first photo (src/lib/images/blurred-preview.ts), made while the build
// sources its nodes and kept on the vehicle's first photo (`VehiclePhoto.blurred`, source-content.ts), so the page
// query reads a plain field and nothing decodes a photo at query time (the query engine never loads sharp).
// Gatsby's cache keeps each preview under the photo's content digest (its File node's: the MD5 of its bytes), so
// a warm build, or a photo that did not change, costs a cache read; a photo that becomes a car's first is made
// then. An unreadable photo stops the build naming the file, as the post-build's sizes do.
import os from "node:os";
import path from "node:path";
import type { Node, NodePluginArgs } from "gatsby";
import { blurredPreview, PREVIEW_RECIPE } from "../../src/lib/images/blurred-preview";
import { loadSharp } from "../../src/lib/images/load-sharp";
import type { PhotoFormat } from "../../src/lib/images/photo-sizes";
import { photoFormatOfName } from "../../src/lib/images/source-photo";
import { unreadablePhotoMessage } from "../../src/lib/images/unreadable-photo";
import { WorkQueue } from "../../src/lib/images/work-queue";
import { VEHICLE_PHOTOS_SOURCE } from "./vehicle-photo-images";

interface PhotoFileNode extends Node {
  sourceInstanceName?: string;
  relativePath?: string;
  absolutePath?: string;
}

export interface FirstPhotoPreviews {
  /** Each first photo's preview by its file (`VehiclePhoto.file`, relative to the photos folder). */
  previews: Map<string, string>;
  made: number;
  cached: number;
  /** One line per photo that cannot be read, naming its file. */
  problems: string[];
}

const cacheKey = (contentDigest: string) => `blurred-preview ${PREVIEW_RECIPE} ${contentDigest}`;

/**
 * The previews of these photos (each vehicle's first photo's file), from Gatsby's cache or made, several at once:
 * sharp works in libuv's thread pool (four threads unless UV_THREADPOOL_SIZE says more), one photo a thread.
 */
export async function firstPhotoPreviews(
  { getNodesByType, cache }: Pick<NodePluginArgs, "getNodesByType" | "cache">,
  photosDir: string,
  firstPhotos: Iterable<string>,
): Promise<FirstPhotoPreviews> {
  // Only the photos folder's own files: until sourcing ends, Gatsby still holds the File nodes of an earlier
  // build's folder (another CONTENT_DIR), with the same relative paths and that folder's digests.
  const inFolder = `${path.resolve(photosDir)}${path.sep}`;
  const files = new Map<string, PhotoFileNode>();
  for (const file of getNodesByType("File") as PhotoFileNode[])
    if (
      file.sourceInstanceName === VEHICLE_PHOTOS_SOURCE &&
      file.relativePath &&
      file.absolutePath?.startsWith(inFolder)
    )
      files.set(file.relativePath, file);
  const previews = new Map<string, string>();
  const toMake: Array<{ relativePath: string; absolutePath: string; format: PhotoFormat; key: string }> = [];
  for (const relativePath of new Set(firstPhotos)) {
    const file = files.get(relativePath);
    const format = photoFormatOfName(relativePath);
    if (!file?.absolutePath || !format) continue;
    const key = cacheKey(file.internal.contentDigest);
    const kept: unknown = await cache.get(key);
    if (typeof kept === "string") previews.set(relativePath, kept);
    else toMake.push({ relativePath, absolutePath: file.absolutePath, format, key });
  }
  const cached = previews.size;
  const problems: string[] = [];
  // sharp itself is loaded first: a failure there is the build's, not a photo's.
  if (toMake.length > 0) await loadSharp();
  const queue = new WorkQueue(Math.max(4, os.availableParallelism()), Infinity);
  await Promise.all(
    toMake.map(({ relativePath, absolutePath, format, key }) =>
      queue.run(async () => {
        let preview: string;
        try {
          preview = await blurredPreview(absolutePath, format);
        } catch (error) {
          const shown = path.relative(process.cwd(), absolutePath);
          problems.push(unreadablePhotoMessage(shown.startsWith("..") ? absolutePath : shown, error));
          return;
        }
        previews.set(relativePath, preview);
        await cache.set(key, preview);
      }),
    ),
  );
  const made = previews.size - cached;
  return { previews, made, cached, problems: problems.sort() };
}
