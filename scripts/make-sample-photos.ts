/**
 * Renders the sample lot photos listed in content/vehicles/*.json into content/vehicles/photos/.
 *
 * Every photo is an SVG scene (sky, dealership, asphalt, the car) rasterised by sharp. The car is a
 * side profile per body style, extruded across the car's width and seen through a pinhole camera, so
 * the side, three-quarter and close-up views of one vehicle are the same car. All variation (time of
 * day, background, wheels) is seeded from the stock number, so the same input gives the same bytes.
 *
 *   npx tsx scripts/make-sample-photos.ts [contentDir] [--force]
 *
 * contentDir defaults to content/vehicles (relative to the working directory). Photos that already
 * exist are kept unless --force is given. The drawing is in scripts/sample-photos/, a file per part of
 * the scene; this file is the command.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderVehiclePhoto } from "./sample-photos/photo";
import { VehicleFileError, displayPath, readVehicleJobs, type PhotoJob } from "./sample-photos/vehicle-jobs";

async function writePhoto(job: PhotoJob): Promise<void> {
  const jpeg = await renderVehiclePhoto(job.subject, job.view);
  fs.mkdirSync(path.dirname(job.output), { recursive: true });
  // Write then rename, so an interrupted run never leaves a truncated JPEG that later runs would skip.
  const temp = `${job.output}.${process.pid}.tmp`;
  fs.writeFileSync(temp, jpeg);
  fs.renameSync(temp, job.output);
}

async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export async function main(argv: readonly string[]): Promise<number> {
  const force = argv.includes("--force");
  const unknownFlags = argv.filter((a) => a.startsWith("-") && a !== "--force");
  if (unknownFlags.length > 0) {
    console.error(
      `make-sample-photos: unknown option ${unknownFlags[0]}\nusage: make-sample-photos [contentDir] [--force]`,
    );
    return 2;
  }
  const contentDir = path.resolve(argv.find((a) => !a.startsWith("-")) ?? "content/vehicles");
  if (!fs.existsSync(contentDir)) {
    console.error(`make-sample-photos: no such folder ${contentDir}`);
    return 1;
  }
  const photosDir = path.join(contentDir, "photos");
  const vehicleFiles = fs
    .readdirSync(contentDir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const warnings: string[] = [];
  const jobs: PhotoJob[] = [];
  const seen = new Set<string>();
  try {
    for (const f of vehicleFiles) {
      for (const job of readVehicleJobs(path.join(contentDir, f), photosDir, (w) => warnings.push(w))) {
        if (seen.has(job.output)) continue;
        seen.add(job.output);
        jobs.push(job);
      }
    }
  } catch (error) {
    if (error instanceof VehicleFileError) {
      console.error(`make-sample-photos: ${error.message}`);
      return 1;
    }
    throw error;
  }
  for (const w of warnings) console.warn(`make-sample-photos: warning: ${w}`);

  const todo = force ? jobs : jobs.filter((job) => !fs.existsSync(job.output));
  const started = performance.now();
  await runPool(todo, Math.max(1, os.availableParallelism?.() ?? os.cpus().length), writePhoto);
  const seconds = (performance.now() - started) / 1000;
  const where = displayPath(photosDir);
  console.log(
    `make-sample-photos: ${vehicleFiles.length} vehicles, wrote ${todo.length} photo${todo.length === 1 ? "" : "s"}, ` +
      `skipped ${jobs.length - todo.length} already present, in ${seconds.toFixed(1)} s → ${where}`,
  );
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`make-sample-photos: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exitCode = 1;
    },
  );
}
