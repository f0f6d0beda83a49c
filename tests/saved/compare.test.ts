import { describe, expect, it } from "vitest";
import { comparePath, parseCompareQuery } from "../../src/lib/saved/compare-query";
import { i18nFor } from "../../src/lib/i18n/catalogs";
import { compareRows as rowsIn, valuesDiffer } from "../../src/lib/saved/compare-rows";
import {
  decodeShortlistData,
  resolveShortlist,
  SHORTLIST_DATA_VERSION,
  type ShortlistVehicle,
} from "../../src/lib/saved/shortlist-data";
import { warrantyLabel } from "../../src/lib/saved/warranty-label";
import { shortlistCatalogs } from "../../src/locales/shortlist";

const compareRows = (vehicles: ShortlistVehicle[]) => rowsIn(vehicles, i18nFor("en", shortlistCatalogs), "en");
const spanishRows = (vehicles: ShortlistVehicle[]) => rowsIn(vehicles, i18nFor("es", shortlistCatalogs), "es");

describe("parseCompareQuery", () => {
  it("reads a comma list, dedupes it and keeps the order", () => {
    expect(parseCompareQuery("?stock=H24261,V24240,h24261")).toEqual({ stock: ["H24261", "V24240"], ignored: [] });
  });

  it("reads encoded commas, spaces and repeated parameters", () => {
    expect(parseCompareQuery("?stock=A100%2CB200&stock=C300+D400").stock).toEqual(["A100", "B200", "C300", "D400"]);
  });

  it("keeps at most four and reports the rest and what is not a stock number", () => {
    const query = parseCompareQuery("?stock=A100,B200,C300,D400,E500,bad!");
    expect(query.stock).toEqual(["A100", "B200", "C300", "D400"]);
    expect(query.ignored).toEqual(["bad!", "E500"]);
  });

  it("gives an empty list without a query", () => {
    expect(parseCompareQuery("")).toEqual({ stock: [], ignored: [] });
  });

  it("round-trips comparePath", () => {
    const path = comparePath(["A100", "B-200"]);
    expect(path).toBe("/compare/?stock=A100,B-200");
    expect(parseCompareQuery(path.slice(path.indexOf("?"))).stock).toEqual(["A100", "B-200"]);
  });
});

const vehicle = (overrides: Partial<ShortlistVehicle>): ShortlistVehicle => ({
  stockNumber: "A100",
  path: "/vehicles/a/",
  year: 2019,
  make: "Honda",
  model: "Civic",
  trim: "EX",
  status: "available",
  price: 18995,
  mileage: 42000,
  bodyStyle: "Sedan",
  drivetrain: "FWD",
  fuelType: "Gasoline",
  transmission: "CVT",
  mpgCity: 30,
  mpgHighway: 38,
  exteriorColor: "Blue",
  interiorColor: "Black",
  warranty: "As is: no dealer warranty",
  features: ["Bluetooth", "Backup camera"],
  image: null,
  ...overrides,
});

describe("compare rows", () => {
  it("valuesDiffer ignores case and the order of list items", () => {
    expect(valuesDiffer(["Blue", "blue"])).toBe(false);
    expect(
      valuesDiffer([
        ["a", "B"],
        ["b", "A"],
      ]),
    ).toBe(false);
    expect(valuesDiffer(["Blue", "Red"])).toBe(true);
    expect(valuesDiffer([["a"], ["a", "b"]])).toBe(true);
  });

  it("marks exactly the rows whose values differ", () => {
    const rows = compareRows([
      vehicle({}),
      vehicle({ stockNumber: "B200", price: 21995, exteriorColor: "Red", features: ["Backup camera", "Bluetooth"] }),
    ]);
    const differing = rows.filter((row) => row.differs).map((row) => row.key);
    expect(differing).toEqual(["price", "exterior"]);
    expect(rows.find((row) => row.key === "price")?.cells).toEqual(["$18,995", "$21,995"]);
  });

  it("shows a sold vehicle's price as Sold and a missing MPG as not rated", () => {
    const rows = compareRows([vehicle({ status: "sold" }), vehicle({ mpgCity: null, mpgHighway: null })]);
    expect(rows.find((row) => row.key === "price")?.cells).toEqual(["Sold", "$18,995"]);
    expect(rows.find((row) => row.key === "mpg")?.cells).toEqual(["30 city / 38 highway", "Not rated"]);
  });
});

