// `npm run bench:index`: what /inventory/ downloads and how long a filter change computes, at 5,000 and 20,000
// generated vehicles (BENCH_INDEX_COUNTS), in seconds and without a Gatsby build (issue 56, part 3).
// The inventories are the project's generator's (syntheticInventory, as scripts/generate-inventory.ts writes them;
// the listed ones, newest arrival first, priced with the sample site's fees as the build prices them). The index is
// encoded by the build's own encoder (index-format.ts, card-photo-chunks.ts) with card photo data shaped like the
// build's: gatsby-plugin-sharp's constrained 640 x 480 card (CARD_IMAGE_ARGS: five widths, JPEG and WebP), each
// vehicle's photo its own (a file digest of 32 hex digits, as a dealer's photos are all different).
// Reported: bytes raw, gzip -9 and brotli -11 of the index (the first download) and of the photo chunks (each and
// in all), and the time of a filter change's computation (filter + sort + counts, the page of 24 included) in
// Node, the median and p90 over BENCH_INDEX_CHANGES changes a shopper might make, before (the scan of filter.ts,
// facets.ts and a sort per change) and after (search-index.ts). The figures go to stdout and
// bench/tmp/index.json; bench/RESULTS.md is not touched.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import zlib from "node:zlib";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { BADGE_KEYS, BODY_STYLES, DRIVETRAINS, FUEL_TYPES } from "../src/lib/content/vehicle-fields";
import { syntheticInventory } from "../src/lib/content/synthetic-inventory";
import { COLOUR_FAMILIES } from "../src/lib/inventory/colour-family";
import { prepareVehicles } from "../src/lib/inventory/filter";
import { toInventoryVehicle } from "../src/lib/inventory/from-content";
import { encodeCardPhotoChunks, PHOTO_CHUNK_ROWS } from "../src/lib/inventory/card-photo-chunks";
import { decodeInventoryIndexInSlices, encodeInventoryIndex } from "../src/lib/inventory/index-format";
import { EMPTY_QUERY, SORT_OPTIONS, type InventoryQuery } from "../src/lib/inventory/query";
import { searchIndexed, searchInventory } from "../src/lib/inventory/search";
import { buildSearchIndex } from "../src/lib/inventory/search-index";
import { sortVehicles } from "../src/lib/inventory/sort";
import type { InventoryVehicle } from "../src/lib/inventory/types";
import type { Fee } from "../src/lib/pricing/fees";
import { vehiclePricing } from "../src/lib/pricing/vehicle-pricing";
import { between, pick, seededRandom } from "../src/lib/seeded-random";
import { isListed } from "../src/lib/vehicle/vehicle-facts";
import { renderTable } from "./markdown-table";

const repoRoot = path.resolve(__dirname, "..");
const COUNTS = (process.env.BENCH_INDEX_COUNTS ?? "5000,20000").split(",").map(Number);
const CHANGES = Number(process.env.BENCH_INDEX_CHANGES ?? 200);
const TODAY = "2026-12-01";

/** The listed vehicles of `count` generated ones, as the build's index query returns them. */
function generatedInventory(count: number): InventoryVehicle[] {
  const site = JSON.parse(fs.readFileSync(path.join(repoRoot, "content", "site.json"), "utf8")) as { fees?: Fee[] };
  const listed = syntheticInventory(count, ["a.jpg", "b.jpg", "c.jpg"], 1).filter(isListed);
  const vehicles = listed.map((vehicle) => {
    const { price, priceReduction } = vehiclePricing(vehicle, { fees: site.fees }, TODAY);
    return toInventoryVehicle({ ...vehicle, price, ...(priceReduction ? { priceReduction } : {}) });
  });
  return sortVehicles(vehicles, "newest", (vehicle) => vehicle);
}

