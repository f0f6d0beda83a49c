// Draws generated vehicles' own photos (src/lib/content/synthetic-photos.ts) with sharp: each sample photo is
// decoded once and every variant made from it is cut, tinted and encoded from those pixels, a few at a time.
// A cache folder keeps what was drawn, by variant, so the benchmark's next run copies instead of drawing.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { PhotoVariant } from "../../src/lib/content/synthetic-photos";

export interface PhotoJob {
  variant: PhotoVariant;
  output: string;
}

const WIDTH = 1600;
const HEIGHT = 1200;

const variantKey = (sourceFile: string, variant: PhotoVariant) =>
  createHash("sha1")
    .update(`${path.basename(sourceFile)}:${JSON.stringify(variant)}:${WIDTH}x${HEIGHT}`)
    .digest("hex");

async function draw(pixels: { data: Buffer; info: sharp.OutputInfo }, variant: PhotoVariant): Promise<Buffer> {
  const { width, height, channels } = pixels.info;
  const crop = {
    left: Math.floor(variant.crop.left * width),
    top: Math.floor(variant.crop.top * height),
    width: Math.floor(variant.crop.width * width),
    height: Math.floor(variant.crop.height * height),
  };
  let image = sharp(pixels.data, { raw: { width, height, channels } })
    .extract(crop)
    .resize(WIDTH, HEIGHT, { fit: "cover", kernel: "cubic" })
    .linear(variant.tint, [0, 0, 0]);
  if (variant.mirrored) image = image.flop();
  return image.jpeg({ quality: 82 }).toBuffer();
}

/** Draws every job; returns how many were drawn and how many came from the cache. */
export async function drawPhotoVariants(
  sources: readonly string[],
  jobs: readonly PhotoJob[],
  cacheDir?: string,
): Promise<{ drawn: number; cached: number }> {
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });
  const bySource = new Map<number, PhotoJob[]>();
  for (const job of jobs) bySource.set(job.variant.source, [...(bySource.get(job.variant.source) ?? []), job]);
  let drawn = 0;
  let cached = 0;
  for (const [source, sourceJobs] of bySource) {
    let pixels: { data: Buffer; info: sharp.OutputInfo } | undefined;
    const queue = [...sourceJobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const kept = cacheDir && path.join(cacheDir, `${variantKey(sources[source], job.variant)}.jpg`);
        if (kept && fs.existsSync(kept)) {
          fs.copyFileSync(kept, job.output);
          cached += 1;
          continue;
        }
        pixels ??= await sharp(sources[source]).raw().toBuffer({ resolveWithObject: true });
        const bytes = await draw(pixels, job.variant);
        fs.writeFileSync(job.output, bytes);
        if (kept) fs.writeFileSync(kept, bytes);
        drawn += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, worker));
  }
  return { drawn, cached };
}
