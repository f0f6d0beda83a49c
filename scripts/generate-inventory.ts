/**
 * Writes a complete content folder with N synthetic vehicles for tests and the benchmark:
 *   npx tsx scripts/generate-inventory.ts --count 1000 --out /tmp/content-1000 [--seed 1] [--photos 8]
 *   npx tsx scripts/generate-inventory.ts --count 200 --out /tmp/lot --photos-per-vehicle 20 [--photo-cache DIR]
 * site.json and testimonials.json are copied from content/. By default a few sample photos are copied and
 * reused by every vehicle (three each), so image processing stays bounded. With --photos-per-vehicle N every
 * vehicle gets N photos of its own, each a distinct 1600 x 1200 JPEG made from the sample photos (another crop,
 * tint, perhaps mirrored: src/lib/content/synthetic-photos.ts), as a dealer's lot has them;
 * --photo-cache keeps the drawn photos for the next run. With --group DIR (examples/dealer-group), the site's
 * settings and its lots (DIR/locations/) come from DIR and each vehicle stands on one of the lots:
 *   npx tsx scripts/generate-inventory.ts --group examples/dealer-group --count 60 --out /tmp/group
 * Build from it with CONTENT_DIR=<out> npm run build.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { syntheticInventory, syntheticPhotoFiles } from "../src/lib/content/synthetic-inventory";
import { photoVariant } from "../src/lib/content/synthetic-photos";
import { vehicleFileName } from "../src/lib/content/vehicle-file-name";
import { loadLocations } from "../src/lib/content/load-content";
import { drawPhotoVariants } from "./generate-inventory/draw-photo-variants";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "1000" },
    out: { type: "string" },
    seed: { type: "string", default: "1" },
    photos: { type: "string", default: "8" },
    "photos-per-vehicle": { type: "string" },
    "photo-cache": { type: "string" },
    source: { type: "string", default: "content" },
    group: { type: "string" },
  },
});

const count = Number(values.count);
const photoCount = Number(values.photos);
const perVehicle = values["photos-per-vehicle"] === undefined ? undefined : Number(values["photos-per-vehicle"]);
const seed = Number(values.seed);
const wholeNumber = (value: number | undefined) => value === undefined || (Number.isInteger(value) && value >= 1);
if (
  !values.out ||
  !wholeNumber(count) ||
  !wholeNumber(photoCount) ||
  !wholeNumber(perVehicle) ||
  (perVehicle ?? 0) > 100
) {
  console.error(
    "usage: generate-inventory --count N --out DIR [--seed S] [--photos P | --photos-per-vehicle 1..100 [--photo-cache DIR]] [--source content] [--group DIR]",
  );
  process.exit(2);
}

async function main(out: string): Promise<void> {
  const source = path.resolve(values.source);
  const sourcePhotos = path.join(source, "vehicles", "photos");
  const outPhotos = path.join(out, "vehicles", "photos");
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(outPhotos, { recursive: true });
  for (const file of ["site.json", "testimonials.json"]) fs.copyFileSync(path.join(source, file), path.join(out, file));
  const lots = values.group ? copyGroup(path.resolve(values.group), out) : [];

  const samples = fs
    .readdirSync(sourcePhotos)
    .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
    .sort();
  const reused = perVehicle ? [] : samples.slice(0, photoCount);
  for (const file of reused) fs.copyFileSync(path.join(sourcePhotos, file), path.join(outPhotos, file));

  const vehicles = syntheticInventory(count, reused, seed, perVehicle, lots);
  for (const vehicle of vehicles)
    fs.writeFileSync(path.join(out, "vehicles", vehicleFileName(vehicle)), `${JSON.stringify(vehicle, null, 2)}\n`);
  if (!perVehicle) {
    console.log(`wrote ${count} vehicles (reusing ${reused.length} photos) to ${out}`);
    return;
  }
  const jobs = vehicles.flatMap((_, index) =>
    syntheticPhotoFiles(index, perVehicle).map((file, photo) => ({
      variant: photoVariant(index, photo, samples.length, seed),
      output: path.join(outPhotos, file),
    })),
  );
  const started = performance.now();
  const { drawn, cached } = await drawPhotoVariants(
    samples.map((file) => path.join(sourcePhotos, file)),
    jobs,
    values["photo-cache"] && path.resolve(values["photo-cache"]),
  );
  console.log(
    `wrote ${count} vehicles with ${perVehicle} photo${perVehicle === 1 ? "" : "s"} each (${jobs.length} distinct photos: ${drawn} drawn, ${cached} from the cache, ${Math.round((performance.now() - started) / 1000)} s) to ${out}`,
  );
}

/** A dealer group's settings and lots (DIR/site.json, DIR/locations/) over the copied ones; their ids, in order. */
function copyGroup(dir: string, out: string): string[] {
  fs.copyFileSync(path.join(dir, "site.json"), path.join(out, "site.json"));
  fs.cpSync(path.join(dir, "locations"), path.join(out, "locations"), { recursive: true });
  return loadLocations(out).map((lot) => lot.id);
}

main(path.resolve(values.out)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
