import { describe, expect, it } from "vitest";
import { keepUnchangedCounts, type FacetCounts } from "../../src/lib/inventory/facets";
import { EMPTY_QUERY } from "../../src/lib/inventory/query";
import { rememberingSearch } from "../../src/lib/inventory/search";
import { buildSearchIndex } from "../../src/lib/inventory/search-index";
import { listedInventory } from "./fixtures";

const counts = (make: Record<string, number>, body: Record<string, number>) =>
  ({ make, body }) as unknown as FacetCounts;

describe("keepUnchangedCounts", () => {
  it("keeps a facet's previous object when its numbers are the same, and takes the new one when any moved", () => {
    const before = counts({ Ford: 3, Honda: 2 }, { SUV: 4 });
    const after = keepUnchangedCounts(before, counts({ Ford: 3, Honda: 2 }, { SUV: 5 }));
    expect(after.make).toBe(before.make);
    expect(after.body).not.toBe(before.body);
    expect(after.body).toEqual({ SUV: 5 });
    // A value that appears or disappears is a change too.
    expect(keepUnchangedCounts(before, counts({ Ford: 3 }, { SUV: 4 })).make).toEqual({ Ford: 3 });
    expect(keepUnchangedCounts(before, counts({ Ford: 3, Honda: 2, Kia: 1 }, { SUV: 4 })).make).toHaveProperty("Kia");
  });

  it("lets a search reuse the counts a filter change did not move", () => {
    const vehicles = listedInventory(120);
    const search = rememberingSearch(buildSearchIndex(vehicles));
    const all = search(EMPTY_QUERY);
    const [make] = [...new Set(vehicles.map((vehicle) => vehicle.make))];
    const byMake = search({ ...EMPTY_QUERY, make });
    // The make's own counts ignore the make filter, so they did not move; the body styles' did.
    expect(byMake.counts.make).toBe(all.counts.make);
    expect(byMake.counts.body).not.toEqual(all.counts.body);
  });
});
