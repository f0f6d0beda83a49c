// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { InventorySearch, type InventorySearchProps } from "../../src/components/inventory/inventory-search";
import type { Locale } from "../../src/lib/i18n/locale";
import { inventoryOptions } from "../../src/lib/inventory/facets";
import { prepareVehicles } from "../../src/lib/inventory/filter";
import { decodeInventoryIndexInSlices, encodeInventoryIndex } from "../../src/lib/inventory/index-format";
import { EMPTY_QUERY } from "../../src/lib/inventory/query";
import { searchInventory } from "../../src/lib/inventory/search";
import type { VehicleCardData } from "../../src/lib/inventory/types";
import { listedInventory } from "./fixtures";

const site = {
  phone: "(916) 555-0142",
  financing: { creditScore: 720, termMonths: 72, annualIncome: 100000, apr: 7.99, downPaymentPercent: 10 },
  badges: {
    lowPrice: { en: "Low Price" },
    lowMiles: { en: "Low Miles" },
    dealerInspected: { en: "Dealer Inspected" },
    localDelivery: { en: "LOCAL DELIVERY" },
    getItTomorrow: { en: "Get it Tomorrow!" },
  },
};

const vehicles = listedInventory(60);

// Role queries walk the whole DOM; a busy CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
const index = await decodeInventoryIndexInSlices(
  JSON.parse(JSON.stringify(encodeInventoryIndex(vehicles.map(({ path: _p, imageRef: _i, ...v }) => v)))),
);
const firstPage = searchInventory(prepareVehicles(index.vehicles), EMPTY_QUERY);
const initialVehicles: VehicleCardData[] = firstPage.items.map((v) => ({ ...v }));

// How long a query waits for the searched results: the index is decoded and searched in the test's process.
const LOADED = { timeout: 10_000 };

let renders = 0;

function renderSearch(search: string, overrides: Partial<InventorySearchProps> = {}, locale: Locale = "en") {
  renders += 1;
  const navigateTo = vi.fn();
  const loadIndex = vi.fn(() => Promise.resolve(index));
  const props: InventorySearchProps = {
    search,
    navigateTo,
    initialVehicles,
    total: index.vehicles.length,
    options: inventoryOptions(index.vehicles),
    counts: firstPage.counts,
    // Each render its own address: downloads are shared per address within a page load.
    indexUrl: `/static/inventory-test-${renders}.json`,
    loadIndex,
    site,
    ...overrides,
  };
  const view = render(
    <LocaleProvider value={locale}>
      <InventorySearch {...props} />
    </LocaleProvider>,
  );
  // A rerender keeps the provider, so React keeps the same search (and its state) mounted.
  const rerender = (ui: React.ReactElement) => view.rerender(<LocaleProvider value={locale}>{ui}</LocaleProvider>);
  return { ...view, rerender, navigateTo, loadIndex, props };
}

/** The filters fold away on a phone-sized window (jsdom matches no media query): open them as a shopper would. */
async function openFilters(user = userEvent.setup(), locale: Locale = "en") {
  const [toggle, form] = locale === "es" ? [/^Filtros/, "Filtrar vehículos"] : [/^Filters/, "Filter vehicles"];
  await user.click(screen.getByRole("button", { name: toggle }));
  return within(screen.getByRole("search", { name: form }));
}

