// `gatsby develop`'s photo sizes: the develop prefix of src/lib/images/develop-image-urls.ts answered by the
// same image service as serve:prod, from public/ (where the build copies each photo) with its cache beside it
// (.cache/image-service unless IMAGE_CACHE_DIR says otherwise).
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { imageCdnPathOfDevelop } from "../../src/lib/images/develop-image-urls";
import { imageCacheSettings } from "../../src/lib/images/image-cache-settings";
import { createImageService, type ImageService } from "../../src/lib/images/image-service";
import { PhotoDiskCache } from "../../src/lib/images/photo-disk-cache";
import { photoFormats } from "../../src/lib/images/photo-sizes";

interface DevServerApp {
  use(handler: (request: IncomingMessage, response: ServerResponse, next: () => void) => void): void;
}

let service: Promise<ImageService> | undefined;

function developImageService(): Promise<ImageService> {
  service ??= (async () => {
    const publicDir = path.join(process.cwd(), "public");
    const settings = imageCacheSettings(process.env, publicDir);
    return createImageService({
      publicDir,
      cache: await PhotoDiskCache.open(settings.dir, settings.maxBytes),
      formats: photoFormats(process.env),
      concurrency: os.availableParallelism(),
      maxWaiting: 256,
      log: (line) => console.warn(line),
    });
  })();
  return service;
}

export function serveImagesInDevelop(app: DevServerApp): void {
  app.use((request, response, next) => {
    const [rawPath, rawQuery = ""] = (request.url ?? "").split("?", 2);
    const imagePath = imageCdnPathOfDevelop(rawPath);
    if (!imagePath) return next();
    void developImageService()
      .then((images) => images.answer(decodeURIComponent(imagePath), rawQuery))
      .then((answer) => {
        if (answer.status !== 200) {
          response.writeHead(answer.status, { "content-type": "text/plain" }).end(`${answer.message}\n`);
          return;
        }
        response.writeHead(200, { "content-type": answer.contentType, "cache-control": "no-cache" });
        if ("body" in answer) response.end(answer.body);
        else fs.createReadStream(answer.file).pipe(response);
      })
      .catch((error: Error) => response.writeHead(500, { "content-type": "text/plain" }).end(`${error.message}\n`));
  });
}
