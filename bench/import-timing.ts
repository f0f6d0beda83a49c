// Times `npm run inventory:import` on a generated 5,000-row feed (a quality bar,
// docs/performance.md#quality-bars: "importing a 5,000-row feed takes seconds"). The feed is written from the
// synthetic inventory the way an export writes it, with its photos as paths in the feed's folder (a few sample
// photos, shared): the figures are the import's own work, photos aside. Three nights in a row: the first import
// into an empty inventory, the same feed again, and a feed with 500 lower prices, 100 cars sold and 100 new ones
// (dry run, then for real). Runs in-process; the command adds Node + tsx start-up, measured once.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { syntheticInventory } from "../src/lib/content/synthetic-inventory";
import type { VehicleContent } from "../src/lib/content/vehicle-schema";
import { feedRecord, feedText } from "../src/lib/feed-import/feed-from-vehicles";
import { runImport, type ImportReport } from "../src/lib/feed-import/run-import";
import { median } from "./stats";
import type { ImportRunTiming, ImportTiming } from "./types";

const SAMPLE_PHOTOS = 8;

function writeFeed(dir: string, name: string, vehicles: VehicleContent[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(
    file,
    feedText(
      vehicles.map((vehicle) =>
        feedRecord(
          vehicle,
          vehicle.photos.map((photo) => `photos/${photo.file}`),
        ),
      ),
    ),
  );
  return file;
}

function freshContent(repoRoot: string, dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "vehicles", "photos"), { recursive: true });
  for (const file of ["site.json", "testimonials.json"])
    fs.copyFileSync(path.join(repoRoot, "content", file), path.join(dir, file));
}

async function timed(label: string, run: () => Promise<ImportReport>): Promise<ImportRunTiming> {
  const cpu = process.cpuUsage();
  const report = await run();
  const used = process.cpuUsage(cpu);
  return { ...runOf(label, report), cpuMs: (used.user + used.system) / 1000 };
}

function runOf(label: string, report: ImportReport): Omit<ImportRunTiming, "cpuMs"> {
  const { plan, timings } = report;
  return {
    label,
    rows: report.feed.rows,
    added: plan.added.length,
    changed: plan.changed.length,
    markedSold: plan.markedSold.length,
    unchanged: plan.unchanged.length,
    filesWritten: report.filesWritten,
    wallMs: timings.total,
    readMs: timings.read,
    planMs: timings.plan,
    photosMs: timings.photos,
    writeMs: timings.write,
  };
}

/** Median of each figure over the repetitions, per run label. */
function medianRuns(repetitions: ImportRunTiming[][]): ImportRunTiming[] {
  return repetitions[0].map((first, index) => {
    const of = (pick: (run: ImportRunTiming) => number) => median(repetitions.map((runs) => pick(runs[index]))) ?? 0;
    return {
      ...first,
      wallMs: of((run) => run.wallMs),
      cpuMs: of((run) => run.cpuMs),
      readMs: of((run) => run.readMs),
      planMs: of((run) => run.planMs),
      photosMs: of((run) => run.photosMs),
      writeMs: of((run) => run.writeMs),
    };
  });
}

export async function measureImport(
  repoRoot: string,
  workDir: string,
  count: number,
  repetitions = 3,
  log: (line: string) => void = () => {},
): Promise<ImportTiming> {
  const feedDir = path.join(workDir, "feed");
  const contentDir = path.join(workDir, "content");
  fs.rmSync(feedDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(feedDir, "photos"), { recursive: true });
  const samples = fs
    .readdirSync(path.join(repoRoot, "content", "vehicles", "photos"))
    .filter((name) => /\.jpe?g$/i.test(name))
    .sort()
    .slice(0, SAMPLE_PHOTOS);
  for (const file of samples)
    fs.copyFileSync(path.join(repoRoot, "content", "vehicles", "photos", file), path.join(feedDir, "photos", file));

  const grown = syntheticInventory(count + 100, samples);
  const tonight = grown.slice(0, count);
  // The next night: 500 prices down $500, 100 cars gone (sold), 100 new ones.
  const nextNight = [
    ...tonight.slice(0, 500).map((vehicle) => ({ ...vehicle, price: vehicle.price - 500 })),
    ...tonight.slice(600),
    ...grown.slice(count),
  ];
  const first = writeFeed(feedDir, "tonight.csv", tonight);
  const second = writeFeed(feedDir, "next-night.csv", nextNight);
  const options = { contentDir, today: "2026-11-23", currentYear: 2026 };

  const loadBefore = os.loadavg()[0];
  const all: ImportRunTiming[][] = [];
  for (let repetition = 1; repetition <= repetitions; repetition++) {
    freshContent(repoRoot, contentDir);
    const runs = [
      await timed(`first import: ${count.toLocaleString("en-US")} new vehicles`, () =>
        runImport({ ...options, feed: first }),
      ),
      await timed("the same feed again: nothing to write", () => runImport({ ...options, feed: first })),
      await timed("next night, dry run: 500 prices lower, 100 sold, 100 new", () =>
        runImport({ ...options, feed: second, dryRun: true }),
      ),
      await timed("next night: 500 prices lower, 100 sold, 100 new", () => runImport({ ...options, feed: second })),
    ];
    log(
      `import timing ${repetition}/${repetitions}: ${runs.map((run) => `${(run.wallMs / 1000).toFixed(2)} s`).join(", ")}`,
    );
    all.push(runs);
  }

  const started = performance.now();
  spawnSync(path.join(repoRoot, "node_modules", ".bin", "tsx"), ["scripts/import-inventory.ts", "--help"], {
    cwd: repoRoot,
    stdio: "ignore",
  });
  const startupMs = performance.now() - started;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    count,
    repetitions,
    feedBytes: fs.statSync(first).size,
    photoFiles: samples.length,
    startupMs,
    loadAverage: [round(loadBefore), round(os.loadavg()[0])],
    cores: os.cpus().length,
    runs: medianRuns(all),
  };
}
