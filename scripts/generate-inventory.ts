/**
 * Writes a complete content folder with N synthetic vehicles for tests and the benchmark:
 *   npx tsx scripts/generate-inventory.ts --count 1000 --out /tmp/content-1000 [--seed 1] [--photos 8]
 * site.json and testimonials.json are copied from content/; a few sample photos are copied and reused
 * by every vehicle so image processing stays bounded. Build from it with CONTENT_DIR=<out> npm run build.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { syntheticInventory } from "../src/lib/content/synthetic-inventory";
import { vehicleFileName } from "../src/lib/content/vehicle-file-name";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "1000" },
    out: { type: "string" },
    seed: { type: "string", default: "1" },
    photos: { type: "string", default: "8" },
    source: { type: "string", default: "content" },
  },
});

const count = Number(values.count);
const photoCount = Number(values.photos);
if (!values.out || !Number.isInteger(count) || count < 1 || !Number.isInteger(photoCount) || photoCount < 1) {
  console.error("usage: generate-inventory --count N --out DIR [--seed S] [--photos P] [--source content]");
  process.exit(2);
}

const source = path.resolve(values.source);
const out = path.resolve(values.out);
const sourcePhotos = path.join(source, "vehicles", "photos");
const outPhotos = path.join(out, "vehicles", "photos");
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(outPhotos, { recursive: true });
for (const file of ["site.json", "testimonials.json"]) fs.copyFileSync(path.join(source, file), path.join(out, file));

const photoFiles = fs
  .readdirSync(sourcePhotos)
  .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
  .sort()
  .slice(0, photoCount);
for (const file of photoFiles) fs.copyFileSync(path.join(sourcePhotos, file), path.join(outPhotos, file));

for (const vehicle of syntheticInventory(count, photoFiles, Number(values.seed))) {
  fs.writeFileSync(path.join(out, "vehicles", vehicleFileName(vehicle)), `${JSON.stringify(vehicle, null, 2)}\n`);
}
console.log(`wrote ${count} vehicles (reusing ${photoFiles.length} photos) to ${out}`);
