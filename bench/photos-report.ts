// The "Photos" section of bench/RESULTS.md (`npm run bench:photos`, bench/photos-run.ts): cold builds of the same
// generated lot with one and with N distinct photos a car side by side, the warm rebuild of a large lot after one
// price change, and serve:prod's image service on its first and its cached answers, each figure with the load
// average it was taken under. Pure: the run hands it its figures.
import { renderTable } from "./markdown-table";
import { formatBytes, formatDuration, median, percentile } from "./stats";

export interface PhotoBuild {
  vehicles: number;
  photosPerVehicle: number;
  /** Distinct photo files in the lot. */
  photos: number;
  wallMs: number;
  cpuMs?: number;
  publicBytes: number;
  /** 1-minute load average before and after the build. */
  loadBefore: number;
  loadAfter: number;
  round: number;
}

export interface WarmRebuild {
  vehicles: number;
  photosPerVehicle: number;
  coldMs: number;
  warmMs: number;
  loadBefore: number;
  loadAfter: number;
}

export interface ServiceSample {
  /** What was asked for: `800w WebP slide`, `96w WebP thumbnail` ... */
  kind: string;
  firstMs: number[];
  cachedMs: number[];
}

export interface PhotosResults {
  date: string;
  commit: string;
  cores: number;
  loadAtStart: number[];
  builds: PhotoBuild[];
  warm?: WarmRebuild;
  service?: { photos: number; samples: ServiceSample[]; loadBefore: number; loadAfter: number };
}

/** Issue 44's targets. */
export const PHOTO_BUDGETS = { buildRatio: 1.2, warmRebuildMs: 60_000, firstMs: 300, cachedMs: 10 } as const;

const holds = (ok: boolean) => (ok ? "yes" : "**NO**");
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const load = (value: number) => value.toFixed(2);

function meanOf(
  builds: readonly PhotoBuild[],
  vehicles: number,
  photosPerVehicle: number,
  value: (build: PhotoBuild) => number | undefined,
): number | undefined {
  const values = builds.filter((b) => b.vehicles === vehicles && b.photosPerVehicle === photosPerVehicle).map(value);
  if (values.length === 0 || values.some((v) => v === undefined)) return undefined;
  return (values as number[]).reduce((sum, v) => sum + v, 0) / values.length;
}

export interface BuildRatio {
  vehicles: number;
  perVehicle: number;
  oneMs: number;
  manyMs: number;
  ratio: number;
  /** The same ratio in CPU time (when every build has it): on a shared machine it follows the build's own work. */
  cpuRatio?: number;
}

/** Each lot size with its one-photo and N-photo mean wall times and their ratio (and the CPU times'). */
export function buildRatios(builds: readonly PhotoBuild[]): BuildRatio[] {
  const lots = [...new Set(builds.map((b) => b.vehicles))].sort((a, b) => a - b);
  return lots.flatMap((vehicles) => {
    const many = Math.max(...builds.filter((b) => b.vehicles === vehicles).map((b) => b.photosPerVehicle));
    const oneMs = meanOf(builds, vehicles, 1, (b) => b.wallMs);
    const manyMs = meanOf(builds, vehicles, many, (b) => b.wallMs);
    if (!oneMs || !manyMs || many <= 1) return [];
    const oneCpu = meanOf(builds, vehicles, 1, (b) => b.cpuMs);
    const manyCpu = meanOf(builds, vehicles, many, (b) => b.cpuMs);
    return [
      {
        vehicles,
        perVehicle: many,
        oneMs,
        manyMs,
        ratio: manyMs / oneMs,
        ...(oneCpu && manyCpu ? { cpuRatio: manyCpu / oneCpu } : {}),
      },
    ];
  });
}