/** A card photo as gatsby-plugin-sharp gives it for CARD_IMAGE_ARGS; digests of its arguments shared, the file's its own. */
function cardImage(vehicle: InventoryVehicle, row: number): IGatsbyImageData {
  const fileDigest = crypto.createHash("md5").update(`photo ${row} ${vehicle.vin}`).digest("hex");
  const name = `${vehicle.year}-${vehicle.make}-${vehicle.model}-${vehicle.stockNumber}-1`
    .toLowerCase()
    .replace(/\s+/g, "-");
  const widths = [320, 480, 640, 800, 960];
  const argsDigest = (ext: string, width: number) =>
    crypto.createHash("md5").update(`${ext}${width}`).digest("hex").slice(0, 8);
  const url = (ext: string, width: number) => `/static/${fileDigest}/${argsDigest(ext, width)}/${name}.${ext}`;
  const srcSet = (ext: string) => widths.map((width) => `${url(ext, width)} ${width}w`).join(",\n");
  const sizes = "(min-width: 640px) 640px, 100vw";
  return {
    layout: "constrained",
    width: 640,
    height: 480,
    backgroundColor: `#${fileDigest.slice(0, 6)}`,
    images: {
      fallback: { src: url("jpg", 640), srcSet: srcSet("jpg"), sizes },
      sources: [{ type: "image/webp", srcSet: srcSet("webp"), sizes }],
    },
  };
}

interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

