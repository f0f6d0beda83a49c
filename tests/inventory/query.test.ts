import {
  countActiveFilters,
  EMPTY_QUERY,
  encodeInventoryQuery,
  hasNoFilters,
  parseInventoryQuery,
  withFilter,
  withoutFilters,
  type InventoryQuery,
} from "../../src/lib/inventory/query";

const full: InventoryQuery = {
  keyword: "civic ex",
  make: "Honda",
  model: "CR-V",
  body: ["Sedan", "SUV"],
  priceMin: 5000,
  priceMax: 20000,
  yearMin: 2015,
  yearMax: 2021,
  mileageMax: 80000,
  drivetrain: ["AWD", "4WD"],
  fuel: ["Hybrid"],
  transmission: ["Manual"],
  colour: ["Black", "Red"],
  badge: ["lowPrice", "dealerInspected"],
  location: "elk-grove",
  sort: "price-asc",
  page: 3,
};

describe("inventory URL query", () => {
  it("writes the shopper's example exactly as docs/architecture.md shows it", () => {
    const query = {
      ...EMPTY_QUERY,
      body: ["SUV"],
      priceMax: 20000,
      mileageMax: 80000,
      sort: "price-asc",
    } as InventoryQuery;
    expect(encodeInventoryQuery(query)).toBe("?body=SUV&priceMax=20000&mileageMax=80000&sort=price-asc");
  });

  it("round-trips every field", () => {
    const encoded = encodeInventoryQuery(full);
    expect(parseInventoryQuery(encoded)).toEqual(full);
    expect(encodeInventoryQuery(parseInventoryQuery(encoded))).toBe(encoded);
  });

  it("round-trips single filters one at a time", () => {
    const cases: Array<Partial<InventoryQuery>> = [
      { keyword: "1HGCV1F30LA000001" },
      { make: "Mercedes-Benz" },
      { body: ["Truck"] },
      { priceMin: 0 },
      { yearMax: 2012 },
      { colour: ["Other"] },
      { sort: "year-desc" },
      { page: 2 },
    ];
    for (const change of cases) {
      const query = { ...EMPTY_QUERY, ...change };
      expect(parseInventoryQuery(encodeInventoryQuery(query))).toEqual(query);
    }
  });

  it("writes nothing for the default state", () => {
    expect(encodeInventoryQuery(EMPTY_QUERY)).toBe("");
    expect(parseInventoryQuery("")).toEqual(EMPTY_QUERY);
    expect(parseInventoryQuery("?")).toEqual(EMPTY_QUERY);
  });

  it("reads what the plain GET form submits, empty fields included", () => {
    const query = parseInventoryQuery(
      "q=&make=&model=&body=SUV&body=Truck&priceMin=&priceMax=20000&mileageMax=80000&sort=price-asc",
    );
    expect(query).toEqual({
      ...EMPTY_QUERY,
      body: ["SUV", "Truck"],
      priceMax: 20000,
      mileageMax: 80000,
      sort: "price-asc",
    });
  });

  it("ignores unknown values, nonsense numbers and pages, and repeats", () => {
    const query = parseInventoryQuery(
      "?body=Spaceship&body=suv&body=SUV&priceMax=cheap&yearMin=-4&page=0&sort=random&color=red,blue&fuel=",
    );
    expect(query.body).toEqual(["SUV"]);
    expect(query.priceMax).toBeUndefined();
    expect(query.yearMin).toBeUndefined();
    expect(query.page).toBe(1);
    expect(query.sort).toBe("newest");
    expect(query.colour).toEqual(["Red", "Blue"]);
    expect(query.fuel).toEqual([]);
  });

  it("accepts prices typed with a dollar sign and commas", () => {
    expect(parseInventoryQuery("?priceMax=%2420%2C000").priceMax).toBe(20000);
  });

  it("keeps list values in their canonical order, whatever order the link had", () => {
    expect(parseInventoryQuery("?body=Truck&body=Sedan").body).toEqual(["Sedan", "Truck"]);
  });

  it("trims and bounds the keyword", () => {
    expect(parseInventoryQuery(`?q=${encodeURIComponent("  civic   ex ")}`).keyword).toBe("civic ex");
    expect(parseInventoryQuery(`?q=${"a".repeat(500)}`).keyword).toHaveLength(80);
  });

  it("counts active filters and knows the unfiltered state", () => {
    expect(countActiveFilters(full)).toBe(2 + 2 + 5 + 2 + 1 + 1 + 2 + 2 + 1);
    expect(hasNoFilters({ ...EMPTY_QUERY, sort: "price-desc", page: 4 })).toBe(true);
    expect(hasNoFilters({ ...EMPTY_QUERY, keyword: "civic" })).toBe(false);
  });

  it("starts again on page 1 when a filter changes and drops a model that belonged to another make", () => {
    const query = { ...full };
    expect(withFilter(query, "body", ["Truck"]).page).toBe(1);
    expect(withFilter(query, "page", 5).page).toBe(5);
    expect(withFilter(query, "make", "Toyota").model).toBe("");
    expect(withFilter(query, "make", "Honda").model).toBe("CR-V");
    expect(withoutFilters(query)).toEqual({ ...EMPTY_QUERY, sort: "price-asc" });
  });
});
