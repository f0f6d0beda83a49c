import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { csv, csvField, tsv, tsvField } from "../../src/lib/seo/delimited-text";
import {
  advertisedVehicles,
  dealerOfVehicle,
  type FeedDealer,
  type FeedLot,
  type FeedVehicle,
} from "../../src/lib/seo/feed-vehicle";
import { GOOGLE_FEED_COLUMNS, googleVehicleFeed } from "../../src/lib/seo/google-vehicle-feed";
import { metaCatalogFeed } from "../../src/lib/seo/meta-catalog-feed";
import { parseCsv, parseTsv, records } from "../support/delimited";

const dealer: FeedDealer = {
  name: "Sierra Vista Motors",
  storeCode: "SIERRA-VISTA",
  street: "4820 Fruitridge Road",
  city: "Sacramento",
  region: "CA",
  postalCode: "95820",
  country: "US",
  phone: "+19165550142",
  geo: { latitude: 38.5, longitude: -121.4 },
};

function feedVehicle(overrides: Parameters<typeof makeVehicle>[0] = {}, imageCount = 2): FeedVehicle {
  const vehicle = makeVehicle(overrides);
  return {
    ...vehicle,
    url: `https://x.example/vehicles/${vehicle.stockNumber.toLowerCase()}/`,
    imageUrls: Array.from(
      { length: imageCount },
      (_, index) => `https://x.example/static/${vehicle.stockNumber}-${index}.jpg`,
    ),
    imageAlts: Array.from({ length: imageCount }, (_, index) => `Photo ${index + 1}`),
  };
}

const inventory = [
  feedVehicle({ stockNumber: "A1", status: "available" }),
  feedVehicle({ stockNumber: "P1", status: "pending" }),
  feedVehicle({ stockNumber: "S1", status: "sold" }),
  feedVehicle(
    {
      stockNumber: "A2",
      status: "available",
      trim: "",
      make: "Ford",
      model: "F-150",
      bodyStyle: "Truck",
      drivetrain: "4WD",
      fuelType: "Plug-in Hybrid",
      transmission: "Manual",
    },
    4,
  ),
];

describe("delimited text", () => {
  it("keeps TSV fields on one line and in one column", () => {
    expect(tsvField("a\tb\r\nc")).toBe("a b c");
    expect(tsvField(undefined)).toBe("");
    expect(tsv(["a", "b"], [["1", 2]])).toBe("a\tb\n1\t2\n");
  });

  it("quotes CSV fields only when needed and doubles quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('12" wheels, new')).toBe('"12"" wheels, new"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" padded")).toBe('" padded"');
    expect(csv(["a"], [["x,y"]])).toBe('a\r\n"x,y"\r\n');
  });
});

// OWASP's CSV-injection rule: a cell starting with one of these that is not a plain number is run by a spreadsheet,
// which first drops spaces (no-break and zero-width ones too) and the double quotes around a cell.
const DDE = "1+cmd|' /C calc'!A0";
const asSpreadsheetReads = (cell: string) => cell.replace(/^[\s"\u200b-\u200d\u2060]+|[\s"\u200b-\u200d\u2060]+$/g, "");
const runsAsFormula = (cell: string) =>
  /^[=+\-@\t\r]/.test(asSpreadsheetReads(cell)) && !/^[+-]?\d+(\.\d+)?$/.test(asSpreadsheetReads(cell));
const QUOTED = '"=HYPERLINK(""https://evil.example"",""x"")"';

