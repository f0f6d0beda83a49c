// The whole import against a content folder in the temp directory and a photo host on 127.0.0.1.
import fs from "node:fs";
import path from "node:path";
import { startPhotoServer, type PhotoServer } from "../../e2e/support/photo-server";
import { loadContent } from "../../src/lib/content/load-content";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { describeReport } from "../../src/lib/feed-import/describe-report";
import { FEED_HEADER, feedRecord, feedText } from "../../src/lib/feed-import/feed-from-vehicles";
import { ImportError } from "../../src/lib/feed-import/import-error";
import { makeLocation } from "../support/make-location";
import { readImportState } from "../../src/lib/feed-import/import-state";
import { runImport, type ImportOptions } from "../../src/lib/feed-import/run-import";
import {
  allowOrigin,
  jpegBytes,
  pngBytes,
  tempContent,
  writeFeedFile,
  writeLocations,
  type TempContent,
} from "./support";

let server: PhotoServer;
let content: TempContent;

const existing = makeVehicle({ photos: [{ file: "a.jpg", alt: "Front of the Accord" }], badges: ["lowPrice"] });
const added = makeVehicle({
  vin: withVinCheckDigit("5TDJZRFH0LS812345"),
  stockNumber: "T2402",
  make: "Toyota",
  model: "Highlander",
  bodyStyle: "SUV",
  warranty: { type: "as-is" },
});

beforeAll(async () => {
  server = await startPhotoServer();
});
afterAll(() => server.close());
beforeEach(() => {
  content = tempContent([existing]);
  server.requests.length = 0;
  for (let n = 1; n <= 4; n++) server.put(`/photos/${n}.jpg`, jpegBytes(n));
});
afterEach(() => content.cleanup());

const url = (n: number | string) => `${server.origin}/photos/${n}.jpg`;
const run = (feed: string, options: Partial<ImportOptions> = {}) =>
  runImport({
    feed,
    contentDir: content.dir,
    today: "2026-11-23",
    currentYear: 2026,
    network: allowOrigin(server.origin),
    ...options,
  });
const feedWith = (records: Record<string, string>[]) => writeFeedFile(feedText(records));

