import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { featureLabel } from "../../src/lib/content/feature-labels";
import { syntheticInventory } from "../../src/lib/content/synthetic-inventory";
import {
  badgeLabels,
  bodyStyleLabel,
  drivetrainLabel,
  fuelTypeLabel,
  transmissionLabel,
  vehicleStatusLabel,
} from "../../src/lib/content/vehicle-field-labels";
import { coveredSystemLabel } from "../../src/lib/content/warranty-labels";
import {
  BADGE_KEYS,
  BODY_STYLES,
  COVERED_SYSTEMS,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  type BadgeKey,
} from "../../src/lib/content/vehicle-fields";
import { TESTIMONIAL_TITLES } from "../../src/lib/content/site-fields";
import { testimonialTitleLabel } from "../../src/lib/content/testimonial-title-labels";
import { COLOUR_FAMILIES } from "../../src/lib/inventory/colour-family";
import { colourFamilyLabel } from "../../src/lib/inventory/colour-family-labels";
import { numberFilterLabels } from "../../src/lib/inventory/number-filter-labels";
import { SORT_OPTIONS } from "../../src/lib/inventory/query";
import { sortLabel } from "../../src/lib/inventory/sort-labels";
import type { Locale } from "../../src/lib/i18n/locale";

const SITE_BADGES = JSON.parse(fs.readFileSync("content/site.json", "utf8")).badges as Record<BadgeKey, string>;

type Vocabulary = [name: string, values: readonly string[], label: (value: string, locale: Locale) => string];

// Every closed vocabulary, iterated from its own value list: a value added there without a Spanish label
// shows here as an English label on the Spanish site.
const VOCABULARIES: Vocabulary[] = [
  ["body style", BODY_STYLES, (value, locale) => bodyStyleLabel(value as never, locale)],
  ["transmission", TRANSMISSIONS, (value, locale) => transmissionLabel(value as never, locale)],
  ["drivetrain", DRIVETRAINS, (value, locale) => drivetrainLabel(value as never, locale)],
  ["fuel type", FUEL_TYPES, (value, locale) => fuelTypeLabel(value as never, locale)],
  ["status", VEHICLE_STATUSES, (value, locale) => vehicleStatusLabel(value as never, locale)],
  ["colour family", COLOUR_FAMILIES, (value, locale) => colourFamilyLabel(value as never, locale)],
  ["badge", BADGE_KEYS, (value, locale) => badgeLabels(locale, SITE_BADGES)[value as BadgeKey]],
  ["sort order", SORT_OPTIONS.map((option) => option.value), (value, locale) => sortLabel(value as never, locale)],
  ["testimonial title", TESTIMONIAL_TITLES, (value, locale) => testimonialTitleLabel(value as never, locale)],
  ["covered system", COVERED_SYSTEMS, (value, locale) => coveredSystemLabel(value as never, locale)],
];

// Labels that are rightly the same words in US Spanish (loanwords and names shoppers use as they are).
const SAME_IN_SPANISH = new Set(["SUV", "Hatchback", "Convertible", "Minivan", "Manual", "Beige"]);

describe.each(VOCABULARIES)("the %s labels", (_name, values, label) => {
  it("give every value a Spanish label of its own, not the English one", () => {
    for (const value of values) {
      const spanish = label(value, "es");
      expect(spanish, value).toMatch(/^\S(.*\S)?$/);
      expect(spanish === label(value, "en"), `${value}: ${spanish}`).toBe(SAME_IN_SPANISH.has(spanish));
    }
  });

  it("tell every value apart in both languages", () => {
    for (const locale of ["en", "es"] as const)
      expect(new Set(values.map((value) => label(value, locale))).size).toBe(values.length);
  });
});

describe("English labels", () => {
  it("are the values themselves where the site shows the value today", () => {
    for (const value of BODY_STYLES) expect(bodyStyleLabel(value)).toBe(value);
    for (const value of TRANSMISSIONS) expect(transmissionLabel(value, "en")).toBe(value);
    for (const value of DRIVETRAINS) expect(drivetrainLabel(value, "en")).toBe(value);
    for (const value of FUEL_TYPES) expect(fuelTypeLabel(value, "en")).toBe(value);
    for (const value of COLOUR_FAMILIES) expect(colourFamilyLabel(value, "en")).toBe(value);
  });

  it("are the dealer's badge labels and the sort select's words", () => {
    expect(badgeLabels("en", SITE_BADGES)).toEqual(SITE_BADGES);
    for (const option of SORT_OPTIONS) expect(sortLabel(option.value)).toBe(option.label);
    expect(vehicleStatusLabel("pending")).toBe("Sale pending");
  });
});

describe("Spanish labels", () => {
  it("read as US Spanish shoppers say them", () => {
    expect(bodyStyleLabel("Truck", "es")).toBe("Pickup");
    expect(fuelTypeLabel("Plug-in Hybrid", "es")).toBe("Híbrido enchufable");
    expect(drivetrainLabel("AWD", "es")).toBe("Tracción integral (AWD)");
    expect(colourFamilyLabel("Brown", "es")).toBe("Café");
    expect(vehicleStatusLabel("sold", "es")).toBe("Vendido");
    expect(sortLabel("mileage-asc", "es")).toBe("Millaje: de menor a mayor");
  });

  it("take the dealer's own Spanish badge label over the site's, and ignore a blank one", () => {
    const labels = badgeLabels("es", SITE_BADGES, { lowPrice: "¡Gran precio!", lowMiles: "  " });
    expect(labels.lowPrice).toBe("¡Gran precio!");
    expect(labels.lowMiles).toBe("Poco millaje");
    expect(labels.getItTomorrow).toBe("Lléveselo mañana");
  });

  it("write the number filters in Spanish, with US digits", () => {
    const english = numberFilterLabels();
    const spanish = numberFilterLabels("es");
    expect(Object.keys(spanish)).toEqual(Object.keys(english));
    expect(english.priceMax(20000)).toBe("Up to $20,000");
    expect(english.mileageMax(80000)).toBe("Up to 80,000 miles");
    expect(spanish.priceMin(12500)).toBe("Desde $12,500");
    expect(spanish.priceMax(20000)).toBe("Hasta $20,000");
    expect(spanish.yearMin(2018)).toBe("2018 o más reciente");
    expect(spanish.yearMax(2018)).toBe("2018 o anterior");
    expect(spanish.mileageMax(80000)).toBe("Hasta 80,000 millas");
  });
});

describe("feature labels", () => {
  const sampleFeatures = fs
    .readdirSync("content/vehicles")
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => JSON.parse(fs.readFileSync(path.join("content/vehicles", name), "utf8")).features as string[]);
  const syntheticFeatures = syntheticInventory(200, ["photo.jpg"]).flatMap((vehicle) => vehicle.features);

  it("translate every feature of the sample and the synthetic inventory", () => {
    expect(sampleFeatures.length).toBeGreaterThan(0);
    for (const feature of new Set([...sampleFeatures, ...syntheticFeatures]))
      expect(featureLabel(feature, "es").lang, feature).toBe("es");
  });

  it("find a feature however the dealer spaced or capitalised it", () => {
    expect(featureLabel("  heated   SEATS ", "es")).toEqual({ text: "Asientos con calefacción", lang: "es" });
  });

  it("leave an unknown feature as written, marked English, and never translate on the English site", () => {
    expect(featureLabel("Massage Seats", "es")).toEqual({ text: "Massage Seats", lang: "en" });
    expect(featureLabel("Heated Seats")).toEqual({ text: "Heated Seats", lang: "en" });
  });
});
