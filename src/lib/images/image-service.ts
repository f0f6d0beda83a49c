// The image service of a Linux server (serve:prod) and of `gatsby develop`: answers Gatsby's Image CDN URLs
// (image-cdn-request.ts) from a build's public/ folder. A size is made the first time it is asked for, from the
// photo the build published under /static/, and kept in the disk cache (photo-disk-cache.ts); later requests
// are answered from there. Only sizes the site links to are made (service-sizes.ts): anything else is a 400
// and writes nothing. A photo sharp cannot read is a 404 and one log line (then remembered, not retried); one
// over the photo size rule (photo-size-limit.ts, checked on its header) is a 422 saying so, never decoded.
// Requests arriving together for one size wait for one resize (single-flight.ts); resizes run a few at a time
// (work-queue.ts), by the resizer given (resizer.ts). A size the build already made at its URL's path in public/
// (the first paint of each vehicle's first photo, or every size with IMAGE_SIZES_AT_BUILD) is answered from there.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseImageCdnRequest } from "./image-cdn-request";
import type { PhotoDiskCache } from "./photo-disk-cache";
import { photoSizeProblem } from "./photo-size-limit";
import type { RequestedFormat } from "./photo-sizes";
import { readPhotoMetadata, resizePhoto } from "./resize-photo";
import { ResizerStoppedError, type Resizer } from "./resizer";
import { servedSizeOf, type SourcePhoto } from "./service-sizes";
import { SingleFlight } from "./single-flight";
import { mimeTypeOf, sourcePhotoOf } from "./source-photo";
import { QueueFullError, WorkQueue } from "./work-queue";

/**
 * How a size was answered: as the build made it, from the cache, by resizing it now, or by waiting for a resize
 * already running.
 */
export type ImageOutcome = "built" | "cached" | "resized" | "joined";

export type ImageAnswer =
  | { status: 200; contentType: string; outcome: ImageOutcome; file: string }
  | { status: 200; contentType: string; outcome: ImageOutcome; body: Buffer }
  | { status: 400 | 404 | 422 | 503; message: string };

export interface ImageServiceOptions {
  publicDir: string;
  cache: PhotoDiskCache;
  /** The formats the build asked for (photo-sizes.ts photoFormats). */
  formats: readonly RequestedFormat[];
  /** Resizes at once (the cores) and waiting (more are answered 503). */
  concurrency: number;
  maxWaiting: number;
  log: (line: string) => void;
  /** Who makes a size: sharp in this process unless given (serve:prod resizes in a low-priority process). */
  resize?: Resizer;
}

export interface ImageService {
  answer(pathname: string, rawQuery: string): Promise<ImageAnswer>;
}

/** Remembered source sizes and unreadable photos: enough for a large lot, bounded against a flood of names. */
const MEMO_LIMIT = 50_000;

function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= MEMO_LIMIT) map.delete(map.keys().next().value as K);
  map.set(key, value);
  return value;
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

export function createImageService(options: ImageServiceOptions): ImageService {
  const { publicDir, cache, formats, log, resize = resizePhoto } = options;
  const queue = new WorkQueue(options.concurrency, options.maxWaiting);
  const flights = new SingleFlight<Buffer>();
  const sources = new Map<string, SourcePhoto>();
  const unreadable = new Map<string, true>();
  /** Photos over the size rule, with the sentence that says so. */
  const tooLarge = new Map<string, string>();

  const notFound = { status: 404, message: "no such photo" } as const;

  /**
   * The source photo's size, read once from its header; why it is refused when it is over the size rule, and
   * undefined (logged once) when sharp cannot read it.
   */
  async function sourceOf(
    file: string,
    source: string,
    contentDigest: string,
  ): Promise<SourcePhoto | { refused: string } | undefined> {
    const known = sources.get(contentDigest);
    if (known) return known;
    const refused = tooLarge.get(contentDigest);
    if (refused) return { refused };
    try {
      const photo = sourcePhotoOf(source, await readPhotoMetadata(file));
      if (!photo) throw new Error("no width or height");
      const problem = photoSizeProblem(path.posix.basename(source), photo);
      if (!problem) return remember(sources, contentDigest, photo);
      log(`image service: ${source} is too large to resize, answered 422: ${problem}`);
      return { refused: remember(tooLarge, contentDigest, problem) };
    } catch (error) {
      remember(unreadable, contentDigest, true);
      log(`image service: ${source} cannot be read, answered 404: ${(error as Error).message}`);
      return undefined;
    }
  }

  let storeFailed = false;
  /** A size that cannot be kept (a full disk) is still answered; the first such failure is logged. */
  async function keep(key: string, bytes: Buffer): Promise<void> {
    try {
      await cache.store(key, bytes);
    } catch (error) {
      if (!storeFailed) log(`image service: the disk cache cannot keep a photo: ${(error as Error).message}`);
      storeFailed = true;
    }
  }

  return {
    async answer(pathname, rawQuery) {
      const request = parseImageCdnRequest(pathname, rawQuery);
      if ("error" in request) return { status: 400, message: request.error };
      const { source, contentDigest, args, format } = request;
      const contentType = mimeTypeOf(format);
      const file = path.join(publicDir, source);
      // The published photo decides: a photo no longer in the build is not served, even from the cache.
      if (unreadable.has(contentDigest) || !(await fs.promises.stat(file).catch(() => undefined))?.isFile())
        return notFound;
      // The path is the checked URL's own (two digests and the source's name), so it stays inside public/.
      const built = path.join(publicDir, pathname);
      if ((await fs.promises.stat(built).catch(() => undefined))?.isFile())
        return { status: 200, contentType, outcome: "built", file: built };
      const key = `${contentDigest}-${md5(args)}.${format}`;
      const cached = await cache.lookup(key);
      if (cached) return { status: 200, contentType, outcome: "cached", body: cached };

      const photo = await sourceOf(file, source, contentDigest);
      if (!photo) return notFound;
      if ("refused" in photo) return { status: 422, message: photo.refused };
      const size = servedSizeOf(args, photo, formats);
      if (!size) return { status: 400, message: "not a size of this photo that the site uses" };

      const flight = flights.run(key, async () => {
        const bytes = await queue.run(() => resize(file, size));
        await keep(key, bytes);
        return bytes;
      });
      try {
        return { status: 200, contentType, outcome: flight.joined ? "joined" : "resized", body: await flight.result };
      } catch (error) {
        if (error instanceof QueueFullError || error instanceof ResizerStoppedError)
          return { status: 503, message: error.message };
        if (!flight.joined && !unreadable.has(contentDigest)) {
          remember(unreadable, contentDigest, true);
          log(`image service: ${source} cannot be resized, answered 404: ${(error as Error).message}`);
        }
        return notFound;
      }
    },
  };
}
