// The bit-set search (search-index.ts) against the scan (filter.ts + facets.ts + search.ts), the contract: the
// same vehicles in the same order and the same facet counts, on generated inventories, a dealer group's included.
import { BADGE_KEYS, BODY_STYLES, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from "../../src/lib/content/vehicle-fields";
import { syntheticInventory } from "../../src/lib/content/synthetic-inventory";
import { COLOUR_FAMILIES } from "../../src/lib/inventory/colour-family";
import { prepareVehicles } from "../../src/lib/inventory/filter";
import { toInventoryVehicle } from "../../src/lib/inventory/from-content";
import { EMPTY_QUERY, SORT_OPTIONS, type InventoryQuery } from "../../src/lib/inventory/query";
import { rememberingSearch, searchIndexed, searchInventory } from "../../src/lib/inventory/search";
import { buildSearchIndex, buildSearchIndexInSlices } from "../../src/lib/inventory/search-index";
import type { InventoryVehicle } from "../../src/lib/inventory/types";
import { between, pick, seededRandom } from "../../src/lib/seeded-random";
import { isListed } from "../../src/lib/vehicle/vehicle-facts";
import { listedInventory } from "./fixtures";

const LOTS = ["east-sacramento", "elk-grove", "roseville"];

/** A dealer group's listed vehicles, each on one of three lots; a few on none (a lot left out of a file). */
function groupInventory(count: number): InventoryVehicle[] {
  return syntheticInventory(count, ["a.jpg"], 5, undefined, LOTS)
    .filter(isListed)
    .map((vehicle, index) => {
      const { location, ...rest } = vehicle;
      return toInventoryVehicle(index % 97 === 0 ? rest : { ...rest, location });
    });
}

function randomQuery(random: () => number, vehicles: readonly InventoryVehicle[]): InventoryQuery {
  const some = <T>(values: readonly T[]) => (random() < 0.35 ? values.filter(() => random() < 0.4) : []);
  const sample = pick(random, vehicles);
  const maybe = (chance: number, value: number) => (random() < chance ? value : undefined);
  const cased = (text: string) => (random() < 0.2 ? text.toUpperCase() : text);
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
    make: random() < 0.25 ? cased(sample.make) : random() < 0.03 ? "Nosuchmake" : "",
    model: random() < 0.12 ? cased(sample.model) : "",
    location: random() < 0.3 ? cased(sample.location ?? "elk-grove") : "",
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
    badge: random() < 0.2 ? BADGE_KEYS.filter(() => random() < 0.3) : [],
    sort: pick(random, SORT_OPTIONS).value,
    page: between(random, 1, 4),
  } as InventoryQuery;
}

describe.each([
  ["5,000 generated vehicles", () => listedInventory(5000)],
  ["a dealer group's 3,000 vehicles on three lots", () => groupInventory(3000)],
])("the bit-set search on %s", (_name, make) => {
  const vehicles = make();
  const prepared = prepareVehicles(vehicles);
  const index = buildSearchIndex(vehicles);

  it("finds the same vehicles, in the same order, with the same facet counts as the scan", () => {
    const random = seededRandom(11);
    for (let run = 0; run < 300; run++) {
      const query = randomQuery(random, vehicles);
      const scanned = searchInventory(prepared, query);
      expect(searchIndexed(index, query)).toEqual(scanned);
      expect(index.count(query)).toBe(scanned.total);
    }
  });

  it("counts every value of every facet without filters as the build does", () => {
    const scanned = searchInventory(prepared, EMPTY_QUERY);
    const indexed = searchIndexed(index, EMPTY_QUERY);
    expect(indexed.counts).toEqual(scanned.counts);
    expect(indexed.total).toBe(vehicles.length);
    expect(Object.values(indexed.counts.location).reduce((sum, count) => sum + count, 0)).toBe(
      vehicles.filter((vehicle) => vehicle.location !== undefined).length,
    );
  });

  it("gives the whole order of a sort, not only its first page", () => {
    for (const { value: sort } of SORT_OPTIONS) {
      const query = { ...EMPTY_QUERY, body: ["SUV"], sort } as InventoryQuery;
      expect(searchIndexed(index, query, 100_000).items).toEqual(searchInventory(prepared, query, 100_000).items);
    }
  });

  it("answers through remembering search like the scan through a shopper's changes", () => {
    const search = rememberingSearch(index);
    const random = seededRandom(3);
    for (let run = 0; run < 40; run++) {
      const query = randomQuery(random, vehicles);
      for (const step of [query, { ...query, sort: "price-desc" as const }, { ...query, page: 2 }, query])
        expect(search(step)).toEqual(searchInventory(prepared, step));
    }
  });
});

describe("the bit-set search's edges", () => {
  it("orders price reductions, ties and all, as the scan does", () => {
    const random = seededRandom(9);
    const vehicles = listedInventory(1500).map((vehicle) =>
      random() < 0.3
        ? {
            ...vehicle,
            priceReduction: { amount: 500, on: `2026-11-${String(between(random, 1, 9)).padStart(2, "0")}` },
          }
        : vehicle,
    );
    const index = buildSearchIndex(vehicles);
    const prepared = prepareVehicles(vehicles);
    for (const { value: sort } of SORT_OPTIONS) {
      const query = { ...EMPTY_QUERY, sort } as InventoryQuery;
      expect(searchIndexed(index, query, 100_000).items).toEqual(searchInventory(prepared, query, 100_000).items);
    }
  });

  it("filters by a group's lot, and a vehicle on no lot matches no chosen lot", () => {
    const vehicles = groupInventory(400);
    const index = buildSearchIndex(vehicles);
    const onNone = vehicles.filter((vehicle) => vehicle.location === undefined);
    expect(onNone.length).toBeGreaterThan(0);
    for (const lot of LOTS) {
      const result = searchIndexed(index, { ...EMPTY_QUERY, location: lot }, 10_000);
      expect(result.items.map((vehicle) => vehicle.stockNumber).sort()).toEqual(
        vehicles
          .filter((vehicle) => vehicle.location === lot)
          .map((vehicle) => vehicle.stockNumber)
          .sort(),
      );
      // The lot's own counts ignore the lot chosen: every lot keeps its number.
      expect(result.counts.location).toEqual(searchIndexed(index, EMPTY_QUERY).counts.location);
    }
  });

  it("handles an empty inventory and row counts on and off a word's edge", async () => {
    for (const count of [0, 1, 31, 32, 33, 64, 65]) {
      const vehicles = listedInventory(count);
      const index = await buildSearchIndexInSlices(vehicles, { sliceMs: 0, yieldFn: () => Promise.resolve() });
      for (const query of [EMPTY_QUERY, { ...EMPTY_QUERY, body: ["SUV"] } as InventoryQuery])
        expect(searchIndexed(index, query)).toEqual(searchInventory(prepareVehicles(vehicles), query));
    }
  });
});