describe("compare rows in Spanish", () => {
  const es = i18nFor("es", shortlistCatalogs);
  const cellsOf = (rows: ReturnType<typeof spanishRows>, key: string) => rows.find((row) => row.key === key)?.cells;

  it("labels the rows and writes the values with the Spanish vocabularies and numbers", () => {
    const rows = spanishRows([
      vehicle({ exteriorColor: "Crystal Black Pearl", features: ["Bluetooth", "Backup Camera", "Wood trim"] }),
      vehicle({ stockNumber: "B200", status: "sold", mpgCity: null, mpgHighway: null, mileage: 1234 }),
    ]);
    expect(rows.map((row) => es._(row.label))).toEqual([
      "Precio",
      "Año",
      "Millaje",
      "Tipo de carrocería",
      "Tracción",
      "Combustible",
      "Transmisión",
      "Millas por galón (MPG)",
      "Color exterior",
      "Color interior",
      "Garantía",
      "Características",
    ]);
    expect(cellsOf(rows, "price")).toEqual(["$18,995", "Vendido"]);
    expect(cellsOf(rows, "body")).toEqual(["Sedán", "Sedán"]);
    expect(cellsOf(rows, "drivetrain")).toEqual(["Tracción delantera (FWD)", "Tracción delantera (FWD)"]);
    expect(cellsOf(rows, "fuel")).toEqual(["Gasolina", "Gasolina"]);
    expect(cellsOf(rows, "transmission")).toEqual(["Automática (CVT)", "Automática (CVT)"]);
    expect(cellsOf(rows, "mpg")).toEqual(["30 ciudad / 38 carretera", "No disponible"]);
    expect(cellsOf(rows, "exterior")).toEqual(["Negro (Crystal Black Pearl)", "Azul"]);
    expect(cellsOf(spanishRows([vehicle({ interiorColor: "Zorblax" })]), "interior")).toEqual([
      { text: "Zorblax", lang: "en" },
    ]);
    expect(cellsOf(compareRows([vehicle({ interiorColor: "Zorblax" })]), "interior")).toEqual(["Zorblax"]);
    expect(cellsOf(rows, "features")?.[0]).toEqual([
      { text: "Bluetooth", lang: "es" },
      { text: "Cámara de reversa", lang: "es" },
      { text: "Wood trim", lang: "en" },
    ]);
  });

  it("writes the Buyers Guide box in Spanish, and compares what it shows", () => {
    const rows = spanishRows([vehicle({}), vehicle({ stockNumber: "B200", features: ["Bluetooth", "backup camera"] })]);
    expect(cellsOf(rows, "warranty")).toEqual([
      { text: "Como está: sin garantía del concesionario", lang: "es" },
      { text: "Como está: sin garantía del concesionario", lang: "es" },
    ]);
    expect(rows.filter((row) => row.differs).map((row) => row.key)).toEqual([]);
    expect(cellsOf(compareRows([vehicle({})]), "warranty")).toEqual([
      { text: "As is: no dealer warranty", lang: "en" },
    ]);
  });
});

describe("warrantyLabel", () => {
  it("maps each Buyers Guide box to the Spanish form's words", () => {
    expect(warrantyLabel("Implied warranties only", "es")).toEqual({
      text: "Solo garantías implícitas",
      lang: "es",
    });
    expect(warrantyLabel("Dealer warranty: limited warranty", "es").text).toMatch(/^Garantía del concesionario: /);
    expect(warrantyLabel("Dealer warranty: full warranty", "es").text).not.toBe(
      warrantyLabel("Dealer warranty: limited warranty", "es").text,
    );
  });

  it("keeps words it does not know, marked English", () => {
    expect(warrantyLabel("Something else", "es")).toEqual({ text: "Something else", lang: "en" });
    expect(warrantyLabel("Implied warranties only")).toEqual({ text: "Implied warranties only", lang: "en" });
  });
});

describe("shortlist data", () => {
  const data = decodeShortlistData({
    v: SHORTLIST_DATA_VERSION,
    shapes: [],
    vehicles: [vehicle({}), vehicle({ stockNumber: "S900", status: "sold" })],
  });

  it("resolves saved stock numbers to listed vehicles, sold ones too, and the rest to gone", () => {
    const entries = resolveShortlist(["S900", "GONE1", "A100"], data);
    expect(entries.map((entry) => [entry.stockNumber, entry.state])).toEqual([
      ["S900", "listed"],
      ["GONE1", "gone"],
      ["A100", "listed"],
    ]);
  });

  it("refuses a file of another format", () => {
    // Version 1 held gatsby-plugin-sharp's card photo URLs.
    expect(() => decodeShortlistData({ v: 1, shapes: [], vehicles: [] })).toThrow(/version 2/);
    expect(() => decodeShortlistData(null)).toThrow();
  });
});
