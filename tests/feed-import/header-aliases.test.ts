import { FEED_FIELDS, HEADER_ALIASES, mapColumns, normaliseHeader } from "../../src/lib/feed-import/header-aliases";
import { ImportError } from "../../src/lib/feed-import/import-error";

function problemsOf(header: string[]): string[] {
  try {
    mapColumns(header);
  } catch (error) {
    if (error instanceof ImportError) return error.problems;
    throw error;
  }
  return [];
}

describe("feed header aliases", () => {
  // The names real exports use, as the issue lists them, plus a few more.
  it.each([
    ["Stock", "stockNumber"],
    ["StockNumber", "stockNumber"],
    ["Stock #", "stockNumber"],
    ["stock_no", "stockNumber"],
    ["VIN", "vin"],
    ["video", "video"],
    ["video_url", "video"],
    ["Video URL", "video"],
    ["Year", "year"],
    ["Make", "make"],
    ["Model", "model"],
    ["Trim", "trim"],
    ["Body", "bodyStyle"],
    ["BodyStyle", "bodyStyle"],
    ["Body Type", "bodyStyle"],
    ["Miles", "mileage"],
    ["Mileage", "mileage"],
    ["Odometer", "mileage"],
    ["Price", "price"],
    ["InternetPrice", "price"],
    ["SellingPrice", "price"],
    ["Price_Current", "price"],
    ["ExteriorColor", "exteriorColor"],
    ["Ext Color", "exteriorColor"],
    ["Exterior", "exteriorColor"],
    ["InteriorColor", "interiorColor"],
    ["Transmission", "transmission"],
    ["Drivetrain", "drivetrain"],
    ["DriveType", "drivetrain"],
    ["Drive_Type", "drivetrain"],
    ["FuelType", "fuelType"],
    ["Fuel", "fuelType"],
    ["Engine", "engine"],
    ["CityMPG", "mpgCity"],
    ["EpaCityMpg", "mpgCity"],
    ["HwyMPG", "mpgHighway"],
    ["EpaHighwayMpg", "mpgHighway"],
    ["Options", "features"],
    ["Features", "features"],
    ["Description", "description"],
    ["Comments", "description"],
    ["description_es", "descriptionEs"],
    ["Description ES", "descriptionEs"],
    ["spanish_description", "descriptionEs"],
    ["Spanish Description", "descriptionEs"],
    ["descripcion", "descriptionEs"],
    ["Descripción", "descriptionEs"],
    ["DESCRIPCIÓN", "descriptionEs"],
    ["ImageURLs", "photos"],
    ["Photos", "photos"],
    ["Pics", "photos"],
    ["DateInStock", "dateInStock"],
    ["Warranty", "warranty"],
    ["Status", "status"],
    ["Lot", "location"],
    ["Location", "location"],
    ["Dealer ID", "location"],
    ["DealerID", "location"],
    ["Store", "location"],
    ["store_code", "location"],
  ])("%s -> %s", (name, field) => {
    const { columns } = mapColumns(["VIN", name === "VIN" ? "Year" : name]);
    const found = Object.entries(columns).find(([, column]) => column?.name === name)?.[0];
    expect(found).toBe(field);
  });

  it("compares names case- and punctuation-blind", () => {
    expect(normaliseHeader("Stock #")).toBe("stock");
    expect(normaliseHeader("PRICE_CURRENT")).toBe(normaliseHeader("Price Current"));
    const { columns } = mapColumns(["vin", "  ext-color ", "EPA_CITY_MPG", "image urls"]);
    expect(columns.exteriorColor?.index).toBe(1);
    expect(columns.mpgCity?.index).toBe(2);
    expect(columns.photos?.index).toBe(3);
  });

  it("no alias is claimed by two fields", () => {
    const claims = new Map<string, Set<string>>();
    for (const field of FEED_FIELDS)
      for (const alias of HEADER_ALIASES[field])
        claims.set(normaliseHeader(alias), (claims.get(normaliseHeader(alias)) ?? new Set()).add(field));
    expect([...claims].filter(([, fields]) => fields.size > 1)).toEqual([]);
  });

  it("lists columns it does not use, and skips unnamed ones", () => {
    expect(mapColumns(["VIN", "MSRP", "", "Cost"]).ignored).toEqual(["MSRP", "Cost"]);
  });

  it("a site without lots reads no lot column: a Lot or Location column is listed as not used, in its place", () => {
    expect(mapColumns(["VIN", "MSRP", "Lot", "Cost"], { lots: false })).toEqual({
      columns: { vin: { index: 0, name: "VIN" } },
      ignored: ["MSRP", "Lot", "Cost"],
    });
    expect(mapColumns(["VIN", "Location", "Store"], { lots: false }).ignored).toEqual(["Location", "Store"]);
    expect(mapColumns(["VIN", "MSRP", "Lot"], { lots: true }).columns.location).toEqual({ index: 2, name: "Lot" });
  });

  it("refuses two columns for one field instead of choosing", () => {
    expect(problemsOf(["VIN", "Price", "InternetPrice"])).toEqual([
      'row 1: columns "Price" and "InternetPrice" both give the price; remove or rename one of them',
    ]);
  });

  it("refuses a feed without a VIN column", () => {
    expect(problemsOf(["Stock", "Price"])[0]).toMatch(/^row 1: no VIN column \(vehicles are matched by VIN\)/);
  });
});

describe("the column table of docs/content-reference.md", () => {
  it("lists every column name the import accepts, under its field", async () => {
    const { readFileSync } = await import("node:fs");
    const readme = readFileSync("docs/content-reference.md", "utf8");
    const section = readme.slice(readme.indexOf("## Inventory import"));
    const rows = section.split("\n").filter((line) => /^\| `\w+`/.test(line));
    for (const field of FEED_FIELDS) {
      const row = rows.find((line) => line.split("|")[1].includes(`\`${field}\``));
      expect(row, field).toBeDefined();
      const names = row!
        .split("|")[2]
        .split(/[;,]/)
        .map((name) => name.trim());
      for (const alias of HEADER_ALIASES[field]) expect(names, `${field}: ${alias}`).toContain(alias);
    }
  });
});
