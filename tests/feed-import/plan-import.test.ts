// The merge and the sold marking, on feeds written the way exports write them.
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import type { VehicleContent, Warranty } from "../../src/lib/content/vehicle-schema";
import { vehicleFileName } from "../../src/lib/content/vehicle-file-name";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { FEED_HEADER, feedRecord, feedText } from "../../src/lib/feed-import/feed-from-vehicles";
import { readFeedRows } from "../../src/lib/feed-import/feed-rows";
import { mapColumns } from "../../src/lib/feed-import/header-aliases";
import { emptyState, sha256, type ImportState } from "../../src/lib/feed-import/import-state";
import { DEFAULT_LIMITS } from "../../src/lib/feed-import/limits";
import { parseFeed } from "../../src/lib/feed-import/parse-feed";
import type { FeedLotIds } from "../../src/lib/feed-import/feed-lots";
import { planImport, type PhotoResolution } from "../../src/lib/feed-import/plan-import";
import { vehicleJson } from "../../src/lib/feed-import/vehicle-changes";
import { otherVehicle } from "./support";

interface Options {
  existing?: VehicleContent[];
  state?: ImportState;
  defaultWarranty?: Warranty;
  keepMissing?: boolean;
  photos?: (row: number, slug: string) => PhotoResolution | undefined;
  lots?: FeedLotIds[];
}

function plan(text: string, options: Options = {}) {
  const table = parseFeed(text, DEFAULT_LIMITS);
  const columns = mapColumns(table.header);
  const rows = readFeedRows(table.rows, columns);
  const result = planImport({
    feedVehicles: rows.vehicles,
    feedRows: table.rows.length,
    columns: columns.columns,
    existing: (options.existing ?? []).map((vehicle) => ({
      vehicle,
      keyOrder: () => Object.keys(vehicle),
      file: vehicleFileName(vehicle),
    })),
    state: options.state ?? emptyState(),
    defaultWarranty: options.defaultWarranty,
    lots: options.lots ?? [],
    keepMissing: options.keepMissing ?? false,
    today: "2026-11-23",
    currentYear: 2026,
    photosFor: (feed, slug) =>
      options.photos?.(feed.row, slug) ??
      (feed.facts.photos ? { files: feed.facts.photos.map((_, index) => `${slug}-${index + 1}.jpg`) } : undefined),
  });
  return { ...result, problems: [...rows.problems, ...result.problems] };
}

const car = makeVehicle({
  photos: [{ file: "a.jpg", alt: "Front of the car" }],
  badges: ["lowPrice"],
  warranty: {
    type: "dealer",
    coverage: "limited",
    laborPercent: 100,
    partsPercent: 50,
    systemsCovered: ["Engine"],
    duration: { days: 90 },
  },
});
const record = (vehicle: VehicleContent, overrides: Record<string, string> = {}) => ({
  ...feedRecord(vehicle, ["https://cdn.example/1.jpg"]),
  ...overrides,
});
const newCar = makeVehicle({
  vin: withVinCheckDigit("5TDJZRFH0LS812345"),
  stockNumber: "T2402",
  make: "Toyota",
  model: "Highlander",
  year: 2020,
  bodyStyle: "SUV",
});

