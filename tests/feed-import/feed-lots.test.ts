// A dealer group's feed names each car's lot in a column of its own; the import reads it through the lots' feedIds.
import { lotOfRow, type FeedLotIds } from "../../src/lib/feed-import/feed-lots";

const place = 'row 4, column "Lot" (location)';
const east: FeedLotIds = { id: "east-sacramento", feedIds: ["EAST", "01"] };
const roseville: FeedLotIds = { id: "roseville", feedIds: ["02"] };
const group = [east, roseville];

describe("the lot of a feed row", () => {
  it("is the lot whose feedIds hold the cell, or whose id it is", () => {
    expect(lotOfRow("EAST", group, place)).toEqual({ id: "east-sacramento" });
    expect(lotOfRow("01", group, place)).toEqual({ id: "east-sacramento" });
    expect(lotOfRow("02", group, place)).toEqual({ id: "roseville" });
    expect(lotOfRow("roseville", group, place)).toEqual({ id: "roseville" });
    expect(lotOfRow("roseville", [east, { id: "roseville" }], place)).toEqual({ id: "roseville" });
  });

  it("refuses a value no lot has, naming the row, the column, the value and what the lots are called", () => {
    expect(lotOfRow("03", group, place)).toEqual({
      problem:
        'row 4, column "Lot" (location): "03" is no lot of the site; expected one of east-sacramento (feed: EAST, 01); roseville (feed: 02) (add the feed\'s name for a lot to its feedIds in content/locations/)',
    });
    // Matched as written: the dealer's system spells its lots one way.
    expect(lotOfRow("east", group, place)).toHaveProperty("problem");
  });

  it("on a site with several lots, refuses a row that names none (no lot column, or an empty cell)", () => {
    expect(lotOfRow(undefined, group, "row 7 (location)")).toEqual({
      problem:
        "row 7 (location): names no lot; on a site with several lots every car must name its lot, expected one of east-sacramento (feed: EAST, 01); roseville (feed: 02)",
    });
  });

  it("on a site with one lot file, a row may name none (the car keeps its own); without lots, nothing is read", () => {
    expect(lotOfRow(undefined, [east], place)).toEqual({ id: undefined });
    expect(lotOfRow("EAST", [east], place)).toEqual({ id: "east-sacramento" });
    expect(lotOfRow("02", [east], place)).toHaveProperty("problem");
    expect(lotOfRow(undefined, [], place)).toEqual({ id: undefined });
    expect(lotOfRow("anything", [], place)).toEqual({ id: undefined });
  });

  it("refuses a value that means two lots (one lot's feed id is the other's id) rather than choosing", () => {
    const clash = [east, { id: "north", feedIds: ["east-sacramento"] }];
    expect(lotOfRow("east-sacramento", clash, place)).toEqual({
      problem:
        'row 4, column "Lot" (location): "east-sacramento" means more than one lot (east-sacramento, north); make it one lot\'s feedIds only in content/locations/',
    });
  });
});