describe("formulas in the feeds", () => {
  it.each([
    ["=", `=${DDE}`, `'=${DDE}`, `'=${DDE}`, undefined],
    ["+", `+${DDE}`, `'+${DDE}`, `'+${DDE}`, "+19165550142"],
    ["-", `-${DDE}`, `'-${DDE}`, `'-${DDE}`, "-5.25"],
    ["@", `@SUM(${DDE})`, `'@SUM(${DDE})`, `'@SUM(${DDE})`, undefined],
    // TSV fields lose tabs and line breaks, so what follows them starts the cell there.
    ["a tab", `\t=${DDE}`, `'\t=${DDE}`, `'=${DDE}`, "\t-5"],
    ["a carriage return", `\r-${DDE}`, `'\r-${DDE}`, `'-${DDE}`, undefined],
    ["spaces and =", `  =${DDE}`, `'  =${DDE}`, `'=${DDE}`, undefined],
    // A text import unwraps the quotes, and a cell that starts with ' is text there.
    ["a double quote", QUOTED, `'${QUOTED}`, `'${QUOTED}`, '"-5"'],
    ["a no-break space", `\u00a0=${DDE}`, `'\u00a0=${DDE}`, `'=${DDE}`, undefined],
    ["a zero-width space", `\u200b=${DDE}`, `'\u200b=${DDE}`, `'\u200b=${DDE}`, undefined],
    ["a byte order mark", `\ufeff@SUM(${DDE})`, `'\ufeff@SUM(${DDE})`, `'@SUM(${DDE})`, undefined],
  ])(
    "a field starting with %s gets a leading ' in the CSV and the TSV, a plain number none",
    (_start, value, inCsv, inTsv, plainNumber) => {
      expect(parseCsv(csv(["a", "b"], [[value, -5]]))[1]).toEqual([inCsv, "-5"]);
      expect(parseTsv(tsv(["a", "b"], [[value, -5]]))[1]).toEqual([inTsv, "-5"]);
      if (plainNumber === undefined) return;
      expect(parseCsv(csv(["a"], [[plainNumber]]))[1]).toEqual([plainNumber]);
      expect(parseTsv(tsv(["a"], [[plainNumber]]))[1]).toEqual([plainNumber.trim()]);
    },
  );

  it("every column of both feeds: no cell a spreadsheet would run, whatever the data", () => {
    // Every text the writers take starts like a formula (the content rules refuse these; the writers must not rely on it).
    const payload = `-${DDE}`;
    const hostileText = <T extends object>(value: T): T =>
      Object.fromEntries(
        Object.entries(value).map(([key, field]) => [
          key,
          key === "status"
            ? field
            : typeof field === "string"
              ? payload
              : Array.isArray(field)
                ? field.map(() => payload)
                : key === "description"
                  ? { en: payload }
                  : field,
        ]),
      ) as T;
    const vehicle = hostileText(feedVehicle({ stockNumber: "A1", status: "available" }));
    const hostileDealer = hostileText(dealer);
    const meta = records(parseCsv(metaCatalogFeed([vehicle], hostileDealer)));
    const google = records(parseTsv(googleVehicleFeed([vehicle], hostileDealer)));
    for (const row of [...meta, ...google]) {
      for (const [column, cell] of Object.entries(row)) expect(runsAsFormula(cell), `${column}: ${cell}`).toBe(false);
    }
    expect(meta[0]).toMatchObject({
      description: `'${payload}`,
      make: `'${payload}`,
      dealer_name: `'${payload}`,
      "address.addr1": `'${payload}`,
      "address.city": `'${payload}`,
      "image[0].tag[0]": `'${payload}`,
      longitude: "-121.4",
    });
    expect(google[0]).toMatchObject({
      store_code: `'${payload}`,
      dealership_name: `'${payload}`,
      dealership_address: `'${[payload, payload, `${payload} ${payload}`, payload].join(", ")}`,
      trim: `'${payload}`,
    });
  });
});

describe("marketplace feeds", () => {
  it("advertise available cars only", () => {
    expect(advertisedVehicles(inventory).map((vehicle) => vehicle.stockNumber)).toEqual(["A1", "A2"]);
  });

  it("Google vehicle listings: every required attribute, one row per available car", () => {
    const feed = googleVehicleFeed(inventory, dealer);
    const [header, ...rows] = parseTsv(feed);
    expect(header).toEqual([...GOOGLE_FEED_COLUMNS]);
    for (const required of [
      "vin",
      "store_code",
      "dealership_name",
      "dealership_address",
      "price",
      "condition",
      "make",
      "model",
      "trim",
      "year",
      "mileage",
      "image_link",
      "link",
    ]) {
      expect(header).toContain(required);
    }
    expect(rows).toHaveLength(2);
    expect(records([header, ...rows])[0]).toMatchObject({
      vin: inventory[0].vin,
      id: "A1",
      store_code: "SIERRA-VISTA",
      dealership_name: "Sierra Vista Motors",
      dealership_address: "4820 Fruitridge Road, Sacramento, CA 95820, US",
      price: "21995.00 USD",
      condition: "used",
      make: "Honda",
      model: "Accord",
      trim: "Sport",
      year: "2020",
      mileage: "42150 miles",
      image_link: "https://x.example/static/A1-0.jpg",
      additional_image_link: "https://x.example/static/A1-1.jpg",
      link: "https://x.example/vehicles/a1/",
      date_in_stock: "2026-10-01",
    });
    expect(feed).not.toContain("P1");
    expect(feed).not.toContain("S1");
  });

  it("Google feed keeps a description with tabs and line breaks inside its field", () => {
    const feed = googleVehicleFeed([feedVehicle({ model: "Model\twith\ntab" })], dealer);
    expect(feed.trimEnd().split("\n")).toHaveLength(2);
    expect(parseTsv(feed)[1]).toHaveLength(GOOGLE_FEED_COLUMNS.length);
  });

  it("Meta catalog: Meta's enums, flattened address and image columns, quoted text that round-trips", () => {
    const tricky = feedVehicle({
      stockNumber: "Q1",
      description: { en: 'Says "mint", has 20" wheels,\nand a new battery.' },
    });
    const rows = parseCsv(metaCatalogFeed([...inventory, tricky], dealer));
    const [header, ...data] = rows;
    expect(data.map((row) => row[header.indexOf("vehicle_id")])).toEqual(["A1", "A2", "Q1"]);
    const truck = Object.fromEntries(header.map((column, index) => [column, data[1][index]]));
    expect(truck).toMatchObject({
      title: "2020 Ford F-150",
      "mileage.value": "42150",
      "mileage.unit": "MI",
      price: "21995.00 USD",
      state_of_vehicle: "USED",
      availability: "available",
      body_style: "TRUCK",
      drivetrain: "4X4",
      fuel_type: "PLUGIN_HYBRID",
      transmission: "MANUAL",
      dealer_phone: "+19165550142",
      "address.addr1": "4820 Fruitridge Road",
      "address.postal_code": "95820",
      latitude: "38.5",
      "image[3].url": "https://x.example/static/A2-3.jpg",
      "image[3].tag[0]": "Photo 4",
    });
    // Columns are sized for the car with most photos; cars with fewer leave theirs empty.
    expect(header.filter((column) => column.endsWith(".url"))).toHaveLength(4);
    expect(data[0][header.indexOf("image[3].url")]).toBe("");
    expect(data[0][header.indexOf("transmission")]).toBe("AUTOMATIC"); // a CVT
    expect(data[2][header.indexOf("description")]).toBe('Says "mint", has 20" wheels,\nand a new battery.');
  });
});

