import { BADGE_KEYS, BODY_STYLES, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from "../../src/lib/content/vehicle-fields";
import { seededRandom, pick, between } from "../../src/lib/seeded-random";
import { COLOUR_FAMILIES } from "../../src/lib/inventory/colour-family";
import { failedCriteria, prepareQuery, prepareVehicles } from "../../src/lib/inventory/filter";
import { EMPTY_QUERY, SORT_OPTIONS, type InventoryQuery } from "../../src/lib/inventory/query";
import { rememberingSearch, searchInventory } from "../../src/lib/inventory/search";
import { buildSearchIndex } from "../../src/lib/inventory/search-index";
import { sortVehicles } from "../../src/lib/inventory/sort";
import type { InventoryVehicle } from "../../src/lib/inventory/types";
import { inventoryVehicle, listedInventory, BADGE_LABELS } from "./fixtures";
import { inventoryOptions } from "../../src/lib/inventory/facets";
import { activeFilters, CHIP_LABELS } from "../../src/lib/inventory/active-filters";
import { FILTER_TABLE } from "../../src/lib/inventory/filter-table";

// A deliberately plain restatement of the rules, to check the optimised search against.
function reference(vehicles: InventoryVehicle[], q: InventoryQuery): InventoryVehicle[] {
  return vehicles.filter((v) => {
    const text = [v.make, v.model, v.trim, v.vin, v.stockNumber].join(" ").toLowerCase();
    if (
      !q.keyword
        .toLowerCase()
        .split(" ")
        .filter(Boolean)
        .every((token) => text.includes(token))
    )
      return false;
    if (q.make && v.make.toLowerCase() !== q.make.toLowerCase()) return false;
    if (q.model && v.model.toLowerCase() !== q.model.toLowerCase()) return false;
    if (q.body.length && !q.body.includes(v.bodyStyle)) return false;
    if (q.priceMin !== undefined && v.price < q.priceMin) return false;
    if (q.priceMax !== undefined && v.price > q.priceMax) return false;
    if (q.yearMin !== undefined && v.year < q.yearMin) return false;
    if (q.yearMax !== undefined && v.year > q.yearMax) return false;
    if (q.mileageMax !== undefined && v.mileage > q.mileageMax) return false;
    if (q.drivetrain.length && !q.drivetrain.includes(v.drivetrain)) return false;
    if (q.fuel.length && !q.fuel.includes(v.fuelType)) return false;
    if (q.transmission.length && !q.transmission.includes(v.transmission)) return false;
    if (q.colour.length && !q.colour.includes(v.colour)) return false;
    if (!q.badge.every((badge) => v.badges.includes(badge))) return false;
    return true;
  });
}

function isSorted(items: InventoryVehicle[], sort: InventoryQuery["sort"]): boolean {
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1], items[i]];
    const key = {
      newest: 0,
      "price-asc": a.price - b.price,
      "price-desc": b.price - a.price,
      "mileage-asc": a.mileage - b.mileage,
      "year-desc": b.year - a.year,
      // Newest reduction first; vehicles without one ("") last.
      reduced: (b.priceReduction?.on ?? "").localeCompare(a.priceReduction?.on ?? ""),
    }[sort];
    if (key > 0) return false;
    if (
      key === 0 &&
      (a.dateInStock < b.dateInStock || (a.dateInStock === b.dateInStock && a.stockNumber > b.stockNumber))
    )
      return false;
  }
  return true;
}

function randomQuery(random: () => number, vehicles: InventoryVehicle[]): InventoryQuery {
  const some = <T>(values: readonly T[]) => (random() < 0.3 ? values.filter(() => random() < 0.4) : []);
  const sample = pick(random, vehicles);
  const maybe = (chance: number, value: number) => (random() < chance ? value : undefined);
  return {
    ...EMPTY_QUERY,
    keyword:
      random() < 0.15
        ? pick(random, [
            sample.make.slice(0, 3),
            sample.vin.slice(-6),
            sample.stockNumber,
            `${sample.make} ${sample.trim}`,
          ])
        : "",
    make: random() < 0.2 ? sample.make : "",
    model: random() < 0.1 ? sample.model : "",
    body: some(BODY_STYLES),
    priceMin: maybe(0.2, between(random, 5, 25) * 1000),
    priceMax: maybe(0.3, between(random, 10, 45) * 1000),
    yearMin: maybe(0.2, between(random, 2012, 2022)),
    yearMax: maybe(0.1, between(random, 2014, 2024)),
    mileageMax: maybe(0.3, between(random, 1, 15) * 10_000),
    drivetrain: some(DRIVETRAINS),
    fuel: some(FUEL_TYPES),
    transmission: some(TRANSMISSIONS),
    colour: some(COLOUR_FAMILIES),
    badge: random() < 0.15 ? [pick(random, BADGE_KEYS)] : [],
    sort: pick(random, SORT_OPTIONS).value,
    page: between(random, 1, 3),
  };
}

