// A language's text tables reach src/lib through one store (src/lib/i18n/text-tables.ts): loaded whole by the HTML
// renderer, the functions and the commands, a page's own by its data in the browser. A module keeps the object
// it was given, so what is loaded after it was made is what it reads.
import { describe, expect, it } from "vitest";
import { sortLabel } from "../../src/lib/inventory/sort-labels";
import { loadLanguageTables, loadTextTables, textTable } from "../../src/lib/i18n/text-tables";
import spanish from "../../src/locales/es/text-tables";

describe("the store of text tables", () => {
  it("gives a module the object later loads fill", () => {
    const sortLabels = textTable("sort-labels");
    const held = sortLabels("es");
    loadTextTables({ "sort-labels.es": { newest: "Lo más nuevo" } });
    expect(sortLabels("es")).toBe(held);
    expect(held.newest).toBe("Lo más nuevo");
    expect(sortLabel("newest", "es")).toBe("Lo más nuevo");
    loadLanguageTables("es", spanish);
    expect(sortLabel("newest", "es")).toBe(spanish["sort-labels"].newest);
  });

  it("has every table of a loaded language, by the names modules ask for", () => {
    for (const name of Object.keys(spanish) as (keyof typeof spanish)[])
      expect(textTable(name)("es"), name).toEqual(spanish[name]);
  });
});
