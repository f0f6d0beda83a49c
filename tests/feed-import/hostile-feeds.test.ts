// Hostile or broken feeds are refused with a clear message, and nothing is written.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPhotoServer, type PhotoServer } from "../../e2e/support/photo-server";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { feedRecord, feedText } from "../../src/lib/feed-import/feed-from-vehicles";
import { ImportError } from "../../src/lib/feed-import/import-error";
import { runImport, type ImportOptions } from "../../src/lib/feed-import/run-import";
import { headerOnlyPng } from "../support/header-only-png";
import { allowOrigin, jpegBytes, tempContent, writeFeedFile, type TempContent } from "./support";

let server: PhotoServer;
let content: TempContent;
let before: Record<string, string>;

const added = makeVehicle({
  vin: withVinCheckDigit("5TDJZRFH0LS812345"),
  stockNumber: "T2402",
  make: "Toyota",
  model: "Highlander",
  bodyStyle: "SUV",
});

beforeAll(async () => {
  server = await startPhotoServer();
  server.put("/photos/1.jpg", jpegBytes(1));
});
afterAll(() => server.close());
beforeEach(() => {
  content = tempContent();
  before = content.snapshot();
});
afterEach(() => {
  // Nothing written: the files are as they were, and no state, journal or staging folder was left.
  expect(content.snapshot()).toEqual(before);
  expect(fs.readdirSync(path.join(content.dir, ".import")).filter((entry) => entry !== "lock")).toEqual([]);
  expect(fs.existsSync(path.join(content.dir, ".import", "lock"))).toBe(false);
  content.cleanup();
});

async function refusal(feed: string, options: Partial<ImportOptions> = {}): Promise<string[]> {
  try {
    await runImport({
      feed,
      contentDir: content.dir,
      today: "2026-11-23",
      currentYear: 2026,
      ...network(),
      ...options,
    });
  } catch (error) {
    if (error instanceof ImportError) return error.problems;
    throw error;
  }
  throw new Error("the feed was imported");
}

const network = () => ({ network: allowOrigin(server.origin) });
const withPhotos = (...photos: string[]) => writeFeedFile(feedText([feedRecord(added, photos)]));

