// An English-only build leaves each other language's text tables out (gatsby/webpack/po-catalogs.ts replaces
// the language's texts.ts by its request): the registry must import each by that request, and the labels must
// still work without them.
import fs from "node:fs";
import { describe, expect, it, vi } from "vitest";
import path from "node:path";
import { BROWSER_TEXTS, TEXTS_REGISTRY_REQUEST, textsRequestOf } from "../../gatsby/webpack/po-catalogs";
import { BROWSER_REPLACEMENTS, sourceFilesUnder } from "../support/import-graph";
import { importSpecifiers } from "../../src/lib/build/message-areas";
import { bodyStyleLabel, badgeLabels, vehicleStatusLabel } from "../../src/lib/content/vehicle-field-labels";
import { featureLabel } from "../../src/lib/content/feature-labels";
import { openingHoursLabel, weekDayLabel } from "../../src/lib/content/opening-hours-labels";
import { formatLongDate } from "../../src/lib/format-date";
import { DEFAULT_LOCALE, LOCALES } from "../../src/lib/i18n/locale";
import { sortLabel } from "../../src/lib/inventory/sort-labels";
import { colourFamilyLabel } from "../../src/lib/inventory/colour-family-labels";
import { paletteLabel } from "../../src/lib/colors/palette-labels";

// As in an English-only build: Spanish's tables are the stand-in module (vi.mock is hoisted: a literal path).
vi.mock("../../src/locales/es/texts", () => import("../../src/lib/i18n/unpublished-labels"));

describe("a language's text tables", () => {
  it("are imported by the registry by the request an English-only build replaces", () => {
    const registry = fs.readFileSync("src/locales/texts.ts", "utf8");
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      expect(registry, locale).toContain(`from "./${locale}/texts";`);
      expect(textsRequestOf(locale).test(`./${locale}/texts`), locale).toBe(true);
    }
  });

  it("reach the browser bundles only through requests the browser's stand-in replaces", () => {
    const importers = sourceFilesUnder("src").flatMap((file) =>
      importSpecifiers(fs.readFileSync(file, "utf8"))
        .filter((request) => request.endsWith("/texts"))
        .map((request) => [file, request] as const),
    );
    expect(importers.length).toBeGreaterThan(0);
    for (const [file, request] of importers)
      expect(
        TEXTS_REGISTRY_REQUEST.test(request) || textsRequestOf("[a-z]{2}").test(request),
        `${file}: ${request}`,
      ).toBe(true);
    expect(TEXTS_REGISTRY_REQUEST.test("./es/texts")).toBe(false);
    // The boundary tests' walk puts the same module in the registry's place.
    expect(BROWSER_REPLACEMENTS["src/locales/texts.ts"]).toBe(path.relative(process.cwd(), BROWSER_TEXTS));
  });

  it("are not matched by other modules' requests", () => {
    for (const request of ["./texts", "./es/shell.po", "../es/texts.ts", "./es/texts-old", "core-js/modules/es.texts"])
      expect(textsRequestOf("es").test(request), request).toBe(false);
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
    expect(formatLongDate("2026-11-25", "es")).toBe("November 25, 2026");
  });
});
