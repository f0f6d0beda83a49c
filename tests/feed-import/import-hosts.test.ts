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
const RULE = (range: string) =>
  `the import fetches from public hosts only, not from ${range}; IMPORT_ALLOW_HOSTS opens a host on the dealership's own network`;
const LOOPBACK = "127.0.0.0/8 (Loopback, RFC 1122)";

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
      (row) => `${feed}: row ${row}, column "ImageURLs" (photos): photo ${photo} is on 127.0.0.1: ${RULE(LOOPBACK)}`,
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
      `${feed}: row 2, column "ImageURLs" (photos): photo ${photo} is on photos.dms.test, which resolves to 10.0.0.5: ${RULE("10.0.0.0/8 (Private-Use, RFC 1918)")}`,
    ]);
    expect(attempts).toEqual([]);
  });

  it("photo hosts on special-purpose blocks and on this machine: row errors naming the range, nothing connected", async () => {
    const attempts: ConnectTarget[] = [];
    const answers: Record<string, string[]> = {
      "bench.dms.test": ["198.18.0.5"],
      "docs.dms.test": ["2001:db8::5"],
      "siit.dms.test": ["::ffff:0:a00:5"],
      "self.dms.test": ["93.184.216.40"],
    };
    const network = {
      resolve: async (host: string) => answers[host] ?? [],
      ownAddresses: [{ address: "93.184.216.40", interface: "eth0" }],
      connect: (target: ConnectTarget) => {
        attempts.push(target);
        throw new Error("a test connects nowhere but to its loopback servers");
      },
    };
    const vehicles = Object.keys(answers).map((host, index) =>
      feedRecord(
        makeVehicle({
          vin: withVinCheckDigit(`5TDJZRFH0LS81234${index}`),
          stockNumber: `T240${index}`,
          warranty: { type: "as-is" },
        }),
        [`http://${host}/1.jpg`],
      ),
    );
    const feed = writeFeedFile(feedText(vehicles));
    const ranges = [
      "198.18.0.0/15 (Benchmarking, RFC 2544)",
      "2001:db8::/32 (Documentation, RFC 3849)",
      "::ffff:0:0:0/96 (IPv4-translated Address (SIIT), RFC 2765)",
      "93.184.216.40 (this machine's own address, network interface eth0)",
    ];
    expect(await problems(feed, { network })).toEqual(
      Object.entries(answers).map(
        ([host, [address]], index) =>
          `${feed}: row ${index + 2}, column "ImageURLs" (photos): photo http://${host}/1.jpg is on ${host}, which resolves to ${address}: ${RULE(ranges[index])}`,
      ),
    );
    expect(attempts).toEqual([]);
  });

  it("a feed URL on 127.0.0.1", async () => {
    const feed = `${server.origin}/feeds/inventory.csv`;
    expect(await problems(feed)).toEqual([`${feed}: (file): the feed is on 127.0.0.1: ${RULE(LOOPBACK)}`]);
    expect(server.connections()).toBe(0);
  });
});
