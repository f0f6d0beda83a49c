import { describe, expect, it } from "vitest";
import { comparePath, parseCompareQuery } from "../../src/lib/saved/compare-query";
import { compareRows, valuesDiffer } from "../../src/lib/saved/compare-rows";
import { decodeShortlistData, resolveShortlist, type ShortlistVehicle } from "../../src/lib/saved/shortlist-data";

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

describe("shortlist data", () => {
  const data = decodeShortlistData({
    v: 1,
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
    expect(() => decodeShortlistData({ v: 2, shapes: [], vehicles: [] })).toThrow(/version 1/);
    expect(() => decodeShortlistData(null)).toThrow();
  });
});
