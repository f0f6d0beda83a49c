// An English-only build leaves the Spanish label tables out (gatsby/webpack/po-catalogs.ts): every Spanish
// table must be imported by a request the replacement matches, and the labels must still work without them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { labelsRequestOf } from "../../gatsby/webpack/po-catalogs";
import { bodyStyleLabel, badgeLabels, vehicleStatusLabel } from "../../src/lib/content/vehicle-field-labels";
import { featureLabel } from "../../src/lib/content/feature-labels";
import { openingHoursLabel, weekDayLabel } from "../../src/lib/content/opening-hours-labels";
import { sortLabel } from "../../src/lib/inventory/sort-labels";
import { colourFamilyLabel } from "../../src/lib/inventory/colour-family-labels";
import { paletteLabel } from "../../src/lib/colors/palette-labels";

// As in an English-only build: each Spanish table is the stand-in module (vi.mock is hoisted: literal paths).
vi.mock("../../src/lib/content/vehicle-field-labels.es", () => import("../../src/lib/i18n/unpublished-labels"));
vi.mock("../../src/lib/content/feature-labels.es", () => import("../../src/lib/i18n/unpublished-labels"));
vi.mock("../../src/lib/content/opening-hours-labels.es", () => import("../../src/lib/i18n/unpublished-labels"));
vi.mock("../../src/lib/inventory/sort-labels.es", () => import("../../src/lib/i18n/unpublished-labels"));
vi.mock("../../src/lib/inventory/colour-family-labels.es", () => import("../../src/lib/i18n/unpublished-labels"));
vi.mock("../../src/lib/colors/palette-labels.es", () => import("../../src/lib/i18n/unpublished-labels"));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the Spanish label tables", () => {
  const files = sourceFiles("src");

  it("are each imported by a request an English-only build replaces", () => {
    const tables = files.filter((file) => file.endsWith(".es.ts"));
    expect(tables.length).toBeGreaterThanOrEqual(6);
    for (const table of tables) {
      const request = `./${path.basename(table, ".ts")}`;
      expect(labelsRequestOf("es").test(request), table).toBe(true);
      const importers = files.filter((file) => fs.readFileSync(file, "utf8").includes(`from "${request}"`));
      expect(importers, table).toHaveLength(1);
    }
  });

  it("are not matched by other modules' requests", () => {
    for (const request of ["./vehicle-field-labels", "./es/shell.po", "core-js/modules/es.array.map", "./labels.es"])
      expect(labelsRequestOf("es").test(request), request).toBe(false);
  });
});

describe("the labels without the Spanish tables (an English-only build)", () => {
  it("are the English ones, as before", () => {
    expect(bodyStyleLabel("Sedan")).toBe("Sedan");
    expect(vehicleStatusLabel("pending")).toBe("Sale pending");
    expect(featureLabel("Heated Seats")).toEqual({ text: "Heated Seats", lang: "en" });
    expect(weekDayLabel("Monday")).toBe("Monday");
    expect(openingHoursLabel("Closed")).toBe("Closed");
    expect(openingHoursLabel("9:00 AM - 5:00 PM")).toBe("9:00 AM – 5:00 PM");
    expect(sortLabel("price-asc")).toBe("Price: low to high");
    expect(colourFamilyLabel("Brown")).toBe("Brown");
    expect(paletteLabel({ token: "bg", label: "Page background" }, "en")).toBe("Page background");
  });

  it("fall back to English rather than fail if asked for Spanish", () => {
    expect(bodyStyleLabel("Truck", "es")).toBe("Truck");
    expect(vehicleStatusLabel("sold", "es")).toBe("Sold");
    expect(badgeLabels("es", { lowPrice: "Low Price" } as never).lowPrice).toBe("Low Price");
    expect(featureLabel("Heated Seats", "es").text).toBe("Heated Seats");
    expect(weekDayLabel("Monday", "es")).toBe("Monday");
    expect(openingHoursLabel("Closed", "es")).toBe("Closed");
    expect(colourFamilyLabel("Brown", "es")).toBe("Brown");
  });
});
