import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { graphqlSelection } from "../../src/lib/vehicle/graphql-selection";
import { pickFields, pickFieldsOrNull } from "../../src/lib/vehicle/pick-fields";
import { CARD_FIELDS, TRADE_TOWARD_FIELDS } from "../../src/lib/vehicle/vehicle-shapes";

/** The field names selected at the top level of the block that opens after `opening` in a file's query text. */
function selectedFields(file: string, opening: string): string[] {
  const text = readFileSync(path.resolve(file), "utf8").replace(/\([^)]*\)/g, "");
  const tokens = text.slice(text.indexOf(opening)).match(/[{}]|\w+/g) ?? [];
  const fields: string[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token === "{") depth++;
    else if (token === "}") depth--;
    else if (depth === 1) fields.push(token);
    if (token === "}" && depth === 0) break;
  }
  return fields;
}

describe("pickFields", () => {
  const source = { a: 1, b: undefined as number | undefined, c: null, list: ["x"], other: "left out" };

  it("takes the listed fields in the list's order, leaving out a missing one and the rest", () => {
    const picked = pickFields(source, ["list", "c", "b", "a"]);
    expect(picked).toEqual({ list: ["x"], c: null, a: 1 });
    expect(Object.keys(picked)).toEqual(["list", "c", "a"]);
  });

  it("copies lists, so the shape and its source do not share one", () => {
    const picked = pickFields(source, ["list"]);
    picked.list.push("y");
    expect(source.list).toEqual(["x"]);
  });

  it("gives a missing field as null when every key must be there", () => {
    const picked = pickFieldsOrNull(source, ["b", "a", "c"]);
    expect(picked).toStrictEqual({ b: null, a: 1, c: null });
    expect(Object.keys(picked)).toEqual(["b", "a", "c"]);
  });
});

describe("graphqlSelection", () => {
  it("selects plain fields by name and object fields with their sub-fields", () => {
    expect(graphqlSelection(["stockNumber", "priceReduction", "year"])).toBe(
      "stockNumber priceReduction { amount on } year",
    );
  });
});

describe("page queries ask for their shape's fields", () => {
  it("the VehicleCardFields fragment: the card's fields, the node id, the photo and a group's lot name", () => {
    const fields = selectedFields("src/templates/fragments/vehicle-card-fields.ts", "fragment VehicleCardFields");
    expect(fields).toContain("priceReduction");
    expect(fields.sort()).toEqual([...CARD_FIELDS, "id", "mainPhoto", "lotName"].sort());
  });

  it("the trade-in page: what names a car", () => {
    expect(selectedFields("src/pages/trade-in.tsx", "nodes {").sort()).toEqual([...TRADE_TOWARD_FIELDS].sort());
  });
});