describe("merging a feed into content/", () => {
  it("adds a new vehicle with the feed's facts in the site's vocabulary", () => {
    const result = plan(feedText([record(newCar, { Warranty: "As Is" })]));
    expect(result.problems).toEqual([]);
    expect(result.added).toHaveLength(1);
    const added = result.added[0];
    expect(added.file).toBe("2020-toyota-highlander-t2402.json");
    expect(added.vehicle).toEqual({
      ...newCar,
      badges: [],
      photos: [{ file: "2020-toyota-highlander-t2402-1.jpg" }],
      warranty: { type: "as-is" },
    });
    expect(JSON.parse(added.json!)).toEqual(added.vehicle);
  });

  it("the feed owns the facts it carries; badges, warranty terms and photo alt texts staff added are kept", () => {
    const result = plan(
      feedText([
        record(car, {
          InternetPrice: "$20,995.00",
          Odometer: "43,000",
          ImageURLs: "https://cdn.example/1.jpg|https://cdn.example/2.jpg",
          Warranty: "Dealer Warranty",
        }),
      ]),
      {
        existing: [car],
        photos: () => ({ files: ["a.jpg", "new.jpg"] }),
      },
    );
    expect(result.problems).toEqual([]);
    const changed = result.changed[0];
    // A lower price also records the drop (previousPrice, priceReducedOn: see "price drops" below).
    expect(changed.changes.map((change) => change.field)).toEqual([
      "mileage",
      "price",
      "previousPrice",
      "priceReducedOn",
      "photos",
    ]);
    expect(changed.changes[1]).toEqual({ field: "price", before: 21995, after: 20995 });
    expect(changed.vehicle.badges).toEqual(["lowPrice"]);
    expect(changed.vehicle.warranty).toEqual(car.warranty);
    expect(changed.vehicle.photos).toEqual([{ file: "a.jpg", alt: "Front of the car" }, { file: "new.jpg" }]);
  });

  describe("price drops", () => {
    const reduced = { ...car, price: 20_995, previousPrice: 21_995, priceReducedOn: "2026-11-01" };
    const priced = (vehicle: VehicleContent, price: string) =>
      plan(feedText([record(vehicle, { InternetPrice: price, ImageURLs: "" })]), { existing: [vehicle] });

    it("a lower price records the old price and the import's date", () => {
      const result = priced(car, "20995");
      expect(result.problems).toEqual([]);
      expect(result.changed[0].vehicle).toMatchObject({
        price: 20_995,
        previousPrice: 21_995,
        priceReducedOn: "2026-11-23",
      });
      expect(JSON.parse(result.changed[0].json!)).toMatchObject({
        previousPrice: 21_995,
        priceReducedOn: "2026-11-23",
      });
    });

    it("an unchanged price keeps the reduction and its date: the file is left alone", () => {
      const result = priced(reduced, "20995");
      expect(result.changed).toEqual([]);
      expect(result.unchanged[0].vehicle).toEqual(reduced);
    });

    it("a price back up to the previous price clears the reduction", () => {
      const result = priced(reduced, "21995");
      expect(result.changed[0].changes.map((change) => change.field)).toEqual([
        "price",
        "previousPrice",
        "priceReducedOn",
      ]);
      const json = JSON.parse(result.changed[0].json!);
      expect(json.price).toBe(21_995);
      expect(json).not.toHaveProperty("previousPrice");
      expect(json).not.toHaveProperty("priceReducedOn");
    });

    it("a new vehicle never starts reduced", () => {
      const result = plan(feedText([record(newCar, { Warranty: "As Is" })]));
      expect(result.added[0].vehicle.previousPrice).toBeUndefined();
    });
  });

  it("an empty cell carries nothing: the vehicle keeps its value", () => {
    const result = plan(feedText([record(car, { Options: "", Comments: "", ImageURLs: "", Trim: "" })]), {
      existing: [car],
    });
    expect(result.changed).toEqual([]);
    expect(result.unchanged[0].vehicle).toEqual(car);
  });

  it("a feed that changes nothing leaves the vehicle (and its file) alone", () => {
    const result = plan(feedText([record(car, { ImageURLs: "" })]), { existing: [car] });
    expect(result.unchanged).toHaveLength(1);
    expect(result.unchanged[0].json).toBeUndefined();
  });

  describe("walk-around video", () => {
    const header = [...FEED_HEADER, "video_url"];
    // A new car needs its Buyers Guide choice and photos from the feed; a known one keeps its own.
    const withVideo = (vehicle: VehicleContent, video: string, existing: VehicleContent[] = []) =>
      plan(
        feedText(
          [
            record(
              vehicle,
              existing.length ? { ImageURLs: "", video_url: video } : { Warranty: "As Is", video_url: video },
            ),
          ],
          header,
        ),
        { existing },
      );

    it("a video or video_url column gives the vehicle its YouTube or Vimeo link, in one canonical form", () => {
      const added = withVideo(newCar, "https://youtu.be/aqz-KE-bpKQ?si=share");
      expect(added.problems).toEqual([]);
      expect(added.added[0].vehicle.video).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
      const changed = withVideo(car, "https://vimeo.com/76979871", [car]);
      expect(changed.changed[0].changes).toEqual([
        { field: "video", before: undefined, after: "https://vimeo.com/76979871" },
      ]);
      const named = plan(
        feedText(
          [record(newCar, { Warranty: "As Is", Video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" })],
          [...FEED_HEADER, "Video"],
        ),
      );
      expect(named.added[0].vehicle.video).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    });

    it("the same video written another way, or an empty cell, changes nothing", () => {
      const filmed = { ...car, video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" };
      expect(withVideo(filmed, "https://youtu.be/aqz-KE-bpKQ", [filmed]).changed).toEqual([]);
      expect(withVideo(filmed, "", [filmed]).unchanged[0].vehicle.video).toBe(filmed.video);
    });

    it("any other link is a problem naming the row and column", () => {
      const result = withVideo(newCar, "https://www.dailymotion.com/video/x7tgad0");
      expect(result.problems).toEqual([
        'row 2, column "video_url" (video): expected a YouTube or Vimeo link (https://www.youtube.com/watch?v=..., https://vimeo.com/...), got "https://www.dailymotion.com/video/x7tgad0"',
      ]);
    });
  });

  describe("descriptions", () => {
    const handWritten = {
      ...car,
      description: { en: "Hand-written by staff: one owner, new tyres, ready for a road trip up the coast." },
    };

    it("before any import, a longer description written by hand is kept", () => {
      const result = plan(feedText([record(handWritten, { Comments: "One owner.", ImageURLs: "" })]), {
        existing: [handWritten],
      });
      expect(result.problems).toEqual([]);
      expect(result.unchanged[0].vehicle.description).toEqual(handWritten.description);
      expect(result.unchanged[0].notes).toEqual(["description.en: kept the one written by hand (the feed's differs)"]);
    });

    it("a description the feed gave last time follows the feed", () => {
      const fromFeed = { ...car, description: { en: "Imported from the feed last night, twenty chars." } };
      const state = { ...emptyState(), vehicles: { [car.vin]: { feedDescription: sha256(fromFeed.description.en) } } };
      const result = plan(
        feedText([record(fromFeed, { Comments: "Updated in the DMS today: new tyres fitted.", ImageURLs: "" })]),
        { existing: [fromFeed], state },
      );
      expect(result.changed[0].vehicle.description).toEqual({ en: "Updated in the DMS today: new tyres fitted." });
      expect(result.vehicles[car.vin].feedDescription).toBe(sha256("Updated in the DMS today: new tyres fitted."));
    });

    it("a description staff rewrote after an import is kept", () => {
      const state = {
        ...emptyState(),
        vehicles: { [car.vin]: { feedDescription: sha256("What the feed said before, long enough.") } },
      };
      const result = plan(
        feedText([record(handWritten, { Comments: "The feed's new text, also long enough to pass.", ImageURLs: "" })]),
        { existing: [handWritten], state },
      );
      expect(result.unchanged[0].vehicle.description).toEqual(handWritten.description);
    });
  });

  describe("Spanish descriptions", () => {
    const header = [...FEED_HEADER, "description_es"];
    const spanish = "Un auto confiable de un solo dueño, con llantas nuevas.";
    const withSpanish = (vehicle: VehicleContent, cell: string, existing: VehicleContent[] = [], state?: ImportState) =>
      plan(feedText([record(vehicle, { description_es: cell, ImageURLs: "" })], header), { existing, state });

    it("a description_es column gives a new vehicle its Spanish description", () => {
      const result = plan(feedText([record(newCar, { Warranty: "As Is", description_es: spanish })], header));
      expect(result.problems).toEqual([]);
      expect(result.added[0].vehicle.description.es).toBe(spanish);
      expect(result.vehicles[newCar.vin].feedDescriptionEs).toBe(sha256(spanish));
    });

    it("adds one to a vehicle that had none, and says so", () => {
      const result = withSpanish(car, spanish, [car]);
      expect(result.changed[0].vehicle.description).toEqual({ ...car.description, es: spanish });
      expect(result.changed[0].changes).toEqual([
        { field: "description", before: car.description, after: { ...car.description, es: spanish } },
      ]);
    });

    it("an empty cell leaves the Spanish description as it is", () => {
      const translated = { ...car, description: { ...car.description, es: spanish } };
      expect(withSpanish(translated, "", [translated]).unchanged[0].vehicle.description.es).toBe(spanish);
    });

    it("keeps a Spanish description staff rewrote after an import, like the English one", () => {
      const written = "Escrita a mano: un dueño, llantas nuevas, lista para viajar.";
      const handWritten = { ...car, description: { ...car.description, es: written } };
      const state = {
        ...emptyState(),
        vehicles: { [car.vin]: { feedDescriptionEs: sha256("Lo que dijo el feed la vez pasada.") } },
      };
      const result = withSpanish(handWritten, "El texto nuevo del feed, bastante largo.", [handWritten], state);
      expect(result.unchanged[0].vehicle.description.es).toBe(written);
      expect(result.unchanged[0].notes).toEqual(["description.es: kept the one written by hand (the feed's differs)"]);
    });

    it("follows the feed when the feed gave the current one", () => {
      const last = "Lo que dijo el feed la vez pasada.";
      const fromFeed = { ...car, description: { ...car.description, es: last } };
      const state = { ...emptyState(), vehicles: { [car.vin]: { feedDescriptionEs: sha256(last) } } };
      const result = withSpanish(fromFeed, spanish, [fromFeed], state);
      expect(result.changed[0].vehicle.description.es).toBe(spanish);
    });

    it("a short or formula-like cell is a problem naming row and column", () => {
      expect(withSpanish(car, "Muy bueno.", [car]).problems).toEqual([
        'row 2, column "description_es" (description.es): expected a description in Spanish of at least 20 characters, got "Muy bueno."',
      ]);
      expect(withSpanish(car, "=HYPERLINK(1) y un texto largo", [car]).problems[0]).toMatch(
        /^row 2, column "description_es" \(descriptionEs\): "=HYPERLINK\(1\) y un texto largo" must not start with =/,
      );
    });
  });

  describe("Buyers Guide warranty of a new vehicle", () => {
    const noWarranty = (vehicle: VehicleContent) =>
      feedText(
        [record(vehicle)],
        FEED_HEADER.filter((column) => column !== "Warranty"),
      );

    it("comes from the feed's column", () => {
      expect(
        plan(feedText([record(newCar, { Warranty: "Implied Warranties Only" })])).added[0].vehicle.warranty,
      ).toEqual({ type: "implied" });
    });

    it("else from the default in content/site.json", () => {
      expect(plan(noWarranty(newCar), { defaultWarranty: { type: "as-is" } }).added[0].vehicle.warranty).toEqual({
        type: "as-is",
      });
    });

    it("else the row is an error, never a guess", () => {
      expect(plan(noWarranty(newCar)).problems).toEqual([
        'row 2 (warranty): a new vehicle\'s Buyers Guide choice is never guessed; add a Warranty column (As-Is or Implied) or set "importDefaults": { "warranty": { "type": "as-is" } } in content/site.json',
      ]);
    });

    it("a dealer warranty needs terms a feed cannot carry", () => {
      expect(plan(feedText([record(newCar, { Warranty: "Dealer Warranty" })])).problems[0]).toMatch(
        /^row 2, column "Warranty" \(warranty\): a dealer warranty needs its coverage and labor and parts percent/,
      );
      const terms: Warranty = {
        type: "dealer",
        coverage: "full",
        laborPercent: 100,
        partsPercent: 100,
        systemsCovered: ["Engine"],
        duration: { days: 30 },
      };
      expect(
        plan(feedText([record(newCar, { Warranty: "Dealer Warranty" })]), { defaultWarranty: terms }).added[0].vehicle
          .warranty,
      ).toEqual(terms);
    });

    it("takes a dealer warranty's systems and duration from the feed's words, in the Buyers Guide's vocabulary", () => {
      const header = [...FEED_HEADER, "Warranty Systems", "Warranty Duration"];
      const withTerms = (systems: string, duration: string) =>
        feedText(
          [
            record(newCar, {
              Warranty: "Limited Warranty",
              "Warranty Systems": systems,
              "Warranty Duration": duration,
            }),
          ],
          header,
        );
      const terms: Warranty = {
        type: "dealer",
        coverage: "limited",
        laborPercent: 50,
        partsPercent: 50,
        systemsCovered: ["Engine"],
        otherSystems: [{ name: "Turbocharger", nameEs: "Turbocompresor" }],
        duration: { days: 30 },
      };
      const result = plan(withTerms("Engine, Transmission & A/C", "90 days/3,000 miles"), { defaultWarranty: terms });
      expect(result.problems).toEqual([]);
      expect(result.added[0].vehicle.warranty).toEqual({
        ...terms,
        systemsCovered: ["Engine", "Transmission", "Air conditioning"],
        duration: { days: 90, miles: 3000 },
      });
      expect(plan(withTerms("Powertrain", "90 days"), { defaultWarranty: terms }).problems[0]).toMatch(
        /^row 2, column "Warranty Systems" \(warrantySystems\): "Powertrain" is shorthand the FTC does not allow/,
      );
    });
  });

  describe("errors name row, column and rule", () => {
    it.each([
      [
        { VIN: "1HGCV1F30LA000002" },
        'row 2, column "VIN" (vin): check digit (9th character) does not match the rest of the VIN, got "1HGCV1F30LA000002"',
      ],
      [{ Year: "1975" }, 'row 2, column "Year" (year): expected a model year from 1981 to 2027, got 1975'],
      [{ InternetPrice: "$0.00" }, 'row 2, column "InternetPrice" (price): expected a positive number, got 0'],
      [
        { InternetPrice: "Call for price" },
        'row 2, column "InternetPrice" (price): "Call for price" is not a price; expected dollars like 12995 or $12,995.00',
      ],
      [
        { Drive_Type: "4x2" },
        'row 2, column "Drive_Type" (drivetrain): "4x2" cannot be placed as a drivetrain; expected one of FWD, RWD, AWD, 4WD or a common name for one',
      ],
      [
        { "Stock #": "A 1001" },
        'row 2, column "Stock #" (stockNumber): expected 2-16 capital letters, digits or dashes, got "A 1001"',
      ],
      [
        { Comments: "Too short." },
        'row 2, column "Comments" (description.en): expected a description of at least 20 characters, got "Too short."',
      ],
      [{ EpaHighwayMpg: "" }, 'row 2, column "EpaHighwayMpg" (mpgHighway): required when mpgCity is given, is missing'],
      [
        { DateInStock: "31/12/2026" },
        'row 2, column "DateInStock" (dateInStock): "31/12/2026" is not a real calendar date',
      ],
    ])("%j", (overrides, message) => {
      const result = plan(feedText([record(newCar, { Warranty: "As Is", ...overrides })]));
      expect(result.problems).toEqual([message]);
      expect(result.added).toEqual([]);
    });

    it("a row without a VIN", () => {
      expect(plan(feedText([record(newCar, { VIN: "" })])).problems).toEqual([
        'row 2, column "VIN" (vin): is empty; every vehicle needs its VIN',
      ]);
    });

    it("the same VIN twice, and stock numbers shared with another row or a vehicle not in the feed", () => {
      const third = makeVehicle({
        vin: withVinCheckDigit("3FA6P0HD0GR000003"),
        stockNumber: "C3003",
        photos: [{ file: "c.jpg" }],
      });
      const result = plan(
        feedText([
          record(newCar, { Warranty: "As Is" }),
          record(newCar, { Warranty: "As Is" }),
          record(otherVehicle(), { "Stock #": "T2402" }),
          record(car, { "Stock #": "C3003" }),
        ]),
        { existing: [car, otherVehicle(), third] },
      );
      expect(result.problems).toEqual([
        `row 3, column "VIN" (vin): ${newCar.vin} is already in row 2; each vehicle may appear once`,
        `row 4, column "Stock #" (stockNumber): must be unique, got "T2402", already used by row 2 (VIN ${newCar.vin})`,
        `row 5, column "Stock #" (stockNumber): must be unique, got "C3003", already used by content/vehicles/${vehicleFileName(third)} (VIN ${third.vin})`,
      ]);
    });

    it("an empty feed would mark everything sold: refused", () => {
      expect(plan(feedText([]), { existing: [car] }).problems).toEqual([
        "(file): the feed lists no vehicles; importing it would mark all 1 vehicles in content/ sold",
      ]);
    });
  });

  describe("sold vehicles", () => {
    const pending = otherVehicle({ status: "pending" });
    const alreadySold = makeVehicle({
      vin: withVinCheckDigit("3FA6P0HD0GR000003"),
      stockNumber: "C3003",
      status: "sold",
      photos: [{ file: "c.jpg" }],
    });

    it("a vehicle missing from the feed is marked sold; one already sold is left alone", () => {
      const result = plan(feedText([record(newCar, { Warranty: "As Is" })]), { existing: [car, alreadySold] });
      expect(result.markedSold.map((vehicle) => vehicle.vin)).toEqual([car.vin]);
      expect(result.markedSold[0].vehicle).toEqual({ ...car, status: "sold" });
      expect(result.markedSold[0].changes).toEqual([{ field: "status", before: "available", after: "sold" }]);
      expect(result.leftAlone.map((vehicle) => vehicle.vin)).toEqual([alreadySold.vin]);
      expect(result.vehicles[car.vin]).toEqual({ soldByImport: true });
    });

    it("--keep-missing leaves missing vehicles as they are", () => {
      const result = plan(feedText([record(newCar, { Warranty: "As Is" })]), { existing: [car], keepMissing: true });
      expect(result.markedSold).toEqual([]);
      expect(result.leftAlone.map((vehicle) => vehicle.vehicle.status)).toEqual(["available"]);
    });

    it("a vehicle the import marked sold is available again when it is back in the feed", () => {
      const sold = { ...car, status: "sold" as const };
      const result = plan(feedText([record(sold, { ImageURLs: "" })]), {
        existing: [sold],
        state: { ...emptyState(), vehicles: { [car.vin]: { soldByImport: true } } },
      });
      expect(result.changed[0].changes).toEqual([{ field: "status", before: "sold", after: "available" }]);
      expect(result.vehicles[car.vin]).not.toHaveProperty("soldByImport");
    });

    it("a vehicle staff marked sold by hand stays sold; pending stays pending", () => {
      const sold = { ...car, status: "sold" as const };
      const result = plan(feedText([record(sold, { ImageURLs: "" }), record(pending, { ImageURLs: "" })]), {
        existing: [sold, pending],
      });
      expect(result.unchanged.map((vehicle) => vehicle.vehicle.status)).toEqual(["sold", "pending"]);
      expect(result.unchanged[0].notes).toEqual(["status: left sold (marked sold by hand) although the feed lists it"]);
    });

    it("a Status column is the feed's word on it", () => {
      const result = plan(
        feedText([{ ...record(pending, { ImageURLs: "" }), Status: "In Stock" }], ["VIN", "Status"]),
        { existing: [pending] },
      );
      expect(result.changed[0].changes).toEqual([{ field: "status", before: "pending", after: "available" }]);
    });
  });

  describe("photos", () => {
    it("a photo that could not be fetched: an existing vehicle keeps its photos (a warning), a new one is an error", () => {
      const result = plan(feedText([record(car), record(newCar, { Warranty: "As Is" })]), {
        existing: [car],
        photos: () => ({ unavailable: ["photo https://cdn.example/1.jpg did not answer within 20 s"] }),
      });
      expect(result.warnings).toEqual([
        'row 2, column "ImageURLs" (photos): photo https://cdn.example/1.jpg did not answer within 20 s; the vehicle keeps its 1 current photo(s)',
      ]);
      expect(result.problems).toEqual([
        'row 3, column "ImageURLs" (photos): photo https://cdn.example/1.jpg did not answer within 20 s; a new vehicle needs its photos',
      ]);
    });

    it("a reference the import will not follow is an error even for an existing vehicle", () => {
      const result = plan(feedText([record(car)]), {
        existing: [car],
        photos: () => ({ refused: ['"../secret.jpg" is outside the feed\'s folder'] }),
      });
      expect(result.problems).toEqual([
        'row 2, column "ImageURLs" (photos): "../secret.jpg" is outside the feed\'s folder',
      ]);
    });
  });

  it("a changed stock number renames the vehicle's file", () => {
    const result = plan(feedText([record(car, { "Stock #": "A1001X", ImageURLs: "" })]), { existing: [car] });
    expect(result.changed[0].file).toBe("2020-honda-accord-a1001x.json");
    expect(result.changed[0].previousFile).toBe("2020-honda-accord-a1001.json");
  });

  it("a rewritten file keeps the key order staff gave it", () => {
    expect(Object.keys(JSON.parse(vehicleJson(car, ["stockNumber", "vin", "price"]))).slice(0, 4)).toEqual([
      "stockNumber",
      "vin",
      "price",
      "year",
    ]);
  });
});

describe("a dealer group's feed", () => {
  const lots: FeedLotIds[] = [
    { id: "east-sacramento", feedIds: ["EAST", "01"] },
    { id: "roseville", feedIds: ["02"] },
  ];
  const withLot = [...FEED_HEADER, "Lot"];
  const asNew = (overrides: Record<string, string>) => record(newCar, { Warranty: "As Is", ...overrides });

  it("puts each car on the lot its Lot cell names, by the lot's feed ids or its own id", () => {
    const result = plan(feedText([asNew({ Lot: "01" })], withLot), { lots });
    expect(result.problems).toEqual([]);
    expect(result.added[0].vehicle.location).toBe("east-sacramento");
    expect(JSON.parse(result.added[0].json!)).toMatchObject({ location: "east-sacramento" });
    const byId = plan(feedText([asNew({ Lot: "roseville" })], withLot), { lots });
    expect(byId.added[0].vehicle.location).toBe("roseville");
  });

  it("moves a car the feed puts on another lot, as a change like any other", () => {
    const onEast = { ...car, location: "east-sacramento" };
    const result = plan(feedText([record(onEast, { ImageURLs: "", Lot: "02" })], withLot), {
      existing: [onEast],
      lots,
    });
    expect(result.problems).toEqual([]);
    expect(result.changed[0].changes).toEqual([{ field: "location", before: "east-sacramento", after: "roseville" }]);
  });

  it("refuses a row whose lot the site does not have, naming the row, the column and the value", () => {
    const result = plan(feedText([asNew({ Lot: "03" })], withLot), { lots });
    expect(result.problems).toEqual([
      'row 2, column "Lot" (location): "03" is no lot of the site; expected one of east-sacramento (feed: EAST, 01); roseville (feed: 02) (add the feed\'s name for a lot to its feedIds in content/locations/)',
    ]);
  });

  it("refuses a row that names no lot: an empty cell, or a feed without a lot column", () => {
    const empty = plan(feedText([asNew({ Lot: "" })], withLot), { lots });
    expect(empty.problems).toEqual([
      expect.stringMatching(/^row 2, column "Lot" \(location\): names no lot; on a site with several lots every car/),
    ]);
    // Also a car content/ already has on a lot: the feed of a group's system always says where each car is.
    const onEast = { ...car, location: "east-sacramento" };
    const noColumn = plan(feedText([asNew({}), record(onEast, { ImageURLs: "" })]), { existing: [onEast], lots });
    expect(noColumn.problems).toEqual([
      expect.stringMatching(/^row 2 \(location\): names no lot; on a site with several lots/),
      expect.stringMatching(/^row 3 \(location\): names no lot; on a site with several lots/),
    ]);
  });

  it("with one lot file a row may name none: a new car is on no lot, a car in content/ keeps its own", () => {
    const single = [lots[0]];
    const onEast = { ...car, location: "east-sacramento" };
    const result = plan(feedText([asNew({}), record(onEast, { ImageURLs: "" })]), { existing: [onEast], lots: single });
    expect(result.problems).toEqual([]);
    expect(result.added[0].vehicle).not.toHaveProperty("location");
    expect(result.unchanged[0].vehicle.location).toBe("east-sacramento");
  });
});

describe("a feed written from vehicles", () => {
  it("imports back to the same vehicles (200 synthetic ones, every vocabulary value)", async () => {
    const { syntheticInventory } = await import("../../src/lib/content/synthetic-inventory");
    const vehicles = syntheticInventory(200, ["a.jpg"], 7);
    const result = plan(feedText(vehicles.map((vehicle) => feedRecord(vehicle, ["https://cdn.example/1.jpg"]))));
    expect(result.problems).toEqual([]);
    const strip = ({ photos: _photos, badges: _badges, status: _status, ...facts }: VehicleContent) => facts;
    expect(result.added.map((added) => strip(added.vehicle))).toEqual(vehicles.map(strip));
  });
});