export function renderPhotosSection(results: PhotosResults): string[] {
  const ratios = buildRatios(results.builds);
  const lines = [
    "## Photos: build time and the image service (`npm run bench:photos`)",
    "",
    `Run ${results.date}, commit ${results.commit}, ${results.cores} cores, load average at start ${results.loadAtStart.map(load).join(", ")}. ` +
      "Generated lots in both languages (the sample's `languages`), each vehicle with its own distinct 1600 x 1200 JPEGs made from the sample photos " +
      "(`scripts/generate-inventory.ts --photos-per-vehicle`), built cold (a fresh tree, no `.cache/`) one after the other in this run. " +
      "The gallery sizes are made by the host's image service, not the build; the build makes each car's card photo, the first photo's blurred placeholder and the three slides its page preloads (WebP).",
    "",
    renderTable({
      headers: ["build", "round", "photos", "wall time", "CPU time", "`public/`", "load before", "load after"],
      rows: results.builds.map((b) => [
        `${b.vehicles.toLocaleString("en-US")} vehicles x ${b.photosPerVehicle} photo${b.photosPerVehicle === 1 ? "" : "s"}`,
        String(b.round),
        b.photos.toLocaleString("en-US"),
        formatDuration(b.wallMs),
        b.cpuMs === undefined ? "n/a" : formatDuration(b.cpuMs),
        formatBytes(b.publicBytes),
        load(b.loadBefore),
        load(b.loadAfter),
      ]),
      align: ["left", "right", "right", "right", "right", "right", "right", "right"],
    }),
    "",
  ];
  if (results.warm) {
    const w = results.warm;
    lines.push(
      `Warm rebuild: ${w.vehicles.toLocaleString("en-US")} vehicles x ${w.photosPerVehicle} photos (${(w.vehicles * w.photosPerVehicle).toLocaleString("en-US")} photos), ` +
        `built cold in ${formatDuration(w.coldMs)}, then one vehicle's price lowered in its file and built again with Gatsby's cache: ` +
        `${formatDuration(w.warmMs)} (load average ${load(w.loadBefore)} before, ${load(w.loadAfter)} after).`,
      "",
    );
  }
  if (results.service) {
    const s = results.service;
    lines.push(
      `Image service: \`npm run serve:prod\` on the largest build, its disk cache empty at the start, on localhost; ${s.photos} photos of the first vehicle pages, ` +
        "each asked for at the sizes a page links to, one request at a time (a first answer, the size made), then all again (answered from the cache). " +
        `Times are the client's, request to last byte. Load average ${load(s.loadBefore)} before, ${load(s.loadAfter)} after.`,
      "",
      renderTable({
        headers: ["size", "requests", "first: median", "first: p90", "cached: median", "cached: p90"],
        rows: s.samples.map((sample) => [
          sample.kind,
          String(sample.firstMs.length),
          ms(median(sample.firstMs) ?? 0),
          ms(percentile(sample.firstMs, 90) ?? 0),
          ms(median(sample.cachedMs) ?? 0),
          ms(percentile(sample.cachedMs, 90) ?? 0),
        ]),
        align: ["left", "right", "right", "right", "right", "right"],
      }),
      "",
    );
  }
  const allFirst = results.service?.samples.flatMap((sample) => sample.firstMs) ?? [];
  const allCached = results.service?.samples.flatMap((sample) => sample.cachedMs) ?? [];
  const budgetRows = ratios.map((r) => [
    `cold build, ${r.vehicles.toLocaleString("en-US")} vehicles x ${r.perVehicle} photos within ${PHOTO_BUDGETS.buildRatio}x of x 1 photo`,
    `${formatDuration(r.manyMs)} against ${formatDuration(r.oneMs)}: x${r.ratio.toFixed(2)}` +
      (r.cpuRatio === undefined ? "" : ` (CPU time x${r.cpuRatio.toFixed(2)})`),
    holds(r.ratio <= PHOTO_BUDGETS.buildRatio),
  ]);
  if (results.warm)
    budgetRows.push([
      `warm rebuild after one price change, ${results.warm.vehicles.toLocaleString("en-US")} vehicles x ${results.warm.photosPerVehicle} photos <= 60 s`,
      formatDuration(results.warm.warmMs),
      holds(results.warm.warmMs <= PHOTO_BUDGETS.warmRebuildMs),
    ]);
  if (allFirst.length) {
    const first = median(allFirst) ?? 0;
    const cached = median(allCached) ?? 0;
    budgetRows.push(
      ["image service, first answer of a size (median) <= 300 ms", ms(first), holds(first <= PHOTO_BUDGETS.firstMs)],
      ["image service, answer from its cache (median) <= 10 ms", ms(cached), holds(cached <= PHOTO_BUDGETS.cachedMs)],
    );
  }
  lines.push(renderTable({ headers: ["target (issue 44)", "measured", "met"], rows: budgetRows }), "");
  const highest = Math.max(...results.builds.flatMap((b) => [b.loadBefore, b.loadAfter]), ...results.loadAtStart);
  const [startLoad] = results.loadAtStart;
  lines.push(
    `Load: the machine has ${results.cores} cores; the 1-minute load average was ${load(startLoad)} when the run started ` +
      `and at most ${load(highest)} around a build. ` +
      (startLoad >= 1
        ? "Other work was running at the start, so the wall times are inflated by it; the ratios compare builds made one after the other under that load."
        : "Nothing else ran: a build's own workers and sharp's threads keep the load above the cores while it runs, and the load before a build is the previous build's tail."),
  );
  return lines;
}
