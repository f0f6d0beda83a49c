/**
 * `npm run bench:photos`: does build time grow with a dealer's photos? For each lot size (BENCH_PHOTOS_COUNTS,
 * default 40 and 200 vehicles) two cold builds side by side: every car with one photo, and every car with
 * BENCH_PHOTOS_PER_VEHICLE (20) distinct photos of its own (scripts/generate-inventory.ts --photos-per-vehicle,
 * the drawn photos kept in bench/tmp/photo-pool for the next run), in both languages; BENCH_PHOTOS_ROUNDS=2
 * builds each pair twice in A B B A order. Then a lot of BENCH_PHOTOS_WARM_COUNT (1,000) cars with 20 photos
 * each is built cold, one price is lowered and it is built again with Gatsby's cache (the warm rebuild a staff
 * member waits for), and serve:prod's image service is timed on that build (bench/image-service-timing.ts).
 * BENCH_PHOTOS_WARM_COUNT=0 leaves the warm rebuild out (a short run) and times the image service on the last
 * many-photo lot instead. Each build in its own tree under bench/tmp/, as the full bench builds. Writes its
 * section of bench/RESULTS.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createProjectTree, generateInventory } from "./build-tree";
import { buildVariant, type VariantSpec } from "./build-variant";
import { timeImageService } from "./image-service-timing";
import { gitCommit } from "./machine";
import { renderPhotosSection, type PhotoBuild, type PhotosResults, type WarmRebuild } from "./photos-report";
import { writeSection } from "./results-sections";
import { formatDuration } from "./stats";
import type { BuildMetrics } from "./types";

const ROOT = path.resolve(".");
const TMP = path.join(ROOT, "bench", "tmp");
const RESULTS = path.resolve(process.env.BENCH_RESULTS ?? "bench/RESULTS.md");
const POOL = path.join(TMP, "photo-pool");

const numbers = (value: string) => value.split(",").map((part) => Number(part.trim()));
const COUNTS = numbers(process.env.BENCH_PHOTOS_COUNTS || "40,200");
const PER_VEHICLE = Number(process.env.BENCH_PHOTOS_PER_VEHICLE || 20);
const ROUNDS = Number(process.env.BENCH_PHOTOS_ROUNDS || 1);
const WARM_COUNT = Number(process.env.BENCH_PHOTOS_WARM_COUNT ?? 1000);
const SERVICE_PHOTOS = Number(process.env.BENCH_PHOTOS_SERVICE_PHOTOS || 40);
const PORT = Number(process.env.BENCH_PORT || 9104);

const log = (message: string) => console.info(`bench:photos: ${message}`);
const load = () => os.loadavg()[0];

function lot(vehicles: number, perVehicle: number): VariantSpec {
  const name = `photos-${vehicles}x${perVehicle}`;
  return {
    name,
    label: `${vehicles.toLocaleString("en-US")} vehicles x ${perVehicle} photo${perVehicle === 1 ? "" : "s"}`,
    treeDir: path.join(TMP, name),
    contentDir: path.join(TMP, `${name}-content`),
  };
}

function generate(spec: VariantSpec, vehicles: number, perVehicle: number): void {
  log(`${spec.label}: generating ${path.relative(ROOT, spec.contentDir!)}`);
  generateInventory(ROOT, vehicles, spec.contentDir!, { perVehicle, cache: POOL });
}

/** A cold build: a fresh copy of the project, no `.cache/` or `public/`. */
async function coldBuild(spec: VariantSpec): Promise<{ metrics: BuildMetrics; loadBefore: number; loadAfter: number }> {
  createProjectTree(ROOT, spec.treeDir);
  const loadBefore = load();
  log(`${spec.label}: cold build in ${path.relative(ROOT, spec.treeDir)} (load ${loadBefore.toFixed(2)}) ...`);
  const metrics = await buildVariant(spec);
  if (metrics.error) throw new Error(`${spec.label}: ${metrics.error}`);
  const loadAfter = load();
  log(`${spec.label}: ${formatDuration(metrics.wallMs)} (load ${loadAfter.toFixed(2)})`);
  return { metrics, loadBefore, loadAfter };
}