describe("runImport", () => {
  it("adds and updates vehicles, downloading their photos under stable names", async () => {
    const feed = feedWith([
      { ...feedRecord(existing, [url(1)]), InternetPrice: "$20,500.00" },
      feedRecord(added, [url(2), url(3)]),
    ]);
    const report = await run(feed);
    expect(report.plan.added.map((vehicle) => vehicle.file)).toEqual(["2020-toyota-highlander-t2402.json"]);
    // The lower price is recorded as a price drop too.
    expect(report.plan.changed[0].changes.map((change) => change.field)).toEqual([
      "price",
      "previousPrice",
      "priceReducedOn",
      "photos",
    ]);
    expect(report.photos).toMatchObject({ downloaded: 3, unchanged: 0, failed: 0 });

    const loaded = loadContent(content.dir, 2026);
    const highlander = loaded.vehicles.find((vehicle) => vehicle.stockNumber === "T2402")!;
    expect(highlander.photos.map((photo) => photo.file)).toEqual([
      expect.stringMatching(/^2020-toyota-highlander-t2402-[0-9a-f]{10}\.jpg$/),
      expect.stringMatching(/^2020-toyota-highlander-t2402-[0-9a-f]{10}\.jpg$/),
    ]);
    expect(fs.readFileSync(path.join(content.photosDir, highlander.photos[1].file))).toEqual(jpegBytes(3));
    const accord = loaded.vehicles.find((vehicle) => vehicle.vin === existing.vin)!;
    expect(accord.price).toBe(20500);
    expect(accord.badges).toEqual(["lowPrice"]);
    // a.jpg was put there by staff, not by the import: it stays on disk although no vehicle lists it now.
    expect(fs.existsSync(path.join(content.photosDir, "a.jpg"))).toBe(true);
    expect(Object.keys(readImportState(content.dir).photos).sort()).toEqual([url(1), url(2), url(3)].sort());
    expect(describeReport(report).at(-1)).toMatch(/^Wrote 6 files and removed 0 in one step/);
  });

  it("a second import of the same feed downloads nothing again and writes nothing", async () => {
    const feed = feedWith([feedRecord(existing, [url(1)]), feedRecord(added, [url(2)])]);
    await run(feed);
    const before = content.snapshot();
    server.requests.length = 0;
    const report = await run(feed);
    expect(server.requests.map((request) => request.status)).toEqual([304, 304]);
    expect(report.photos).toMatchObject({ downloaded: 0, unchanged: 2 });
    expect(report.filesWritten).toBe(0);
    expect(report.plan.unchanged).toHaveLength(2);
    expect(content.snapshot()).toEqual(before);
    expect(describeReport(report).at(-1)).toMatch(/^Nothing to write: content\/ already matches the feed/);
  });

  it("a photo changed at its URL is downloaded again into the same file; one no longer listed is removed", async () => {
    await run(feedWith([feedRecord(added, [url(2), url(3)])]));
    const [first, second] = content.vehicle("2020-toyota-highlander-t2402.json").photos.map((photo) => photo.file);
    server.put("/photos/2.jpg", jpegBytes(42));
    const report = await run(feedWith([feedRecord(added, [url(2)])]));
    expect(report.photos).toMatchObject({ downloaded: 1 });
    expect(content.vehicle("2020-toyota-highlander-t2402.json").photos).toEqual([{ file: first }]);
    expect(fs.readFileSync(path.join(content.photosDir, first))).toEqual(jpegBytes(42));
    expect(fs.existsSync(path.join(content.photosDir, second))).toBe(false);
  });

  it("a photo several vehicles list is fetched once and stored once, and each lists that file", async () => {
    const third = makeVehicle({
      vin: withVinCheckDigit("3FA6P0HD0GR000003"),
      stockNumber: "C3003",
      warranty: { type: "implied" },
    });
    const report = await run(feedWith([feedRecord(added, [url(2), url(4)]), feedRecord(third, [url(4)])]));
    expect(server.requests.map((request) => request.path).sort()).toEqual(["/photos/2.jpg", "/photos/4.jpg"]);
    expect(report.photos).toMatchObject({ downloaded: 2 });
    const shared = content.vehicle("2020-toyota-highlander-t2402.json").photos[1].file;
    expect(shared).toMatch(/^2020-toyota-highlander-t2402-/);
    expect(content.vehicle("2020-honda-accord-c3003.json").photos).toEqual([{ file: shared }]);
    expect(loadContent(content.dir, 2026).vehicles).toHaveLength(3);
  });

  it("a dry run fetches and writes nothing, and says what would change", async () => {
    const before = content.snapshot();
    const report = await run(
      feedWith([{ ...feedRecord(existing, [url(1)]), InternetPrice: "$20,500.00" }, feedRecord(added, [url(2)])]),
      { dryRun: true },
    );
    expect(server.requests).toEqual([]);
    expect(content.snapshot()).toEqual(before);
    expect(fs.existsSync(path.join(content.dir, ".import"))).toBe(false);
    const lines = describeReport(report);
    expect(lines).toContain("Would add 1:");
    expect(lines).toContain("      price: 21995 -> 20500");
    expect(lines).toContain("Photos: 2 new sources to fetch (a dry run fetches nothing)");
    expect(lines.at(-1)).toMatch(/^Dry run: nothing was written/);
  });

  it("an existing vehicle whose photo cannot be fetched keeps its photos, and the rest is imported", async () => {
    const report = await run(
      feedWith([{ ...feedRecord(existing, [url(1), url("missing")]), InternetPrice: "$20,500.00" }]),
    );
    expect(report.plan.warnings).toEqual([
      `row 2, column "ImageURLs" (photos): photo ${url("missing")} answered HTTP 404 Not Found; the vehicle keeps its 1 current photo(s)`,
    ]);
    const accord = content.vehicle("2020-honda-accord-a1001.json");
    expect(accord.price).toBe(20500);
    expect(accord.photos).toEqual(existing.photos);
    expect(fs.readdirSync(content.photosDir)).toEqual(["a.jpg"]);
  });

  it("copies photos named by path from the feed's folder, and not again when they are unchanged", async () => {
    const feed = writeFeedFile(feedText([feedRecord(added, ["photos/front.jpg", "photos/side.png"])]));
    fs.mkdirSync(path.join(path.dirname(feed), "photos"));
    fs.writeFileSync(path.join(path.dirname(feed), "photos", "front.jpg"), jpegBytes(5));
    fs.writeFileSync(path.join(path.dirname(feed), "photos", "side.png"), pngBytes());
    const first = await run(feed);
    expect(first.photos).toMatchObject({ copied: 2 });
    expect(content.vehicle("2020-toyota-highlander-t2402.json").photos[1].file).toMatch(/\.png$/);
    const second = await run(feed);
    expect(second.photos).toMatchObject({ copied: 0, unchanged: 2 });
  });

  it("reads a feed from an http(s) URL", async () => {
    server.put("/feeds/inventory.csv", Buffer.from(feedText([feedRecord(added, ["../photos/2.jpg"])])));
    const report = await run(`${server.origin}/feeds/inventory.csv`);
    expect(report.plan.added).toHaveLength(1);
    expect(server.requests.map((request) => request.path)).toEqual(["/feeds/inventory.csv", "/photos/2.jpg"]);
  });

  it("finishes an interrupted import before starting", async () => {
    const feed = feedWith([{ ...feedRecord(existing, [url(1)]), InternetPrice: "$20,500.00" }]);
    await expect(
      run(feed, {
        step: (step) => {
          if (step.startsWith("delete") || step === "finish") throw new Error("power cut");
        },
      }),
    ).rejects.toThrow("power cut");
    expect(fs.existsSync(path.join(content.dir, ".import", "journal.json"))).toBe(true);
    await expect(run(feed, { dryRun: true })).rejects.toThrow(/an earlier import was interrupted/);
    const log: string[] = [];
    const report = await run(feed, { log: (line) => log.push(line) });
    expect(log[0]).toBe("Finished an import that had been interrupted while writing.");
    expect(report.filesWritten).toBe(0);
    expect(content.vehicle("2020-honda-accord-a1001.json").price).toBe(20500);
  });
});

