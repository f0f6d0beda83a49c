// serve:prod's image service (src/lib/images/image-service.ts) as Express middleware for Gatsby's Image CDN
// URLs (`/_gatsby/image/...`): a made or cached size with a year of caching (its URL names the photo's content),
// a refused request as a short plain-text 400/404/422/503. `Server-Timing` says how it was answered (`built`, `cached`,
// `resized`, `joined`: waited for the same size being made for another request) and how long that took.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { IMAGE_CDN_PREFIX } from "../../src/lib/images/image-cdn-request";
import { imageCacheSettings } from "../../src/lib/images/image-cache-settings";
import { createImageService, type ImageAnswer } from "../../src/lib/images/image-service";
import { formatsOfImageServiceFile, IMAGE_SERVICE_FILE } from "../../src/lib/images/image-service-file";
import { PhotoDiskCache } from "../../src/lib/images/photo-disk-cache";
import { IMMUTABLE } from "../../src/lib/seo/hosting-headers";
import { resizeInLowPriorityProcess } from "./resize-process";
import { sitePath } from "./site-path";

export interface ImageRoute {
  handler: (request: Request, response: Response, next: NextFunction) => void;
  /** For the start-up line: where the cache is and what it holds. */
  describe(): string;
}

/** The raw query string as the client sent it (the digests are checked against it as written). */
function rawQueryOf(request: Request): string {
  const index = request.originalUrl.indexOf("?");
  return index < 0 ? "" : request.originalUrl.slice(index + 1);
}

function send(response: Response, answer: ImageAnswer, milliseconds: number): void {
  if (answer.status !== 200) {
    response.status(answer.status).type("text/plain").send(`${answer.message}\n`);
    return;
  }
  response.setHeader("Cache-Control", IMMUTABLE);
  response.setHeader("Server-Timing", `${answer.outcome};dur=${milliseconds.toFixed(1)}`);
  response.type(answer.contentType);
  if ("body" in answer) response.send(answer.body);
  else
    // A size the build made, in public/ (which may sit in a dot folder: allowed, it is the build's own).
    response.sendFile(answer.file, { cacheControl: false, dotfiles: "allow" }, (error) => {
      // Deleted since it was looked up (a new build replaced public/): never cache a miss.
      if (!error || response.headersSent) return;
      response.removeHeader("Cache-Control");
      response.removeHeader("Server-Timing");
      response.status(503).type("text/plain").send("the photo was just removed from the cache; try again\n");
    });
}

export async function imageRoute(
  publicDir: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<ImageRoute> {
  const settings = imageCacheSettings(env, publicDir);
  const serviceFile = path.join(publicDir, IMAGE_SERVICE_FILE);
  const formats = formatsOfImageServiceFile(
    fs.existsSync(serviceFile) ? fs.readFileSync(serviceFile, "utf8") : undefined,
  );
  const cache = await PhotoDiskCache.open(settings.dir, settings.maxBytes);
  const cores = os.availableParallelism();
  const service = createImageService({
    publicDir,
    cache,
    formats,
    concurrency: cores,
    maxWaiting: 64 * cores,
    log,
    resize: resizeInLowPriorityProcess(log),
  });
  return {
    handler: (request, response, next) => {
      const pathname = sitePath(request);
      if (!pathname.startsWith(IMAGE_CDN_PREFIX) || (request.method !== "GET" && request.method !== "HEAD"))
        return next();
      const started = performance.now();
      service
        .answer(pathname, rawQueryOf(request))
        .then((answer) => send(response, answer, performance.now() - started))
        .catch(next);
    },
    describe: () =>
      `photo sizes cached in ${settings.dir} (${(cache.totalBytes / 1048576).toFixed(1)} of ${(settings.maxBytes / 1048576).toFixed(0)} MB used)`,
  };
}
