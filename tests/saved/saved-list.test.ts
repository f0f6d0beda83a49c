import { describe, expect, it } from "vitest";
import {
  cleanStockList,
  parseSavedList,
  SAVED_CAP,
  serializeSavedList,
  toggleSaved,
} from "../../src/lib/saved/saved-list";

const stored = (stock: unknown, version: unknown = 1) => JSON.stringify({ version, stock });

describe("parseSavedList", () => {
  it("reads a version 1 list", () => {
    expect(parseSavedList(stored(["H24261", "V24240"]))).toEqual(["H24261", "V24240"]);
  });

  it("gives an empty list for nothing, junk JSON and wrong shapes", () => {
    for (const raw of [null, "", "{not json", "42", "null", '"H24261"', "[]", '{"stock":"H24261"}', stored(null)])
      expect(parseSavedList(raw)).toEqual([]);
  });

  it("ignores a list written by another version", () => {
    expect(parseSavedList(stored(["H24261"], 2))).toEqual([]);
    expect(parseSavedList(JSON.stringify(["H24261"]))).toEqual([]);
  });

  it("drops duplicates and entries that are not stock numbers, keeping order", () => {
    expect(parseSavedList(stored(["H24261", 7, null, "h24261", "no spaces!", "", "V24240", "H24261"]))).toEqual([
      "H24261",
      "V24240",
    ]);
  });

  it("keeps at most the cap", () => {
    const many = Array.from({ length: SAVED_CAP + 5 }, (_, i) => `S${1000 + i}`);
    const list = parseSavedList(stored(many));
    expect(list).toHaveLength(SAVED_CAP);
    expect(list[0]).toBe("S1000");
  });
});

describe("serializeSavedList", () => {
  it("writes the versioned shape that parseSavedList reads back", () => {
    const raw = serializeSavedList(["H24261", "H24261", "V24240"]);
    expect(JSON.parse(raw)).toEqual({ version: 1, stock: ["H24261", "V24240"] });
    expect(parseSavedList(raw)).toEqual(["H24261", "V24240"]);
  });
});

describe("toggleSaved", () => {
  it("saves to the front and unsaves", () => {
    const saved = toggleSaved(["A100"], "B200");
    expect(saved).toEqual(["B200", "A100"]);
    expect(toggleSaved(saved, "A100")).toEqual(["B200"]);
  });

  it("drops the oldest when saving past the cap", () => {
    const full = Array.from({ length: SAVED_CAP }, (_, i) => `S${1000 + i}`);
    const next = toggleSaved(full, "NEW1");
    expect(next).toHaveLength(SAVED_CAP);
    expect(next[0]).toBe("NEW1");
    expect(next).not.toContain(full[SAVED_CAP - 1]);
  });
});

describe("cleanStockList", () => {
  it("upper-cases and trims what it can", () => {
    expect(cleanStockList([" h24261 "])).toEqual(["H24261"]);
  });
});