describe("runImport on a dealer group's site", () => {
  const lots = [
    makeLocation({ id: "east-sacramento", feedIds: ["EAST"] }),
    makeLocation({ id: "roseville", feedIds: ["02"] }),
  ];
  const onEast = { ...existing, location: "east-sacramento" };
  const withLot = [...FEED_HEADER, "Lot"];
  /** A group's content/: the two lots and the Accord on the east lot. */
  const groupContent = () => {
    content.cleanup();
    content = tempContent([onEast]);
    writeLocations(content.dir, lots);
  };

  it("writes each car's lot from the feed's Lot column, and the build reads the result", async () => {
    groupContent();
    const feed = writeFeedFile(
      feedText(
        [
          { ...feedRecord(onEast, [url(1)]), Lot: "02" },
          { ...feedRecord(added, [url(2)]), Lot: "EAST" },
        ],
        withLot,
      ),
    );
    const report = await run(feed);
    expect(report.plan.changed[0].changes.map((change) => change.field)).toContain("location");
    expect(content.vehicle("2020-honda-accord-a1001.json").location).toBe("roseville");
    expect(content.vehicle("2020-toyota-highlander-t2402.json").location).toBe("east-sacramento");
    const loaded = loadContent(content.dir, 2026);
    expect(loaded.vehicles.map((vehicle) => vehicle.location).sort()).toEqual(["east-sacramento", "roseville"]);
  });

  it("refuses rows that name no lot or one the site does not have, naming each row, and writes nothing", async () => {
    groupContent();
    const before = content.snapshot();
    const feed = writeFeedFile(
      feedText(
        [
          { ...feedRecord(onEast, [url(1)]), Lot: "" },
          { ...feedRecord(added, [url(2)]), Lot: "WEST" },
        ],
        withLot,
      ),
    );
    const error = await run(feed).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).problems).toEqual([
      expect.stringContaining(`${feed}: row 2, column "Lot" (location): names no lot`),
      `${feed}: row 3, column "Lot" (location): "WEST" is no lot of the site; expected one of east-sacramento (feed: EAST); roseville (feed: 02) (add the feed's name for a lot to its feedIds in content/locations/)`,
    ]);
    expect(server.requests).toEqual([]);
    expect(content.snapshot()).toEqual(before);
  });

  it("a site without lots reads no Lot or Location column: it is listed as not used and the cars get no lot", async () => {
    const feed = writeFeedFile(
      feedText([{ ...feedRecord(existing, [url(1)]), Location: "Main lot" }], [...FEED_HEADER, "Location"]),
    );
    const report = await run(feed);
    expect(report.feed.ignoredColumns).toEqual(["Location"]);
    expect(content.vehicle("2020-honda-accord-a1001.json")).not.toHaveProperty("location");
  });
});
