import { paginationItems } from "../../src/lib/inventory/pagination";
import { FILTER_TABLE, filtersOfKind } from "../../src/lib/inventory/filter-table";
import type { Range } from "../../src/lib/inventory/facets";
import { rangeChoices } from "../../src/lib/inventory/range-options";
import { similarityScore, similarVehicleIds, type SimilarityFields } from "../../src/lib/inventory/similar";
import { seededRandom } from "../../src/lib/seeded-random";

const choicesOf = (id: string) => (range: Range | null, current?: number) => {
  const spec = filtersOfKind(FILTER_TABLE, "range").find((entry) => entry.id === id);
  if (!spec) throw new Error(`no range filter ${id}`);
  return rangeChoices(spec, range, current);
};
const priceChoices = choicesOf("price");
const mileageChoices = choicesOf("mileage");
const yearChoices = choicesOf("year");

const pagesOf = (current: number, total: number) =>
  paginationItems(current, total).map((item) =>
    item.kind === "gap" ? "…" : item.current ? `[${item.page}]` : String(item.page),
  );

describe("paginationItems", () => {
  it("shows nothing for a single page and every page when there are few", () => {
    expect(pagesOf(1, 1)).toEqual([]);
    expect(pagesOf(2, 3)).toEqual(["1", "[2]", "3"]);
  });

  it("keeps first, last and the neighbours of the current page, with gaps", () => {
    expect(pagesOf(20, 42)).toEqual(["1", "…", "19", "[20]", "21", "…", "42"]);
    expect(pagesOf(1, 42)).toEqual(["[1]", "2", "…", "42"]);
    expect(pagesOf(42, 42)).toEqual(["1", "…", "41", "[42]"]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pagesOf(4, 7)).toEqual(["1", "2", "3", "[4]", "5", "6", "7"]);
    expect(pagesOf(3, 9)).toEqual(["1", "2", "[3]", "4", "…", "9"]);
  });
});

describe("similarVehicleIds", () => {
  const base = {
    year: 2019,
    make: "Honda",
    model: "CR-V",
    bodyStyle: "SUV",
    price: 20_000,
    mileage: 50_000,
    status: "available",
  } as const;
  const vehicle = (id: string, changes: Partial<SimilarityFields> = {}): SimilarityFields => ({
    id,
    stockNumber: id,
    ...base,
    ...changes,
  });
  const target = vehicle("target");
  const all = [
    target,
    vehicle("same-model-far-price", { price: 38_000 }),
    vehicle("suv-close-price", { make: "Toyota", model: "RAV4", price: 20_500 }),
    vehicle("sedan-same-price", { bodyStyle: "Sedan", model: "Civic" }),
    vehicle("twin", { year: 2019, mileage: 51_000, price: 19_900 }),
    vehicle("sold-twin", { status: "sold" }),
    vehicle("truck", { bodyStyle: "Truck", make: "Ford", model: "F-150", price: 35_000, year: 2014 }),
  ];

  it("ranks the closest match first and never includes the vehicle itself or sold ones", () => {
    const ids = similarVehicleIds(target, all, 4);
    expect(ids[0]).toBe("twin");
    expect(ids).not.toContain("target");
    expect(ids).not.toContain("sold-twin");
    expect(ids).toHaveLength(4);
  });

  it("prefers the same kind of vehicle at a close price over the same make in another class", () => {
    expect(similarityScore(target, all[2])).toBeGreaterThan(similarityScore(target, all[3]));
    expect(similarityScore(target, all[2])).toBeGreaterThan(similarityScore(target, all[6]));
    expect(similarVehicleIds(target, all, 6).at(-1)).toBe("truck");
  });

  it("picks exactly what ranking the whole inventory would pick, for any count", () => {
    const random = seededRandom(11);
    const bodies = ["SUV", "Sedan", "Truck"] as const;
    const makes = ["Honda", "Toyota", "Ford"];
    const many = Array.from({ length: 400 }, (_, index) =>
      vehicle(`v${String(index).padStart(3, "0")}`, {
        bodyStyle: bodies[index % 3],
        make: makes[Math.floor(random() * 3)],
        price: 5_000 + Math.round(random() * 20) * 1_000,
        year: 2010 + Math.floor(random() * 12),
        mileage: Math.round(random() * 10) * 10_000,
        status: index % 17 === 0 ? "sold" : "available",
      }),
    );
    const reference = (count: number) =>
      many
        .filter((other) => other.id !== many[5].id && other.status !== "sold")
        .map((other) => ({ other, score: similarityScore(many[5], other) }))
        .sort((a, b) => b.score - a.score || (a.other.stockNumber < b.other.stockNumber ? -1 : 1))
        .slice(0, count)
        .map(({ other }) => other.id);
    for (const count of [0, 1, 4, 9]) expect(similarVehicleIds(many[5], many, count)).toEqual(reference(count));
  });

  it("is deterministic when scores tie", () => {
    const a = vehicle("a");
    const b = vehicle("b");
    expect(similarVehicleIds(target, [b, a], 2)).toEqual(["a", "b"]);
  });
});

describe("range choices", () => {
  it("offers price steps across the range, ending at the first step above the top", () => {
    expect(priceChoices({ min: 7995, max: 38995 })).toEqual([
      10_000, 12_500, 15_000, 17_500, 20_000, 22_500, 25_000, 30_000, 35_000, 40_000,
    ]);
    expect(priceChoices(null)).toEqual([]);
  });

  it("keeps a value from the URL that is not a usual step", () => {
    expect(priceChoices({ min: 7995, max: 12000 }, 11_000)).toEqual([10_000, 11_000, 12_500]);
    expect(mileageChoices({ min: 500, max: 85_000 })).toContain(80_000);
  });

  it("lists model years newest first", () => {
    expect(yearChoices({ min: 2019, max: 2022 })).toEqual([2022, 2021, 2020, 2019]);
    expect(yearChoices({ min: 2019, max: 2020 }, 2010)).toEqual([2020, 2019, 2010]);
  });
});