describe("a dealer group's feeds", () => {
  const east: FeedLot = {
    id: "east-sacramento",
    name: "Sierra Vista Motors East",
    storeCode: "SVM-EAST",
    street: "9100 Folsom Boulevard",
    city: "Sacramento",
    region: "CA",
    postalCode: "95826",
    country: "US",
    phone: "+19165550199",
    geo: { latitude: 38.55, longitude: -121.37 },
  };
  const roseville: FeedLot = {
    id: "roseville",
    name: "Sierra Vista Motors Roseville",
    storeCode: "SVM-ROSE",
    street: "1 Galleria Boulevard",
    city: "Roseville",
    region: "CA",
    postalCode: "95678",
    country: "US",
    phone: "+19165550177",
  };
  const lots = [east, roseville];
  const group = [
    feedVehicle({ stockNumber: "E1", status: "available", location: "east-sacramento" }),
    feedVehicle({ stockNumber: "R1", status: "available", location: "roseville" }),
    feedVehicle({ stockNumber: "E2", status: "sold", location: "east-sacramento" }),
  ];

  it("Google: each row carries its lot's store code, name and address", () => {
    const rows = records(parseTsv(googleVehicleFeed(group, dealer, lots)));
    expect(rows.map((row) => [row.id, row.store_code, row.dealership_name, row.dealership_address])).toEqual([
      ["E1", "SVM-EAST", "Sierra Vista Motors East", "9100 Folsom Boulevard, Sacramento, CA 95826, US"],
      ["R1", "SVM-ROSE", "Sierra Vista Motors Roseville", "1 Galleria Boulevard, Roseville, CA 95678, US"],
    ]);
  });

  it("Meta: each row carries its lot's name, phone, address and coordinates (none when the lot has none)", () => {
    const rows = records(parseCsv(metaCatalogFeed(group, dealer, lots)));
    expect(rows[0]).toMatchObject({
      vehicle_id: "E1",
      dealer_name: "Sierra Vista Motors East",
      dealer_phone: "+19165550199",
      "address.addr1": "9100 Folsom Boulevard",
      "address.city": "Sacramento",
      "address.postal_code": "95826",
      latitude: "38.55",
      longitude: "-121.37",
    });
    expect(rows[1]).toMatchObject({
      vehicle_id: "R1",
      dealer_name: "Sierra Vista Motors Roseville",
      dealer_phone: "+19165550177",
      "address.addr1": "1 Galleria Boulevard",
      "address.city": "Roseville",
      latitude: "",
      longitude: "",
    });
  });

  it("a site with one lot: the feeds are what they were, whatever lots are passed that no car names", () => {
    for (const write of [googleVehicleFeed, metaCatalogFeed]) {
      expect(write(inventory, dealer, lots)).toBe(write(inventory, dealer));
      expect(write(inventory, dealer, [])).toBe(write(inventory, dealer));
    }
    expect(records(parseTsv(googleVehicleFeed(inventory, dealer, lots)))[0].store_code).toBe("SIERRA-VISTA");
  });

  it("refuses a car on a lot the site does not have, naming the car and the lot", () => {
    const lost = feedVehicle({ stockNumber: "X9", status: "available", location: "folsom" });
    const message = 'vehicle X9: location: no such lot, got "folsom", expected one of east-sacramento, roseville';
    expect(() => googleVehicleFeed([lost], dealer, lots)).toThrow(message);
    expect(() => metaCatalogFeed([lost], dealer, lots)).toThrow(message);
    expect(() => dealerOfVehicle(lost, dealer, [])).toThrow(/expected one of \(none: the site has no lots\)/);
  });

  it("a lot's text is kept from running as a formula like the rest", () => {
    const hostile: FeedLot = { ...roseville, name: `=${DDE}`, street: `@${DDE}` };
    const google = records(parseTsv(googleVehicleFeed([group[1]], dealer, [hostile])));
    const meta = records(parseCsv(metaCatalogFeed([group[1]], dealer, [hostile])));
    expect(google[0].dealership_name).toBe(`'=${DDE}`);
    expect(meta[0]).toMatchObject({ dealer_name: `'=${DDE}`, "address.addr1": `'@${DDE}` });
  });
});