const cardTitles = (listName = "Vehicles") =>
  within(screen.getByRole("list", { name: listName }))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("InventorySearch", () => {
  it("lists the first page of the inventory with a live count", async () => {
    renderSearch("");
    expect(screen.getByRole("status")).toHaveTextContent(`${index.vehicles.length} vehicles in stock`);
    expect(cardTitles()).toHaveLength(24);
    expect(screen.queryByRole("search", { name: "Filter vehicles" })).toBeNull();
    await openFilters();
    expect(screen.getByRole("search", { name: "Filter vehicles" })).toHaveAttribute("method", "get");
  });

  it("applies the search in the URL once the index is loaded", async () => {
    const { loadIndex } = renderSearch("?body=SUV&priceMax=20000&sort=price-asc");
    expect(loadIndex).toHaveBeenCalledTimes(1);
    const expected = index.vehicles
      .filter((v) => v.bodyStyle === "SUV" && v.price <= 20000)
      .sort((a, b) => a.price - b.price || (a.dateInStock < b.dateInStock ? 1 : -1));
    expect(await screen.findByText(`${expected.length} vehicles match`, {}, LOADED)).toBeInTheDocument();
    expect(cardTitles()[0]).toContain(`${expected[0].year} ${expected[0].make} ${expected[0].model}`);
    const filters = await openFilters();
    expect(filters.getByRole("checkbox", { name: /^SUV/ })).toBeChecked();
    expect(filters.getByRole("combobox", { name: "Highest price" })).toHaveValue("20000");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
    expect(screen.getByRole("button", { name: "Remove filter: SUV" })).toBeInTheDocument();
  });

  it("puts each filter and sort change into the URL", async () => {
    const user = userEvent.setup();
    const { navigateTo } = renderSearch("?body=SUV");
    await screen.findByText(/vehicles match/, {}, LOADED);
    const filters = await openFilters(user);
    await user.click(filters.getByRole("checkbox", { name: /^Truck/ }));
    expect(navigateTo).toHaveBeenLastCalledWith("?body=SUV&body=Truck", { replace: false });
    await user.selectOptions(filters.getByRole("combobox", { name: "Mileage" }), "80000");
    // Each change shows at once, before the URL (here never) catches up.
    expect(filters.getByRole("checkbox", { name: /^Truck/ })).toBeChecked();
    expect(navigateTo).toHaveBeenLastCalledWith("?body=SUV&body=Truck&mileageMax=80000", { replace: false });
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price-desc");
    expect(navigateTo).toHaveBeenLastCalledWith("?body=SUV&body=Truck&mileageMax=80000&sort=price-desc", {
      replace: false,
    });
    await user.click(screen.getByRole("button", { name: "Remove filter: SUV" }));
    expect(navigateTo).toHaveBeenLastCalledWith("?body=Truck&mileageMax=80000&sort=price-desc", { replace: false });
  });

  it("offers only the chosen make's models", async () => {
    renderSearch("?make=Toyota");
    await screen.findByText(/vehicles match/, {}, LOADED);
    const filters = await openFilters();
    const models = within(filters.getByRole("combobox", { name: "Model" }))
      .getAllByRole("option")
      .map((o) => o.textContent?.replace(/ \(\d+\)$/, ""));
    expect(models).toEqual(["Any model", "Camry", "Prius", "RAV4", "Tacoma"]);
  });

  it("searches by keyword after a short pause, replacing its own history entry while typing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { navigateTo, rerender, props } = renderSearch("");
    const box = screen.getByRole("searchbox", { name: /search by make/i });
    await user.type(box, "tac");
    act(() => vi.advanceTimersByTime(400));
    expect(navigateTo).toHaveBeenLastCalledWith("?q=tac", { replace: false });
    rerender(<InventorySearch {...props} search="?q=tac" />);
    await user.type(box, "oma");
    act(() => vi.advanceTimersByTime(400));
    expect(navigateTo).toHaveBeenLastCalledWith("?q=tacoma", { replace: true });
    vi.useRealTimers();
  });

  it("helps when nothing matches: remove a filter, clear all, or call", async () => {
    const make = vehicles[0].make;
    const body = ["Convertible", "Minivan", "Wagon", "Truck", "Coupe"].find(
      (b) => !vehicles.some((v) => v.make === make && v.bodyStyle === b),
    );
    const withBody = vehicles.filter((v) => v.bodyStyle === body).length;
    expect(withBody).toBeGreaterThan(0);
    renderSearch(`?make=${make}&body=${body}`);
    expect(
      await screen.findByRole("heading", { name: "No vehicles match all of those filters" }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText("0 vehicles match")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Remove filter: ${make} (${withBody} without it)` })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clear all filters" })).toHaveAttribute("href", "/inventory/");
    expect(screen.getByRole("link", { name: "(916) 555-0142" })).toHaveAttribute("href", "tel:+19165550142");
  });

  it("says so, with a way forward, when the index cannot be loaded", async () => {
    const user = userEvent.setup();
    const loadIndex = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(index);
    renderSearch("?body=SUV", { loadIndex, indexUrl: "/static/inventory-failing.json" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The search could not load (offline)");
    expect(within(alert).getByRole("link", { name: /browse every vehicle/ })).toHaveAttribute("href", "/vehicles/");
    await user.click(within(alert).getByRole("button", { name: "try again" }));
    expect(await screen.findByText(/vehicles match/, {}, LOADED)).toBeInTheDocument();
  });

  it("shows the payment disclaimer with the estimates", () => {
    renderSearch("");
    expect(screen.getByText(/720 credit score, a 72-month term, \$100,000 annual gross income/)).toBeInTheDocument();
    expect(screen.getAllByText(/\/mo$/).length).toBeGreaterThan(0);
  });
});

// Words of the search's own English that must not show on /es/ (the cards, the make and model names and the
// dealer's phone are not the search's words).
const SEARCH_ENGLISH =
  /\b(Inventory|Filters|Search|Sort by|Body style|Price|Year|Any|vehicles? (match|in stock)|Shop by make|Clear all|Remove filter|without it|or newer|or older|Up to)\b/;

describe("InventorySearch in Spanish", () => {
  it("counts, labels and names its filters in Spanish, the vocabularies and numbers included", async () => {
    const { container } = renderSearch("", {}, "es");
    expect(screen.getByRole("heading", { level: 1, name: "Inventario" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(`${index.vehicles.length} vehículos disponibles`);
    expect(
      screen.getByRole("searchbox", { name: "Buscar por marca, modelo, versión, VIN o número de inventario" }),
    ).toHaveAttribute("placeholder", "Marca, modelo o n.º de inventario");
    expect(cardTitles("Vehículos")).toHaveLength(24);
    const filters = await openFilters(userEvent.setup(), "es");
    expect(filters.getByRole("group", { name: "Tipo de carrocería" })).toBeInTheDocument();
    expect(filters.getAllByRole("checkbox", { name: /^Sedán/ })).toHaveLength(1);
    expect(filters.getByRole("combobox", { name: "Marca" })).toHaveDisplayValue("Cualquier marca");
    expect(filters.getByRole("combobox", { name: "Precio máximo" })).toHaveDisplayValue("Sin máximo");
    expect(filters.getByRole("combobox", { name: "Millaje" })).toHaveDisplayValue("Cualquier millaje");
    expect(filters.getAllByText("Combustible").length).toBeGreaterThan(0);
    expect(filters.getAllByText("Color exterior").length).toBeGreaterThan(0);
    const sort = screen.getByRole("combobox", { name: "Ordenar por" });
    expect(within(sort).getByRole("option", { name: "Precio: de menor a mayor" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Compre por marca" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Páginas de resultados" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Página 2" })).toBeInTheDocument();
    expect(screen.getByText("Página siguiente")).toBeInTheDocument();
    const words = container.cloneNode(true) as HTMLElement;
    words.querySelectorAll("article").forEach((card) => card.remove());
    expect(words.textContent).not.toMatch(SEARCH_ENGLISH);
  });

  it("keeps the English values in the URL and says the chips in Spanish", async () => {
    const user = userEvent.setup();
    const { navigateTo } = renderSearch("?body=SUV&yearMin=2019&mileageMax=80000", {}, "es");
    expect(await screen.findByText(/^\d+ vehículos coinciden$/, {}, LOADED)).toBeInTheDocument();
    const chips = screen.getByRole("list", { name: "Filtros aplicados" });
    expect(within(chips).getByRole("button", { name: "Quitar filtro: 2019 o más reciente" })).toBeInTheDocument();
    expect(within(chips).getByRole("button", { name: "Quitar filtro: Hasta 80,000 millas" })).toBeInTheDocument();
    const filters = await openFilters(user, "es");
    expect(filters.getByRole("combobox", { name: "Año más antiguo" })).toHaveDisplayValue("2019 o más reciente");
    await user.click(filters.getByRole("checkbox", { name: /^Pickup/ }));
    expect(navigateTo).toHaveBeenLastCalledWith("?body=SUV&body=Truck&yearMin=2019&mileageMax=80000", {
      replace: false,
    });
  });

  it("names the badges with the dealer's Spanish labels, else the site's translation", async () => {
    const lowPrice = { en: site.badges.lowPrice.en, es: "Precio de remate" };
    const spanishBadges = { ...site, badges: { ...site.badges, lowPrice } };
    const first = renderSearch("?badge=lowPrice&badge=lowMiles", { site: spanishBadges }, "es");
    const chips = screen.getByRole("list", { name: "Filtros aplicados" });
    expect(within(chips).getByRole("button", { name: "Quitar filtro: Precio de remate" })).toBeInTheDocument();
    expect(within(chips).getByRole("button", { name: "Quitar filtro: Poco millaje" })).toBeInTheDocument();
    first.unmount();
    renderSearch("?badge=lowPrice", { site: spanishBadges }, "en");
    expect(screen.getByRole("button", { name: "Remove filter: Low Price" })).toBeInTheDocument();
  });

  it("names the folded groups' choices and counts what is chosen in Spanish", async () => {
    renderSearch("?transmission=Automatic", {}, "es");
    expect(await screen.findByText(/^\d+ vehículos? coincid/, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Quitar filtro: Automática" })).toBeInTheDocument();
    const filters = await openFilters(userEvent.setup(), "es");
    expect(filters.getByText("1 elegido")).toBeInTheDocument();
    expect(filters.getByRole("checkbox", { name: /^Automática \(\d+\)$/ })).toBeChecked();
  });

  it("says one vehicle in the singular", async () => {
    const only = vehicles.find((v) => vehicles.filter((w) => w.model === v.model).length === 1);
    expect(only).toBeDefined();
    renderSearch(`?q=${encodeURIComponent(only?.model ?? "")}`, {}, "es");
    expect(await screen.findByText("1 vehículo coincide", {}, LOADED)).toBeInTheDocument();
  });

  it("helps in Spanish when nothing matches", async () => {
    const make = vehicles[0].make;
    const body = ["Convertible", "Minivan", "Wagon", "Truck", "Coupe"].find(
      (b) => !vehicles.some((v) => v.make === make && v.bodyStyle === b),
    );
    const withBody = vehicles.filter((v) => v.bodyStyle === body).length;
    renderSearch(`?make=${make}&body=${body}`, {}, "es");
    expect(
      await screen.findByRole("heading", { name: "Ningún vehículo coincide con todos esos filtros" }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText("0 vehículos coinciden")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: `Quitar filtro: ${make} (${withBody} sin este filtro)` }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Quitar todos los filtros" })).toHaveAttribute("href", "/es/inventory/");
    expect(screen.getByText(/^¿Busca algo en particular\? Llámenos al/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(916) 555-0142" })).toHaveAttribute("href", "tel:+19165550142");
  });
});