const bytesOf = (text: string): Bytes => ({
  raw: Buffer.byteLength(text),
  gzip: zlib.gzipSync(text, { level: 9 }).length,
  brotli: zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const sum = (list: readonly Bytes[]): Bytes => ({
  raw: list.reduce((total, b) => total + b.raw, 0),
  gzip: list.reduce((total, b) => total + b.gzip, 0),
  brotli: list.reduce((total, b) => total + b.brotli, 0),
});

/** The changes a shopper makes in turn: a filter on or off, another sort; each builds on the one before. */
function shopperChanges(vehicles: readonly InventoryVehicle[], count: number): InventoryQuery[] {
  const random = seededRandom(56);
  const queries: InventoryQuery[] = [];
  let query: InventoryQuery = EMPTY_QUERY;
  const toggle = <T>(list: readonly T[], value: T) =>
    list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
  while (queries.length < count) {
    const sample = pick(random, vehicles);
    const step = between(random, 0, 9);
    if (step === 0) query = { ...query, make: query.make ? "" : sample.make, model: "" };
    else if (step === 1) query = { ...query, model: query.make && !query.model ? sample.model : "" };
    else if (step === 2) query = { ...query, body: toggle(query.body, pick(random, BODY_STYLES)) };
    else if (step === 3) query = { ...query, priceMax: query.priceMax ? undefined : between(random, 10, 45) * 1000 };
    else if (step === 4) query = { ...query, yearMin: query.yearMin ? undefined : between(random, 2012, 2022) };
    else if (step === 5) query = { ...query, drivetrain: toggle(query.drivetrain, pick(random, DRIVETRAINS)) };
    else if (step === 6) query = { ...query, fuel: toggle(query.fuel, pick(random, FUEL_TYPES)) };
    else if (step === 7) query = { ...query, colour: toggle(query.colour, pick(random, COLOUR_FAMILIES)) };
    else if (step === 8) query = { ...query, badge: toggle(query.badge, pick(random, BADGE_KEYS)) };
    else query = { ...query, sort: pick(random, SORT_OPTIONS).value };
    queries.push({ ...query, page: 1 });
  }
  return queries;
}

/**
 * What a page of results costs in photo chunks the first time (nothing kept from an earlier page): the median chunks
 * fetched and their gzip bytes over a shopper's first choices, one at a time (each make, each body style, each
 * order). A filter's matches are spread over the lot, so a page of them may need a chunk a card.
 */
function pageChunks(
  vehicles: readonly InventoryVehicle[],
  searchIndex: ReturnType<typeof buildSearchIndex>,
  chunkBytes: readonly Bytes[],
) {
  const rowOf = new Map(vehicles.map((vehicle, row) => [vehicle.stockNumber, row]));
  const firstChoices: InventoryQuery[] = [
    ...[...new Set(vehicles.map((vehicle) => vehicle.make))].map((make) => ({ ...EMPTY_QUERY, make })),
    ...BODY_STYLES.map((body) => ({ ...EMPTY_QUERY, body: [body] })),
    ...SORT_OPTIONS.map(({ value }) => ({ ...EMPTY_QUERY, sort: value })),
  ];
  const pages = firstChoices.flatMap((query) => {
    const { items } = searchIndexed(searchIndex, query);
    const chunks = new Set(items.map((item) => Math.floor((rowOf.get(item.stockNumber) as number) / PHOTO_CHUNK_ROWS)));
    return items.length === 0
      ? []
      : [{ chunks: chunks.size, gzip: sum([...chunks].map((chunk) => chunkBytes[chunk])).gzip }];
  });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { chunks: median(pages.map((page) => page.chunks)), gzip: median(pages.map((page) => page.gzip)) };
}

function timings(run: (query: InventoryQuery) => unknown, queries: readonly InventoryQuery[]) {
  for (const query of queries.slice(0, 20)) run(query); // warm-up: the first run of any code is slower
  const times = queries.map((query) => {
    const start = performance.now();
    run(query);
    return performance.now() - start;
  });
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  return { median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1] };
}

async function measure(count: number) {
  const vehicles = generatedInventory(count);
  const sources = vehicles.map(({ path: _path, imageRef: _imageRef, ...vehicle }, row) => ({
    ...vehicle,
    image: cardImage(vehicles[row], row),
  }));
  const chunks = encodeCardPhotoChunks(sources).map((chunk) => JSON.stringify(chunk));
  const names = chunks.map(
    (json) => `card-photos-${crypto.createHash("sha256").update(json).digest("hex").slice(0, 20)}.json`,
  );
  const index = JSON.stringify(encodeInventoryIndex(sources, undefined, names));
  const chunkBytes = chunks.map(bytesOf);

  // What the page decodes, as the browser does; then both searches on the same vehicles.
  const decoded = await decodeInventoryIndexInSlices(JSON.parse(index), { sliceMs: Infinity });
  const queries = shopperChanges(decoded.vehicles, CHANGES);
  const prepared = prepareVehicles(decoded.vehicles);
  let start = performance.now();
  const searchIndex = buildSearchIndex(decoded.vehicles);
  const buildMs = performance.now() - start;
  start = performance.now();
  for (const { value } of SORT_OPTIONS) searchIndexed(searchIndex, { ...EMPTY_QUERY, sort: value });
  const ordersMs = performance.now() - start;
  for (const query of queries.slice(0, 50)) {
    const [a, b] = [searchInventory(prepared, query), searchIndexed(searchIndex, query)];
    if (!isDeepStrictEqual(a, b)) throw new Error(`the two searches differ on ${JSON.stringify(query)}`);
  }
  return {
    vehicles: count,
    listed: vehicles.length,
    index: bytesOf(index),
    chunks: {
      count: chunks.length,
      rows: Math.min(vehicles.length, PHOTO_CHUNK_ROWS),
      each: chunkBytes[0],
      all: sum(chunkBytes),
      page: pageChunks(decoded.vehicles, searchIndex, chunkBytes),
    },
    before: timings((query) => searchInventory(prepared, query), queries),
    after: timings((query) => searchIndexed(searchIndex, query), queries),
    buildMs,
    ordersMs,
  };
}

const table = (headers: string[], rows: string[][]) =>
  renderTable({ headers, rows, align: headers.map((_, at) => (at === 0 ? "left" : "right")) });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  const results = [];
  for (const count of COUNTS) {
    console.log(`generating and encoding ${count} vehicles…`);
    results.push(await measure(count));
  }
  console.log("\nWhat /inventory/ downloads (KB = 1,024 bytes)\n");
  console.log(
    table(
      [
        "generated (listed)",
        "index raw",
        "index gzip",
        "index brotli",
        "photo chunks",
        "a chunk gzip",
        "all chunks gzip",
        "all chunks brotli",
        "a first choice's page: chunks, gzip (median)",
      ],
      results.map((r) => [
        `${r.vehicles} (${r.listed})`,
        kb(r.index.raw),
        kb(r.index.gzip),
        kb(r.index.brotli),
        `${r.chunks.count} of ${r.chunks.rows} rows`,
        kb(r.chunks.each.gzip),
        kb(r.chunks.all.gzip),
        kb(r.chunks.all.brotli),
        `${r.chunks.page.chunks}, ${kb(r.chunks.page.gzip)}`,
      ]),
    ),
  );
  console.log(`\nA filter change's computation in Node (filter + sort + counts + page), ${CHANGES} changes\n`);
  console.log(
    table(
      ["generated", "before median", "before p90", "after median", "after p90", "index built", "six orders"],
      results.map((r) => [
        String(r.vehicles),
        ms(r.before.median),
        ms(r.before.p90),
        ms(r.after.median),
        ms(r.after.p90),
        ms(r.buildMs),
        ms(r.ordersMs),
      ]),
    ),
  );
  const out = path.join(repoRoot, "bench", "tmp", "index.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
  console.log(`\n(figures in ${path.relative(repoRoot, out)})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
