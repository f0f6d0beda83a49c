// @vitest-environment jsdom
// The filters panel redraws only the parts a change touched, and its counts a frame later
// (src/components/inventory/filters-panel.tsx): a part drawn before must still act on the latest query.
import { act, fireEvent, render, screen } from "@testing-library/react";
import React, { useMemo, useState } from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { FiltersPanel } from "../../src/components/inventory/filters-panel";
import { inventoryOptions } from "../../src/lib/inventory/facets";
import { prepareVehicles } from "../../src/lib/inventory/filter";
import { EMPTY_QUERY, type InventoryQuery } from "../../src/lib/inventory/query";
import { searchInventory } from "../../src/lib/inventory/search";
import { BADGE_LABELS, listedInventory } from "./fixtures";

const badges = BADGE_LABELS;
const vehicles = listedInventory(120);
const items = prepareVehicles(vehicles);
const options = inventoryOptions(vehicles);

function Search({ seen }: { seen: InventoryQuery[] }) {
  const [query, setQuery] = useState<InventoryQuery>(EMPTY_QUERY);
  const counts = useMemo(() => searchInventory(items, query).counts, [query]);
  const onChange = (next: InventoryQuery) => {
    seen.push(next);
    setQuery(next);
  };
  return (
    <LocaleProvider value="en">
      <FiltersPanel query={query} options={options} counts={counts} badgeLabels={badges} onChange={onChange} />
    </LocaleProvider>
  );
}

describe("the filters panel's parts", () => {
  it("act on the latest query, the parts left as they were included, and show the new counts", async () => {
    const seen: InventoryQuery[] = [];
    render(<Search seen={seen} />);
    const [body] = options.body;
    const checkbox = screen.getByRole("checkbox", { name: new RegExp(`^${body}\\b`) });
    await act(async () => {
      fireEvent.click(checkbox);
    });
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    // The make select was not redrawn by the click (its choices' counts may be); its handler still knows the body style.
    const make = screen.getByRole("combobox", { name: "Make" }) as HTMLSelectElement;
    const [firstMake] = options.makes;
    await act(async () => {
      fireEvent.change(make, { target: { value: firstMake } });
    });
    expect(seen.at(-1)).toMatchObject({ body: [body], make: firstMake });
    // A price limit after both keeps both.
    const highest = screen.getByRole("combobox", { name: "Highest price" }) as HTMLSelectElement;
    await act(async () => {
      fireEvent.change(highest, { target: { value: highest.options[1].value } });
    });
    expect(seen.at(-1)).toMatchObject({ body: [body], make: firstMake, priceMax: Number(highest.options[1].value) });
    // The counts have caught up: each make's count is what choosing it would show with the other filters.
    const expected = searchInventory(items, { ...seen.at(-1)!, make: "" }).counts.make[firstMake] ?? 0;
    expect(make.selectedOptions[0].textContent).toBe(`${firstMake} (${expected})`);
  });
});