describe("searchInventory on 5,000 synthetic vehicles", () => {
  const vehicles = listedInventory(5000);
  const prepared = prepareVehicles(vehicles);

  it("returns exactly the matching vehicles, sorted, paged, for 150 random queries", { timeout: 60_000 }, () => {
    const random = seededRandom(42);
    let nonEmpty = 0;
    for (let run = 0; run < 150; run++) {
      const query = randomQuery(random, vehicles);
      const expected = reference(vehicles, query);
      const result = searchInventory(prepared, query);
      expect(result.total).toBe(expected.length);
      expect(result.pageCount).toBe(Math.max(1, Math.ceil(expected.length / 24)));
      expect(result.items.length).toBe(Math.min(24, Math.max(0, expected.length - (result.page - 1) * 24)));
      const all = searchInventory(prepared, { ...query, page: 1 }, 10_000).items;
      expect(new Set(all.map((v) => v.stockNumber))).toEqual(new Set(expected.map((v) => v.stockNumber)));
      expect(isSorted(all, query.sort)).toBe(true);
      expect(result.items).toEqual(all.slice((result.page - 1) * 24, result.page * 24));
      if (expected.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(50); // the random queries are not all trivially empty
  });

  it("counts each facet value as if that value were chosen instead", () => {
    const query: InventoryQuery = {
      ...EMPTY_QUERY,
      body: ["SUV"],
      priceMax: 20000,
      mileageMax: 80000,
      sort: "price-asc",
    };
    const { counts, total } = searchInventory(prepared, query);
    for (const body of BODY_STYLES) {
      expect(counts.body[body] ?? 0).toBe(reference(vehicles, { ...query, body: [body] }).length);
    }
    for (const make of ["Honda", "Toyota", "Ford"]) {
      expect(counts.make[make] ?? 0).toBe(reference(vehicles, { ...query, make }).length);
    }
    expect(counts.badge.lowMiles ?? 0).toBe(reference(vehicles, { ...query, badge: ["lowMiles"] }).length);
    expect(total).toBe(reference(vehicles, query).length);
    expect(total).toBeGreaterThan(0);
  });

  it("counts models within the chosen make only", () => {
    const { counts } = searchInventory(prepared, { ...EMPTY_QUERY, make: "Toyota" });
    expect(Object.keys(counts.model).sort()).toEqual(["Camry", "Prius", "RAV4", "Tacoma"]);
  });

  it("shows the last page when the requested page runs past the end", () => {
    const result = searchInventory(prepared, { ...EMPTY_QUERY, make: "Tesla", page: 999 });
    expect(result.page).toBe(result.pageCount);
    expect(result.items.length).toBeGreaterThan(0);
  });
});

describe("filter details", () => {
  const civic = inventoryVehicle({
    make: "Honda",
    model: "Civic",
    trim: "EX",
    stockNumber: "H24100",
    vin: "2HGFC2F72KA100000",
  });
  const tacoma = inventoryVehicle({
    make: "Toyota",
    model: "Tacoma",
    trim: "TRD Off-Road",
    bodyStyle: "Truck",
    stockNumber: "T24184",
    vin: "3TMCZ5AN0KM000001",
    badges: ["lowMiles", "dealerInspected"],
  });
  const items = prepareVehicles([civic, tacoma]);
  const found = (query: Partial<InventoryQuery>) => {
    const prepared = prepareQuery({ ...EMPTY_QUERY, ...query });
    return items.filter((item) => failedCriteria(item, prepared) === 0).map((item) => item.vehicle.stockNumber);
  };

  it("finds by make, model, trim, VIN or stock number, any case, every word", () => {
    expect(found({ keyword: "civic" })).toEqual(["H24100"]);
    expect(found({ keyword: "TRD off" })).toEqual(["T24184"]);
    expect(found({ keyword: "ka100000" })).toEqual(["H24100"]);
    expect(found({ keyword: "t24184" })).toEqual(["T24184"]);
    expect(found({ keyword: "honda tacoma" })).toEqual([]);
  });

  it("treats price, year and mileage bounds as inclusive", () => {
    expect(found({ priceMax: civic.price })).toContain("H24100");
    expect(found({ priceMin: civic.price + 1 })).not.toContain("H24100");
    expect(found({ mileageMax: civic.mileage })).toContain("H24100");
    expect(found({ yearMin: civic.year, yearMax: civic.year })).toContain("H24100");
  });

  it("needs every chosen badge", () => {
    expect(found({ badge: ["lowMiles"] })).toEqual(["T24184"]);
    expect(found({ badge: ["lowMiles", "lowPrice"] })).toEqual([]);
  });

  it("matches make and model without regard to case (links are typed by hand)", () => {
    expect(found({ make: "honda", model: "CIVIC" })).toEqual(["H24100"]);
  });

  it("breaks price ties by newest arrival then stock number", () => {
    const a = inventoryVehicle({ price: 10000, dateInStock: "2026-01-01", stockNumber: "B2" });
    const b = inventoryVehicle({ price: 10000, dateInStock: "2026-02-01", stockNumber: "C3" });
    const c = inventoryVehicle({ price: 10000, dateInStock: "2026-02-01", stockNumber: "A1" });
    expect(sortVehicles([a, b, c], "price-asc", (v) => v).map((v) => v.stockNumber)).toEqual(["A1", "C3", "B2"]);
  });
});

describe("rememberingSearch", () => {
  const vehicles = listedInventory(2000);
  const prepared = prepareVehicles(vehicles);

  it("answers like searchInventory through a visitor's changes: new order, new page, new filter, and back", () => {
    const search = rememberingSearch(buildSearchIndex(vehicles));
    const random = seededRandom(7);
    const steps: InventoryQuery[] = [];
    for (let run = 0; run < 20; run++) {
      const query = randomQuery(random, vehicles);
      // What a visitor does after a filter: re-sort, page on, then change one filter.
      steps.push(query, { ...query, sort: "price-desc" }, { ...query, sort: "price-desc", page: 2 });
      steps.push({ ...query, body: [] }, query);
    }
    for (const query of steps) expect(search(query)).toEqual(searchInventory(prepared, query));
  });
});

describe("searching a dealer group's lots", () => {
  const vehicles = [
    inventoryVehicle({ stockNumber: "E1", location: "east" }),
    inventoryVehicle({ stockNumber: "E2", location: "east" }),
    inventoryVehicle({ stockNumber: "W1", location: "west" }),
    inventoryVehicle({ stockNumber: "N1" }),
  ];
  const prepared = prepareVehicles(vehicles);

  it("keeps the lot asked for (whatever its case), counts each lot, and offers the lots present", () => {
    const result = searchInventory(prepared, { ...EMPTY_QUERY, location: "EAST" });
    expect(result.items.map((vehicle) => vehicle.stockNumber).sort()).toEqual(["E1", "E2"]);
    // The lot's own counts leave its choice out: each lot says how many it has.
    expect(result.counts.location).toMatchObject({ east: 2, west: 1 });
    expect(inventoryOptions(vehicles).location).toEqual(["east", "west"]);
  });

  it("finds nothing on a lot the inventory does not have, and everything without a lot chosen", () => {
    expect(searchInventory(prepared, { ...EMPTY_QUERY, location: "south" }).total).toBe(0);
    expect(searchInventory(prepared, EMPTY_QUERY).total).toBe(4);
  });

  it("names a lot's chip by the lot's name", () => {
    const query = { ...EMPTY_QUERY, location: "west" };
    const chips = activeFilters(query, BADGE_LABELS, "en", FILTER_TABLE, CHIP_LABELS, {
      location: { west: "West Lot" },
    });
    expect(chips).toEqual([{ id: "location", label: "West Lot", without: EMPTY_QUERY }]);
    expect(activeFilters(query, BADGE_LABELS)[0].label).toBe("west");
  });
});