/** Lowers the price of the first available vehicle of a generated lot by $500. */
function lowerOnePrice(contentDir: string): string {
  const dir = path.join(contentDir, "vehicles");
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const file = path.join(dir, name);
    const vehicle = JSON.parse(fs.readFileSync(file, "utf8")) as { status: string; price: number };
    if (vehicle.status !== "available") continue;
    fs.writeFileSync(file, `${JSON.stringify({ ...vehicle, price: vehicle.price - 500 }, null, 2)}\n`);
    return name;
  }
  throw new Error(`${dir}: no available vehicle to change`);
}

/** A large lot built cold, then again with Gatsby's cache after one price change. */
async function warmRebuild(large: VariantSpec): Promise<WarmRebuild> {
  generate(large, WARM_COUNT, PER_VEHICLE);
  const cold = await coldBuild(large);
  fs.copyFileSync(path.join(large.treeDir, "bench-build.log"), path.join(large.treeDir, "bench-build-cold.log"));
  const changed = lowerOnePrice(large.contentDir!);
  const loadBefore = load();
  log(`${large.label}: warm rebuild after a price change in ${changed} (load ${loadBefore.toFixed(2)}) ...`);
  const warm = await buildVariant(large);
  if (warm.error) throw new Error(`${large.label}, warm rebuild: ${warm.error}`);
  const result: WarmRebuild = {
    vehicles: WARM_COUNT,
    photosPerVehicle: PER_VEHICLE,
    coldMs: cold.metrics.wallMs,
    warmMs: warm.wallMs,
    loadBefore,
    loadAfter: load(),
  };
  log(`${large.label}: warm rebuild ${formatDuration(warm.wallMs)}`);
  return result;
}

async function main(): Promise<void> {
  for (const [name, value] of Object.entries({ COUNTS, PER_VEHICLE, ROUNDS, SERVICE_PHOTOS }))
    if ([value].flat().some((n) => !Number.isInteger(n) || n < 1))
      throw new Error(`BENCH_PHOTOS ${name}: expected whole numbers >= 1`);
  if (!Number.isInteger(WARM_COUNT) || WARM_COUNT < 0)
    throw new Error("BENCH_PHOTOS_WARM_COUNT: expected a whole number >= 0");
  const results: PhotosResults = {
    date: new Date().toISOString(),
    commit: gitCommit(ROOT),
    cores: os.availableParallelism(),
    loadAtStart: os.loadavg(),
    builds: [],
  };

  for (const vehicles of COUNTS) {
    const pair = [lot(vehicles, 1), lot(vehicles, PER_VEHICLE)];
    generate(pair[0], vehicles, 1);
    generate(pair[1], vehicles, PER_VEHICLE);
    for (let round = 1; round <= ROUNDS; round += 1) {
      // A B, then B A: a load that rises or falls during the run weighs on both sides alike.
      for (const spec of round % 2 === 1 ? pair : [...pair].reverse()) {
        const { metrics, loadBefore, loadAfter } = await coldBuild(spec);
        const perVehicle = spec === pair[0] ? 1 : PER_VEHICLE;
        const build: PhotoBuild = {
          vehicles,
          photosPerVehicle: perVehicle,
          photos: vehicles * perVehicle,
          wallMs: metrics.wallMs,
          cpuMs: metrics.cpuMs,
          publicBytes: metrics.publicBytes,
          loadBefore,
          loadAfter,
          round,
        };
        results.builds.push(build);
        // Each build's phases, kept beside the results: where a many-photo build spends its extra time.
        fs.copyFileSync(path.join(spec.treeDir, "bench-build.json"), path.join(TMP, `${spec.name}-round${round}.json`));
      }
    }
  }

  let serviceTree = lot(COUNTS[COUNTS.length - 1], PER_VEHICLE).treeDir;
  if (WARM_COUNT > 0) {
    const large = lot(WARM_COUNT, PER_VEHICLE);
    results.warm = await warmRebuild(large);
    serviceTree = large.treeDir;
  }

  const serviceLoad = load();
  const service = await timeImageService(serviceTree, PORT, SERVICE_PHOTOS, log);
  results.service = { ...service, loadBefore: serviceLoad, loadAfter: load() };

  fs.mkdirSync(TMP, { recursive: true });
  fs.writeFileSync(path.join(TMP, "photos.json"), `${JSON.stringify(results, null, 2)}\n`);
  const lines = renderPhotosSection(results);
  writeSection(RESULTS, "photos", lines);
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
