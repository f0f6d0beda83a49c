// The list filters' values and the chips of the filters in use, in each language; the query keeps raw values.
import { badgeLabels } from "../../src/lib/content/vehicle-field-labels";
import { activeFilters } from "../../src/lib/inventory/active-filters";
import { LIST_VALUE_LABELS } from "../../src/lib/inventory/list-filter-labels";
import { EMPTY_QUERY, type InventoryQuery } from "../../src/lib/inventory/query";
import type { ListFilterKey } from "../../src/lib/inventory/filter-table";
import type { Locale } from "../../src/lib/i18n/locale";
import { englishBadgeLabels } from "../../src/lib/content/site-badge-labels";
import { site } from "../pages/support-site";

/** The dealer's English badge labels, as the list shows them in English. */
const englishBadges = englishBadgeLabels(site.badges);

const listFilterLabel = (key: ListFilterKey, value: string, locale: Locale, badges: typeof englishBadges) =>
  LIST_VALUE_LABELS[key](value, locale, badges);

describe("LIST_VALUE_LABELS", () => {
  it("names each vocabulary's values in Spanish and leaves English as the value", () => {
    const es = badgeLabels("es", englishBadges);
    expect(listFilterLabel("body", "Truck", "es", es)).toBe("Pickup");
    expect(listFilterLabel("fuel", "Plug-in Hybrid", "es", es)).toBe("Híbrido enchufable");
    expect(listFilterLabel("drivetrain", "AWD", "es", es)).toBe("Tracción integral (AWD)");
    expect(listFilterLabel("transmission", "Automatic", "es", es)).toBe("Automática");
    expect(listFilterLabel("colour", "Brown", "es", es)).toBe("Café");
    expect(listFilterLabel("badge", "lowMiles", "es", es)).toBe("Poco millaje");
    expect(listFilterLabel("body", "Truck", "en", englishBadges)).toBe("Truck");
    expect(listFilterLabel("badge", "lowMiles", "en", englishBadges)).toBe(englishBadges.lowMiles);
  });
});

describe("activeFilters in Spanish", () => {
  const query: InventoryQuery = {
    ...EMPTY_QUERY,
    keyword: "civic",
    make: "Honda",
    body: ["SUV", "Truck"],
    colour: ["Gray"],
    priceMax: 20000,
    yearMin: 2019,
    mileageMax: 60000,
  };

  it("labels each chip in the page's language", () => {
    const labels = activeFilters(query, badgeLabels("es", englishBadges), "es").map((filter) => filter.label);
    expect(labels).toEqual([
      "“civic”",
      "Honda",
      "SUV",
      "Pickup",
      "Gris",
      "Hasta $20,000",
      "2019 o más reciente",
      "Hasta 60,000 millas",
    ]);
  });

  it("keeps the English chips and the raw values of what each removes", () => {
    const filters = activeFilters(query, englishBadges);
    expect(filters.map((filter) => filter.label)).toEqual([
      "“civic”",
      "Honda",
      "SUV",
      "Truck",
      "Gray",
      "Up to $20,000",
      "2019 or newer",
      "Up to 60,000 miles",
    ]);
    const spanish = activeFilters(query, badgeLabels("es", englishBadges), "es");
    expect(spanish.find((filter) => filter.id === "body-Truck")?.without.body).toEqual(["SUV"]);
  });
});
