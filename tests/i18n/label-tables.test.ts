import { describe, expect, it } from "vitest";
import { labelTableOf, loadLabelTables } from "../../src/lib/i18n/label-tables";

describe("label tables brought by page data", () => {
  it("fills the object a module already holds", () => {
    const table = labelTableOf("sort-labels.test");
    expect(table).toEqual({});
    loadLabelTables({ "sort-labels.test": { newest: "Más recientes" } });
    expect(table).toEqual({ newest: "Más recientes" });
    expect(labelTableOf("sort-labels.test")).toBe(table);
  });

  it("keeps a table that arrives before its module loads", () => {
    loadLabelTables({ "date-labels.test": { months: ["enero"] } });
    expect(labelTableOf("date-labels.test")).toEqual({ months: ["enero"] });
  });
});