describe("hostile feeds", () => {
  it("a 200 MB file is refused before it is read", async () => {
    const feed = writeFeedFile("");
    fs.truncateSync(feed, 200 * 1024 * 1024); // sparse: no disk space used
    expect(await refusal(feed)).toEqual([
      `${feed}: (file): the feed is 200 MB, more than the 64 MB a feed may be (is this the right file?)`,
    ]);
  });

  it("a feed URL that sends more than the limit is cut off", async () => {
    const feed = `${server.origin}/huge/feed.csv`;
    expect(await refusal(feed, { limits: { maxFeedBytes: 4 * 1024 * 1024 } })).toEqual([
      `${feed}: (file): the feed is more than the 4 MB allowed`,
    ]);
  });

  it("a row with 10,000 columns", async () => {
    const feed = writeFeedFile(
      `${feedText([feedRecord(added, [`${server.origin}/photos/1.jpg`])])}${"x,".repeat(9_999)}x\r\n`,
    );
    expect(await refusal(feed)).toEqual([`${feed}: row 3: has 10,000 cells; a feed may have at most 1,000 columns`]);
  });

  it("a photo URL that answers an HTML page", async () => {
    const photo = `${server.origin}/html/1.jpg`;
    const feed = withPhotos(photo);
    expect(await refusal(feed)).toEqual([
      `${feed}: row 2, column "ImageURLs" (photos): photo ${photo} is an HTML page, not a JPEG, PNG or WebP image; a new vehicle needs its photos`,
    ]);
  });

  it("a photo URL that never answers", async () => {
    const photo = `${server.origin}/hang/1.jpg`;
    const feed = withPhotos(`${server.origin}/photos/1.jpg`, photo);
    const started = Date.now();
    expect(await refusal(feed, { limits: { photoTimeoutMs: 500 } })).toEqual([
      `${feed}: row 2, column "ImageURLs" (photos): photo ${photo} did not answer within 0.5 s; a new vehicle needs its photos`,
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a photo larger than the limit", async () => {
    const photo = `${server.origin}/huge/1.jpg`;
    const feed = withPhotos(photo);
    expect(await refusal(feed, { limits: { maxPhotoBytes: 2 * 1024 * 1024 } })).toEqual([
      `${feed}: row 2, column "ImageURLs" (photos): photo ${photo} is more than the 2 MB allowed; a new vehicle needs its photos`,
    ]);
  });

  it("a photo over the photo size rule, downloaded or copied, refused from its header", async () => {
    // 16,383 x 16,383 pixels in a few hundred bytes: refused by what its header says, never decoded.
    server.put("/photos/vast.png", headerOnlyPng(16_383, 16_383));
    const url = `${server.origin}/photos/vast.png`;
    const feed = withPhotos(url, "photos/wide.png");
    fs.mkdirSync(path.join(path.dirname(feed), "photos"));
    fs.writeFileSync(path.join(path.dirname(feed), "photos", "wide.png"), headerOnlyPng(12_001, 900));
    const where = `${feed}: row 2, column "ImageURLs" (photos)`;
    expect(await refusal(feed)).toEqual([
      `${where}: photo ${url} is 16,383 x 16,383 pixels; photos may be at most 12,000 pixels a side and 50 megapixels; a new vehicle needs its photos`,
      `${where}: photo photos/wide.png is 12,001 x 900 pixels; photos may be at most 12,000 pixels a side and 50 megapixels; a new vehicle needs its photos`,
    ]);
  });

  it("paths that climb out of the feed's folder, absolute paths and other URL schemes", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "feed-outside-"));
    fs.writeFileSync(path.join(outside, "secret.jpg"), jpegBytes(1));
    const feed = withPhotos(
      "../secret.jpg",
      "photos/../../secret.jpg",
      path.join(outside, "secret.jpg"),
      "linked.jpg",
      "file:///etc/passwd",
      "javascript:alert(1)",
    );
    fs.symlinkSync(path.join(outside, "secret.jpg"), path.join(path.dirname(feed), "linked.jpg"));
    const where = `${feed}: row 2, column "ImageURLs" (photos)`;
    const dir = fs.realpathSync(path.dirname(feed));
    expect(await refusal(feed)).toEqual([
      `${where}: "../secret.jpg" is outside the feed's folder; photos must be inside ${dir}`,
      `${where}: "photos/../../secret.jpg" is outside the feed's folder; photos must be inside ${dir}`,
      `${where}: ${JSON.stringify(path.join(outside, "secret.jpg"))} is outside the feed's folder; photos must be inside ${dir}`,
      `${where}: "linked.jpg" leads outside the feed's folder (a symbolic link)`,
      `${where}: "file:///etc/passwd" is neither an http(s) URL nor a path in the feed's folder`,
      `${where}: "javascript:alert(1)" is neither an http(s) URL nor a path in the feed's folder`,
    ]);
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it("formula cells are plain text: refused where a number or photo is expected", async () => {
    const feed = writeFeedFile(
      feedText([{ ...feedRecord(added, ['=HYPERLINK("https://evil.example/a.jpg")']), InternetPrice: "=SUM(A1:A9)" }]),
    );
    expect(await refusal(feed)).toEqual([
      `${feed}: row 2, column "InternetPrice" (price): "=SUM(A1:A9)" is not a price; expected dollars like 12995 or $12,995.00`,
    ]);
    const photoFeed = writeFeedFile(feedText([feedRecord(added, ['=HYPERLINK("https://evil.example/a.jpg")'])]));
    expect(await refusal(photoFeed)).toEqual([
      `${photoFeed}: row 2, column "ImageURLs" (photos): "=HYPERLINK(\\"https://evil.example/a.jpg\\")" is a spreadsheet formula, not a photo URL or path`,
    ]);
  });
});

describe("formula cells in text columns", () => {
  const RULE =
    "must not start with =, +, -, @, a tab or a carriage return, even after spaces or quotes, unless it is a plain number like -5 or -5.25 (spreadsheets run such text as a formula)";

  it("are refused, naming row, column and rule, so none reaches the Meta CSV or the Google TSV", async () => {
    const feed = writeFeedFile(
      feedText([
        {
          ...feedRecord(added, [`${server.origin}/photos/1.jpg`]),
          Make: '=HYPERLINK("https://evil.example/steal","Click for a discount")',
          Model: "@SUM(A1:A9)",
          Trim: "+1-555-0100",
          "Ext Color": "-Red",
          InteriorColor: "  =1+1",
          Options: "Sunroof|=cmd|' /C calc'!A0",
          Comments: "-cmd /c calc and a long enough description",
        },
      ]),
    );
    expect(await refusal(feed)).toEqual([
      `${feed}: row 2, column "Make" (make): "=HYPERLINK(\\"https://evil.example/steal\\",\\"Click for a disc..." ${RULE}`,
      `${feed}: row 2, column "Model" (model): "@SUM(A1:A9)" ${RULE}`,
      `${feed}: row 2, column "Trim" (trim): "+1-555-0100" ${RULE}`,
      `${feed}: row 2, column "Ext Color" (exteriorColor): "-Red" ${RULE}`,
      `${feed}: row 2, column "InteriorColor" (interiorColor): "=1+1" ${RULE}`,
      `${feed}: row 2, column "Options" (features): the feature "=cmd" ${RULE}`,
      `${feed}: row 2, column "Comments" (description): "-cmd /c calc and a long enough description" ${RULE}`,
    ]);
  });

  it("a minus sign and a digit are refused too unless the cell is a plain number (a DDE payload)", async () => {
    const feed = writeFeedFile(
      feedText([
        {
          ...feedRecord(added, [`${server.origin}/photos/1.jpg`]),
          Make: '-2+HYPERLINK("https://evil.example/steal")',
          Model: "-2 Door",
          Comments: "-1+cmd|' /C calc'!A0",
        },
        { ...feedRecord(makeVehicle(), [`${server.origin}/photos/1.jpg`]), Trim: " -1+2" },
      ]),
    );
    expect(await refusal(feed)).toEqual([
      `${feed}: row 2, column "Make" (make): "-2+HYPERLINK(\\"https://evil.example/steal\\")" ${RULE}`,
      `${feed}: row 2, column "Model" (model): "-2 Door" ${RULE}`,
      `${feed}: row 2, column "Comments" (description): "-1+cmd|' /C calc'!A0" ${RULE}`,
      `${feed}: row 3, column "Trim" (trim): "-1+2" ${RULE}`,
    ]);
  });

  it("a formula behind a leading quote or an invisible space is refused too (a spreadsheet drops them)", async () => {
    const feed = writeFeedFile(
      feedText([
        {
          ...feedRecord(added, [`${server.origin}/photos/1.jpg`]),
          // Written as the CSV cell """=HYPERLINK(""""https://evil.example"""",""""x"""")""": read as one quote-wrapped formula.
          Make: '"=HYPERLINK(""https://evil.example"",""x"")"',
          Model: "\u200b@SUM(A1:A9)",
          Trim: '\u00a0"+1-555-0100"',
          Options: 'Sunroof|"=1+1"',
        },
      ]),
    );
    expect(await refusal(feed)).toEqual([
      `${feed}: row 2, column "Make" (make): "\\"=HYPERLINK(\\"\\"https://evil.example\\"\\",\\"\\"x\\"\\")\\"" ${RULE}`,
      `${feed}: row 2, column "Model" (model): "\u200b@SUM(A1:A9)" ${RULE}`,
      `${feed}: row 2, column "Trim" (trim): "\\"+1-555-0100\\"" ${RULE}`,
      `${feed}: row 2, column "Options" (features): the feature "\\"=1+1\\"" ${RULE}`,
    ]);
  });

  it("a plain number and formula characters later in the text are plain text", async () => {
    const feed = writeFeedFile(
      feedText([
        {
          ...feedRecord(added, [`${server.origin}/photos/1.jpg`]),
          Trim: "-5",
          Options: "Sunroof|Heated seats = comfort",
          Comments: "Priced to sell: $500 under book, +tax and fees, @ our lot today.",
        },
      ]),
    );
    await runImport({ feed, contentDir: content.dir, today: "2026-11-23", currentYear: 2026, ...network() });
    const vehicle = content.vehicle("2020-toyota-highlander-t2402.json");
    expect(vehicle).toMatchObject({ trim: "-5", features: ["Sunroof", "Heated seats = comfort"] });
    before = content.snapshot();
    fs.rmSync(path.join(content.dir, ".import", "state.json"));
  });
});
