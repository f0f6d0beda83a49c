import { listPages } from "../../src/lib/vehicle-pages/list-pages";

const vehicles = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `v${index + 1}` }));

describe("listPages", () => {
  it("splits a list into full pages in its order, the last one holding the rest", () => {
    expect(listPages(vehicles(5), 2)).toEqual([
      { page: 1, pageCount: 3, ids: ["v1", "v2"] },
      { page: 2, pageCount: 3, ids: ["v3", "v4"] },
      { page: 3, pageCount: 3, ids: ["v5"] },
    ]);
    expect(listPages(vehicles(4), 2).map((page) => page.ids)).toEqual([
      ["v1", "v2"],
      ["v3", "v4"],
    ]);
  });

  it("gives an empty list its first page", () => {
    expect(listPages([], 24)).toEqual([{ page: 1, pageCount: 1, ids: [] }]);
  });
});
