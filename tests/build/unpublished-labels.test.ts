// An English-only build leaves each other language's text tables out (gatsby/webpack/po-catalogs.ts replaces
// the language's text-tables.ts by its request): the registry must import each by that request, and the labels
// must still work without them. No browser module imports a language's tables at all: a page's come in its data.
import fs from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { textsRequestOf } from "../../gatsby/webpack/po-catalogs";
import { importGraph, sourceFilesUnder } from "../support/import-graph";
import { DEFAULT_LOCALE, LOCALES } from "../../src/lib/i18n/locale";

describe("a language's text tables", () => {
  it("are imported by the registry by the request an English-only build replaces", () => {
    const registry = fs.readFileSync("src/locales/text-tables.ts", "utf8");
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      expect(registry, locale).toContain(`from "./${locale}/text-tables";`);
      expect(textsRequestOf(locale).test(`./${locale}/text-tables`), locale).toBe(true);
    }
  });

  it("reach no browser module: src/lib reads them from a store, a page brings its own in its data", () => {
    const browserRoots = ["src/pages", "src/templates", "src/slices", "src/components", "src/hooks"];
    const { files } = importGraph(browserRoots.flatMap(sourceFilesUnder), process.cwd());
    // The areas' catalog modules (src/locales/<area>.ts) are the browser's; a language's folder and the registry
    // of its tables never are.
    const reached = [...files.values()]
      .map((chain) => chain.at(-1) as string)
      .filter((file) => /^src\/locales\/([a-z]{2}\/.+|text-tables)\.ts$/.test(file));
    expect(reached).toEqual([]);
    expect(files.size).toBeGreaterThan(100);
  });

  it("are not matched by other modules' requests", () => {
    for (const request of [
      "./text-tables",
      "./es/shell.po",
      "../es/text-tables.ts",
      "./es/text-tables-old",
      "core-js/modules/es.texts",
    ])
      expect(textsRequestOf("es").test(request), request).toBe(false);
  });
});

describe("the labels without the Spanish tables (an English-only build)", () => {
  // Fresh modules, with a store no table was loaded into (tests/setup.ts loaded every language's into the first).
  async function labelsWithoutTables() {
    vi.resetModules();
    return {
      ...(await import("../../src/lib/content/vehicle-field-labels")),
      ...(await import("../../src/lib/content/feature-labels")),
      ...(await import("../../src/lib/content/opening-hours-labels")),
      ...(await import("../../src/lib/format-date")),
      ...(await import("../../src/lib/inventory/sort-labels")),
      ...(await import("../../src/lib/inventory/colour-family-labels")),
      ...(await import("../../src/lib/colors/palette-labels")),
    };
  }

  it("are the English ones, as before", async () => {
    const labels = await labelsWithoutTables();
    expect(labels.bodyStyleLabel("Sedan")).toBe("Sedan");
    expect(labels.vehicleStatusLabel("pending")).toBe("Sale pending");
    expect(labels.featureLabel("Heated Seats")).toEqual({ text: "Heated Seats", lang: "en" });
    expect(labels.weekDayLabel("Monday")).toBe("Monday");
    expect(labels.openingHoursLabel("Closed")).toBe("Closed");
    expect(labels.openingHoursLabel("9:00 AM - 5:00 PM")).toBe("9:00 AM – 5:00 PM");
    expect(labels.sortLabel("price-asc")).toBe("Price: low to high");
    expect(labels.colourFamilyLabel("Brown")).toBe("Brown");
    expect(labels.paletteLabel({ token: "bg", label: "Page background" }, "en")).toBe("Page background");
  });

  it("fall back to English rather than fail if asked for Spanish", async () => {
    const labels = await labelsWithoutTables();
    expect(labels.bodyStyleLabel("Truck", "es")).toBe("Truck");
    expect(labels.vehicleStatusLabel("sold", "es")).toBe("Sold");
    expect(labels.badgeLabels("es", { lowPrice: "Low Price" } as never).lowPrice).toBe("Low Price");
    expect(labels.featureLabel("Heated Seats", "es").text).toBe("Heated Seats");
    expect(labels.weekDayLabel("Monday", "es")).toBe("Monday");
    expect(labels.openingHoursLabel("Closed", "es")).toBe("Closed");
    expect(labels.colourFamilyLabel("Brown", "es")).toBe("Brown");
    expect(labels.formatLongDate("2026-11-25", "es")).toBe("November 25, 2026");
  });
});
