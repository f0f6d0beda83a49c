// A feed cannot make the import fetch from the machine it runs on or the dealership's network: such a photo or
// feed URL is an error naming row and column (for a vehicle that has photos, too), and nothing is written.
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { feedRecord, feedText } from "../../src/lib/feed-import/feed-from-vehicles";
import type { ConnectTarget } from "../../src/lib/feed-import/host-policy";
import { ImportError } from "../../src/lib/feed-import/import-error";
import { runImport, type ImportOptions } from "../../src/lib/feed-import/run-import";
import { startLoopbackServer, type LoopbackServer } from "./loopback-server";
import { allowOrigin, tempContent, writeFeedFile, type TempContent } from "./support";

let server: LoopbackServer;
let content: TempContent;

const existing = makeVehicle({ photos: [{ file: "a.jpg" }] });
const added = makeVehicle({
  vin: withVinCheckDigit("5TDJZRFH0LS812345"),
  stockNumber: "T2402",
  make: "Toyota",
  model: "Highlander",
  warranty: { type: "as-is" },
});
const RULE = (kind: string) =>
  `the import fetches from public hosts only, not from ${kind} addresses (IMPORT_ALLOW_HOSTS opens a host on the dealership's own network)`;

beforeEach(async () => {
  server = await startLoopbackServer();
  content = tempContent([existing]);
});
afterEach(async () => {
  await server.close();
  content.cleanup();
});

async function problems(feed: string, options: Partial<ImportOptions> = {}): Promise<string[]> {
  const before = content.snapshot();
  try {
    await runImport({ feed, contentDir: content.dir, today: "2026-11-23", currentYear: 2026, ...options });
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    expect(content.snapshot()).toEqual(before);
    return error.problems;
  }
  throw new Error("the feed was imported");
}

describe("hosts a feed may name", () => {
  it("a photo on 127.0.0.1: an error for a new and for an existing vehicle, and no request is sent", async () => {
    const photo = `${server.origin}/photo.jpg`;
    const feed = writeFeedFile(feedText([feedRecord(existing, [photo]), feedRecord(added, [photo])]));
    const expected = [2, 3].map(
      (row) => `${feed}: row ${row}, column "ImageURLs" (photos): photo ${photo} is on 127.0.0.1: ${RULE("loopback")}`,
    );
    expect(await problems(feed)).toEqual(expected);
    // A dry run says so too, without fetching anything.
    expect(await problems(feed, { dryRun: true })).toEqual(expected);
    expect(server.connections()).toBe(0);
    // Opened by IMPORT_ALLOW_HOSTS, the same feed imports.
    const report = await runImport({
      feed,
      contentDir: content.dir,
      currentYear: 2026,
      network: allowOrigin(server.origin),
    });
    expect(report.photos).toMatchObject({ downloaded: 1, failed: 0 });
  });

  it("a photo host whose name resolves to a private address: refused when fetched, before connecting", async () => {
    const attempts: ConnectTarget[] = [];
    const network = {
      resolve: async (host: string) => (host === "photos.dms.test" ? ["10.0.0.5"] : []),
      connect: (target: ConnectTarget) => {
        attempts.push(target);
        throw new Error("a test connects nowhere but to its loopback servers");
      },
    };
    const photo = "http://photos.dms.test/h24100/1.jpg";
    const feed = writeFeedFile(feedText([{ ...feedRecord(existing, [photo]), InternetPrice: "$20,500.00" }]));
    // Not a warning that leaves the vehicle its photos: an error, and the price is not changed either.
    expect(await problems(feed, { network })).toEqual([
      `${feed}: row 2, column "ImageURLs" (photos): photo ${photo} is on photos.dms.test, which resolves to 10.0.0.5: ${RULE("private")}`,
    ]);
    expect(attempts).toEqual([]);
  });

  it("a feed URL on 127.0.0.1", async () => {
    const feed = `${server.origin}/feeds/inventory.csv`;
    expect(await problems(feed)).toEqual([`${feed}: (file): the feed is on 127.0.0.1: ${RULE("loopback")}`]);
    expect(server.connections()).toBe(0);
  });
});
