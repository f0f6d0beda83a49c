// @vitest-environment jsdom
// Walks docs/recipes/add-an-inventory-filter.md: a range filter on a field the index already carries is one
// entry of the filter table plus its words, and it then works in the URL, the results, the counts, the chips
// and the panel. Without the entry, its URL parameter is ignored.
import { msg } from "@lingui/core/macro";
import { fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { PANEL_LABELS } from "../../src/components/inventory/filter-panel-labels";
import { FiltersPanel, type PanelFilters } from "../../src/components/inventory/filters-panel";
import { activeFilters, CHIP_LABELS, type ChipLabels } from "../../src/lib/inventory/active-filters";
import { inventoryOptions } from "../../src/lib/inventory/facets";
import { prepareVehicles } from "../../src/lib/inventory/filter";
import { decodeInventoryIndexInSlices, encodeInventoryIndex } from "../../src/lib/inventory/index-format";
import type { InventoryVehicle } from "../../src/lib/inventory/types";
import { FILTER_TABLE, type FilterTable, type RangeFilterSpec } from "../../src/lib/inventory/filter-table";
import type { Locale } from "../../src/lib/i18n/locale";
import {
  countActiveFilters,
  EMPTY_QUERY,
  encodeInventoryQuery,
  parseInventoryQuery,
  type InventoryQuery,
} from "../../src/lib/inventory/query";
import { searchInventory } from "../../src/lib/inventory/search";
import { BADGE_LABELS, listedInventory } from "./fixtures";

// The recipe's step 1: the table entry (a lower bound on the mileage, `?milesMin=50000`)...
const MILES = {
  kind: "range",
  id: "miles",
  field: "mileage",
  sides: ["min"],
  steps: [10_000, 25_000, 50_000, 75_000, 100_000],
} as const satisfies RangeFilterSpec;
const TABLE: FilterTable = [...FILTER_TABLE, MILES];

// ...and step 2: its words, on its chip (per language) and in the panel (Lingui messages).
const chipWords: Partial<Record<Locale, (value: number) => string>> & { en: (value: number) => string } = {
  en: (value) => `Over ${value.toLocaleString("en-US")} miles`,
  es: (value) => `Más de ${value.toLocaleString("en-US")} millas`,
};
const CHIPS: ChipLabels = {
  values: CHIP_LABELS.values,
  numbers: (locale) => ({ ...CHIP_LABELS.numbers(locale), milesMin: chipWords[locale] ?? chipWords.en }),
};
const FILTERS: PanelFilters = {
  table: TABLE,
  panel: { ...PANEL_LABELS, miles: { kind: "range", sides: { min: { label: msg`Lowest mileage`, empty: msg`Any` } } } },
  chips: CHIPS,
};

const badges = BADGE_LABELS;
const vehicles = listedInventory(120);
const items = prepareVehicles(vehicles);
const milesMin = (query: InventoryQuery) => (query as unknown as Record<string, unknown>).milesMin;

describe("a range filter added to the table", () => {
  it("is read from the URL and written back, after the filters before it in the table", () => {
    const query = parseInventoryQuery("?milesMin=50,000&body=SUV&sort=price-asc", TABLE);
    expect(milesMin(query)).toBe(50_000);
    expect(countActiveFilters(query, TABLE)).toBe(2);
    expect(encodeInventoryQuery(query, TABLE)).toBe("?body=SUV&milesMin=50000&sort=price-asc");
    expect(parseInventoryQuery(encodeInventoryQuery(query, TABLE), TABLE)).toEqual(query);
  });

  it("is ignored without its entry, as any unknown parameter", () => {
    const query = parseInventoryQuery("?milesMin=50000&body=SUV");
    expect(milesMin(query)).toBeUndefined();
    expect(countActiveFilters(query)).toBe(1);
    expect(encodeInventoryQuery(query)).toBe("?body=SUV");
    const all = searchInventory(items, EMPTY_QUERY).total;
    expect(searchInventory(items, query).total).toBe(vehicles.filter((v) => v.bodyStyle === "SUV").length);
    expect(all).toBe(vehicles.length);
  });

  it("narrows the results and the other filters' counts, and offers the range in stock", () => {
    const query = parseInventoryQuery("?milesMin=50000", TABLE);
    const kept = vehicles.filter((vehicle) => vehicle.mileage >= 50_000);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(vehicles.length);
    const result = searchInventory(items, query, 1_000, TABLE);
    expect(result.total).toBe(kept.length);
    expect(result.items.every((vehicle) => vehicle.mileage >= 50_000)).toBe(true);
    const suvs = kept.filter((vehicle) => vehicle.bodyStyle === "SUV").length;
    expect(result.counts.body.SUV ?? 0).toBe(suvs);
    const mileages = vehicles.map((vehicle) => vehicle.mileage);
    expect((inventoryOptions(vehicles, TABLE) as unknown as Record<string, unknown>).miles).toEqual({
      min: Math.min(...mileages),
      max: Math.max(...mileages),
    });
  });

  it("shows as a chip that removes it", () => {
    const query = parseInventoryQuery("?body=SUV&milesMin=50000", TABLE);
    const chips = activeFilters(query, badges, "en", TABLE, CHIPS);
    expect(chips.map((chip) => chip.label)).toEqual(["SUV", "Over 50,000 miles"]);
    expect(encodeInventoryQuery(chips[1].without, TABLE)).toBe("?body=SUV");
    expect(activeFilters(query, badges, "es", TABLE, CHIPS)[1].label).toBe("Más de 50,000 millas");
  });

  it("is drawn in the panel as a select named after its URL parameter, which changes the query", () => {
    const onChange = vi.fn();
    const query = parseInventoryQuery("?milesMin=25000", TABLE);
    const options = inventoryOptions(vehicles, TABLE);
    const { unmount } = render(
      <LocaleProvider value="en">
        <FiltersPanel
          query={query}
          options={options}
          counts={null}
          badgeLabels={badges}
          onChange={onChange}
          filters={FILTERS}
        />
      </LocaleProvider>,
    );
    const select = screen.getByRole("combobox", { name: "Lowest mileage" });
    expect(select.getAttribute("name")).toBe("milesMin");
    expect((select as HTMLSelectElement).value).toBe("25000");
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toContain(
      "Over 50,000 miles",
    );
    fireEvent.change(select, { target: { value: "50000" } });
    expect(milesMin(onChange.mock.calls[0][0] as InventoryQuery)).toBe(50_000);
    unmount();

    // The site's own panel has no such select.
    render(
      <LocaleProvider value="en">
        <FiltersPanel query={query} options={options} counts={null} badgeLabels={badges} onChange={onChange} />
      </LocaleProvider>,
    );
    expect(document.querySelector('[name="milesMin"]')).toBeNull();
    expect(screen.getByRole("combobox", { name: "Mileage" }).getAttribute("name")).toBe("mileageMax");
  });
});

// The recipe's last part: a filter on a field the vehicles did not have. Here `seats`, a count: the field (its
// declaration, INDEX_FIELDS), its table entry (its index column comes with it: index-format.ts writes and reads
// every range's field), and its words, the chips' `{number}` placeholder included.
const SEATS = { kind: "range", id: "seats", field: "seats", sides: ["min"], steps: [2, 5, 7, 8] } as const;
const SEATS_TABLE: FilterTable = [...FILTER_TABLE, SEATS as unknown as RangeFilterSpec];
const seatsWords: Partial<Record<Locale, string>> & { en: string } = {
  en: "{number} or more seats",
  es: "{number} asientos o más",
};
const SEATS_CHIPS: ChipLabels = {
  values: CHIP_LABELS.values,
  numbers: (locale) => ({
    ...CHIP_LABELS.numbers(locale),
    seatsMin: (value: number) => (seatsWords[locale] ?? seatsWords.en).replace("{number}", String(value)),
  }),
};

describe("a filter on a new field", () => {
  const withSeats = vehicles.map((vehicle, index) => ({ ...vehicle, seats: [2, 5, 5, 7, 8][index % 5] }));
  const seatsOf = (vehicle: unknown) => (vehicle as { seats: number }).seats;

  it("travels in the inventory index in a column of its own, written and read by the table", async () => {
    const file = encodeInventoryIndex(withSeats, SEATS_TABLE);
    expect(file.col.seats).toEqual(withSeats.map(seatsOf));
    const decoded = await decodeInventoryIndexInSlices(JSON.parse(JSON.stringify(file)), undefined, SEATS_TABLE);
    expect(decoded.vehicles.map(seatsOf)).toEqual(withSeats.map(seatsOf));
    // The site's own table neither writes nor needs it.
    expect(encodeInventoryIndex(withSeats).col.seats).toBeUndefined();
  });

  it("filters, counts and shows its chip once its entry is in the table", () => {
    const prepared = prepareVehicles(withSeats as InventoryVehicle[], SEATS_TABLE);
    const query = parseInventoryQuery("?seatsMin=7", SEATS_TABLE);
    const result = searchInventory(prepared, query, 1_000, SEATS_TABLE);
    expect(result.total).toBe(withSeats.filter((vehicle) => vehicle.seats >= 7).length);
    expect(result.items.every((vehicle) => seatsOf(vehicle) >= 7)).toBe(true);
    expect(activeFilters(query, badges, "en", SEATS_TABLE, SEATS_CHIPS).map((chip) => chip.label)).toEqual([
      "7 or more seats",
    ]);
    expect(activeFilters(query, badges, "es", SEATS_TABLE, SEATS_CHIPS)[0].label).toBe("7 asientos o más");
  });
});
