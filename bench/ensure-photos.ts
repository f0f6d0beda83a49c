// Makes sure every photo the content lists exists, so the benchmark builds even in a checkout whose
// sample photos have not been drawn yet. Works only inside a build tree, never on the developer's content.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export interface PhotoReport {
  listed: number;
  /** Drawn by the project's own `scripts/make-sample-photos.ts`. */
  drawnBySampleScript: number;
  /** Still missing after that: drawn here as stand-ins. */
  placeholders: number;
}

function listedPhotos(contentDir: string): string[] {
  const vehiclesDir = path.join(contentDir, "vehicles");
  const files = new Set<string>();
  for (const name of fs.readdirSync(vehiclesDir).filter((entry) => entry.endsWith(".json"))) {
    const vehicle = JSON.parse(fs.readFileSync(path.join(vehiclesDir, name), "utf8")) as {
      photos?: { file?: unknown }[];
    };
    for (const photo of vehicle.photos ?? []) if (typeof photo.file === "string") files.add(photo.file);
  }
  return [...files].sort();
}

function missing(contentDir: string, files: readonly string[]): string[] {
  const photosDir = path.join(contentDir, "vehicles", "photos");
  return files.filter((file) => !fs.existsSync(path.join(photosDir, file)));
}

const DISTINCT_PLACEHOLDERS = 8;

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/**
 * A 1600x1200 JPEG with sky, ground and a body-coloured shape over light noise, so it compresses
 * roughly like the drawn sample photos (a flat colour would make image bytes look unrealistically small).
 */
async function drawPlaceholder(file: string): Promise<void> {
  const width = 1600;
  const height = 1200;
  const colour = `hsl(${hue(path.basename(file))}, 55%, 42%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#e8eef4"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect y="760" width="${width}" height="440" fill="#6d6f73"/>
    <rect x="260" y="520" width="1080" height="260" rx="90" fill="${colour}"/>
    <rect x="480" y="400" width="620" height="180" rx="70" fill="${colour}"/>
    <circle cx="520" cy="790" r="110" fill="#1c1c1e"/><circle cx="1100" cy="790" r="110" fill="#1c1c1e"/>
  </svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  await sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
}

export async function ensurePhotos(treeDir: string, contentDir: string): Promise<PhotoReport> {
  const listed = listedPhotos(contentDir);
  const before = missing(contentDir, listed);
  let drawnBySampleScript = 0;
  const sampleScript = path.join(treeDir, "scripts", "make-sample-photos.ts");
  if (before.length > 0 && fs.existsSync(sampleScript)) {
    // `make-sample-photos.ts [contentDir/vehicles]` draws only the photos that are missing.
    spawnSync(path.join(treeDir, "node_modules", ".bin", "tsx"), [sampleScript, path.join(contentDir, "vehicles")], {
      cwd: treeDir,
      env: { ...process.env, CONTENT_DIR: contentDir },
      stdio: "ignore",
    });
    drawnBySampleScript = before.length - missing(contentDir, listed).length;
  }
  const stillMissing = missing(contentDir, listed);
  const photosDir = path.join(contentDir, "vehicles", "photos");
  fs.mkdirSync(photosDir, { recursive: true });
  // Drawing is slow on a busy 2-core machine: draw a few distinct stand-ins and copy them to the other names.
  const drawn: string[] = [];
  for (const [index, file] of stillMissing.entries()) {
    const target = path.join(photosDir, file);
    if (index < DISTINCT_PLACEHOLDERS) {
      await drawPlaceholder(target);
      drawn.push(target);
    } else {
      fs.copyFileSync(drawn[index % drawn.length], target);
    }
  }
  return { listed: listed.length, drawnBySampleScript, placeholders: stillMissing.length };
}
