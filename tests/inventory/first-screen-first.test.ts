import { firstScreenFirst } from "../../src/lib/inventory/first-screen-first";

const list = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe("firstScreenFirst", () => {
  it("draws the new first screen over the cards already drawn below it", () => {
    expect(firstScreenFirst(list("new", 8), list("old", 8), 3)).toEqual([
      "new0",
      "new1",
      "new2",
      "old3",
      "old4",
      "old5",
      "old6",
      "old7",
    ]);
  });

  it("drops the cards past the new count at once", () => {
    expect(firstScreenFirst(list("new", 4), list("old", 8), 3)).toEqual(["new0", "new1", "new2", "old3"]);
    expect(firstScreenFirst(list("new", 2), list("old", 8), 3)).toEqual(["new0", "new1"]);
  });

  it("leaves positions below the first screen that nothing was drawn at for later", () => {
    expect(firstScreenFirst(list("new", 8), list("old", 5), 3)).toEqual(["new0", "new1", "new2", "old3", "old4"]);
    expect(firstScreenFirst(list("new", 8), list("old", 1), 3)).toEqual(["new0", "new1", "new2"]);
    expect(firstScreenFirst(list("new", 8), [], 3)).toEqual(["new0", "new1", "new2"]);
  });

  it("draws a short new list whole", () => {
    expect(firstScreenFirst(list("new", 2), list("old", 1), 3)).toEqual(["new0", "new1"]);
  });
});
