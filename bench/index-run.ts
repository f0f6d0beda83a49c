// `npm run bench:index`: what /inventory/ downloads and how long a filter change computes, at 5,000 and 20,000
// generated vehicles (BENCH_INDEX_COUNTS), in seconds and without a Gatsby build (issue 56, part 3).
// The inventories are the project's generator's (syntheticInventory, as scripts/generate-inventory.ts writes them;
// the listed ones, newest arrival first, priced with the sample site's fees as the build prices them). The index is
// encoded by the build's own encoder (index-format.ts, card-photo-chunks.ts) with card photo data as the build
// makes it: Gatsby's own Image CDN resolver with the card's arguments (vehicle-photo-resolvers.ts: five widths, JPEG
// and WebP), each vehicle's photo its own (a content digest of 32 hex digits, as a dealer's photos are all
// different), in serve:prod's URLs or, with BENCH_INDEX_URLS=netlify, Netlify Image CDN's (gatsby-adapter-netlify's).
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
import type { Actions } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { gatsbyImageResolver } from "gatsby-plugin-utils/polyfill-remote-file";
import { photoSizeArgs } from "../gatsby/content/vehicle-photo-resolvers";
import { BADGE_KEYS, BODY_STYLES, DRIVETRAINS, FUEL_TYPES } from "../src/lib/content/vehicle-fields";
import { syntheticInventory } from "../src/lib/content/synthetic-inventory";
import { photoFormats } from "../src/lib/images/photo-sizes";
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
const URLS = process.env.BENCH_INDEX_URLS === "netlify" ? "netlify" : "serve:prod";
// gatsby-adapter-netlify's URL builder, as the adapter hands it to Gatsby's resolvers on Netlify.
if (URLS === "netlify")
  (globalThis as { __GATSBY?: object }).__GATSBY = {
    imageCDNUrlGeneratorModulePath: path.join(
      path.dirname(require.resolve("gatsby-adapter-netlify")),
      "image-cdn-url-generator.js",
    ),
  };
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

/** A vehicle's card photo as the build's resolver gives it (a 1600 x 1200 JPEG); the photo's bytes its own. */
async function cardImage(vehicle: InventoryVehicle, row: number): Promise<IGatsbyImageData> {
  const contentDigest = crypto.createHash("md5").update(`photo ${row} ${vehicle.vin}`).digest("hex");
  const filename = `${vehicle.year}-${vehicle.make}-${vehicle.model}-${vehicle.stockNumber}-side.jpg`
    .toLowerCase()
    .replace(/\s+/g, "-");
  const node = {
    id: contentDigest,
    url: `/static/${contentDigest}/${filename}`,
    mimeType: "image/jpeg",
    filename,
    width: 1600,
    height: 1200,
    parent: null,
    children: [],
    internal: { type: "VehiclePhotoImage", contentDigest, owner: "bench" },
  };
  const image = await gatsbyImageResolver(node, photoSizeArgs(photoFormats({})).card, {} as Actions);
  if (!image) throw new Error("no card image");
  return image as IGatsbyImageData;
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
  const sources = await Promise.all(
    vehicles.map(async ({ path: _path, imageRef: _imageRef, ...vehicle }, row) => ({
      ...vehicle,
      image: await cardImage(vehicles[row], row),
    })),
  );
  const encoded = encodeCardPhotoChunks(sources);
  // Every photo compacted: one kept whole (its URLs not the spellings card-photo-compact.ts knows) would be measured too.
  const whole = encoded.flatMap((chunk) => chunk.img).filter((image) => image !== 0 && !Array.isArray(image));
  if (whole.length > 0) throw new Error(`${whole.length} card photos did not compact: ${JSON.stringify(whole[0])}`);
  const chunks = encoded.map((chunk) => JSON.stringify(chunk));
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
  console.log(`\nWhat /inventory/ downloads (KB = 1,024 bytes), card photos in ${URLS}'s URLs\n`);
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
  fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), urls: URLS, results }, null, 2)}\n`);
  console.log(`\n(figures in ${path.relative(repoRoot, out)})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
