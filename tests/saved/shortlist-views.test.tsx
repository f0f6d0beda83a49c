// @vitest-environment jsdom
// /saved/ and /compare/ drawn in English and in Spanish, from a shortlist data file served by a stubbed fetch
// (no network): headings, states, buttons and their accessible names, the plural notes, the table's labels.
import { act, render, screen, within } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { CompareView } from "../../src/components/saved/compare-view";
import { SavedView } from "../../src/components/saved/saved-view";
import type { Locale } from "../../src/lib/i18n/locale";
import { SAVED_STORAGE_KEY, serializeSavedList } from "../../src/lib/saved/saved-list";
import { SHORTLIST_DATA_VERSION, type ShortlistVehicle } from "../../src/lib/saved/shortlist-data";
import { site } from "../pages/support-site";

const vehicle = (overrides: Partial<ShortlistVehicle>): ShortlistVehicle => ({
  stockNumber: "A100",
  path: "/vehicles/a/",
  year: 2019,
  make: "Honda",
  model: "Civic",
  trim: "EX",
  status: "available",
  price: 18995,
  mileage: 42000,
  bodyStyle: "Sedan",
  drivetrain: "FWD",
  fuelType: "Gasoline",
  transmission: "CVT",
  mpgCity: 30,
  mpgHighway: 38,
  exteriorColor: "Blue",
  interiorColor: "Black",
  warranty: "As is: no dealer warranty",
  features: ["Bluetooth", "Backup Camera", "Wood trim"],
  image: null,
  ...overrides,
});

const FILE = {
  v: SHORTLIST_DATA_VERSION,
  shapes: [],
  vehicles: [
    vehicle({}),
    vehicle({ stockNumber: "B200", model: "Accord", price: 21995, exteriorColor: "Red" }),
    vehicle({ stockNumber: "S900", model: "Fit", status: "sold" }),
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => ({ ok: true, status: 200, json: async () => FILE })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const inLocale = (locale: Locale, element: React.ReactElement) =>
  render(<LocaleProvider value={locale}>{element}</LocaleProvider>);

function saved(stock: string[]) {
  localStorage.setItem(SAVED_STORAGE_KEY, serializeSavedList(stock));
}

// jsdom's accessible names drop the space that starts a visually hidden span ("Remove<span> stock A100</span>"),
// which browsers keep: the names below allow for both.

// Words of the views' English text that their Spanish never uses (vehicle titles and the warranty are content).
const ENGLISH =
  /\b(the|and|you|your|vehicles?|saved|compare|remove|stock|price|loading|sold|listed|chosen|choose|differs|mileage|features)\b/i;

describe("the saved vehicles page", () => {
  it("shows the empty state in English and in Spanish", () => {
    const english = inLocale("en", <SavedView dataUrl="/static/shortlist.json" />);
    expect(screen.getByRole("heading", { level: 1, name: "Saved vehicles" })).toBeInTheDocument();
    expect(screen.getByText(/You have not saved any vehicles yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the inventory" })).toBeInTheDocument();
    english.unmount();

    inLocale("es", <SavedView dataUrl="/static/shortlist.json" />);
    expect(screen.getByRole("heading", { level: 1, name: "Vehículos guardados" })).toBeInTheDocument();
    expect(
      screen.getByText("Todavía no ha guardado ningún vehículo. Toque el corazón de un vehículo para guardarlo aquí."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver el inventario" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Seguir viendo autos" })).toBeInTheDocument();
  });

  it("lists the saved vehicles in English, with the plural notes", async () => {
    saved(["A100", "S900", "GONE1"]);
    inLocale("en", <SavedView dataUrl="/static/shortlist.json" />);
    const list = await screen.findByRole("list", { name: "Saved vehicles" });
    expect(within(list).getByRole("heading", { name: "Stock GONE1" })).toBeInTheDocument();
    expect(screen.getByText(/^2 saved vehicles are sold or no longer listed\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove them" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Remove\s*stock A100$/ })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /^Compare\s*2019 Honda Civic EX$/ })).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Compare selected (0)" }).click());
    expect(screen.getByRole("status")).toHaveTextContent("Choose 2 to 4 vehicles to compare; 0 chosen.");
  });

  it("lists them in Spanish, names every button in Spanish and agrees the plurals", async () => {
    saved(["A100", "S900"]);
    const { container } = inLocale("es", <SavedView dataUrl="/static/shortlist.json" />);
    const list = await screen.findByRole("list", { name: "Vehículos guardados" });
    expect(within(list).getByText("42,000 mi · N.º de inventario A100")).toBeInTheDocument();
    expect(within(list).getByText("Este vehículo ya se vendió.")).toBeInTheDocument();
    expect(screen.getByText("Un vehículo guardado ya se vendió o ya no está en el inventario.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Quitarlo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Quitar\s*número de inventario A100$/ })).toBeInTheDocument();
    const checkbox = screen.getByRole("checkbox", { name: /^Comparar\s*2019 Honda Civic EX$/ });
    act(() => checkbox.click());
    act(() => screen.getByRole("button", { name: "Comparar seleccionados (1)" }).click());
    expect(screen.getByRole("status")).toHaveTextContent("Elija de 2 a 4 vehículos para comparar; 1 elegido.");

    const text = (container.textContent ?? "").replace(/2019 Honda (Civic|Fit) EX/g, "");
    expect(text.match(ENGLISH), text).toBeNull();
  });
});

describe("the compare page", () => {
  it("explains what to do with too few vehicles, in Spanish", () => {
    inLocale("es", <CompareView search="?stock=A100" dataUrl="/static/shortlist.json" site={site} />);
    expect(screen.getByRole("heading", { level: 1, name: "Comparar vehículos" })).toBeInTheDocument();
    expect(screen.getByText("Elija al menos 2 vehículos para comparar.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "vehículos guardados" })).toHaveAttribute("href", "/es/saved/");
    expect(screen.getByRole("link", { name: "vea el inventario" })).toBeInTheDocument();
  });

  it("compares in English as before", async () => {
    inLocale("en", <CompareView search="?stock=A100,B200,GONE1" dataUrl="/static/shortlist.json" site={site} />);
    const table = await screen.findByRole("table", { name: "2 vehicles compared; swipe sideways for more" });
    expect(within(table).getByRole("rowheader", { name: /^Exterior color/ })).toHaveTextContent("≠ Differs");
    expect(within(table).getByRole("rowheader", { name: "Body style" })).toBeInTheDocument();
    expect(
      screen.getByText("Not found: GONE1. This vehicle is no longer listed, or the link has a typo."),
    ).toBeInTheDocument();
  });

  it("compares in Spanish: row labels, the vocabularies, the notes and the disclaimer", async () => {
    const { container } = inLocale(
      "es",
      <CompareView search="?stock=A100,S900,GONE1,GONE2" dataUrl="/static/shortlist.json" site={site} />,
    );
    const table = await screen.findByRole("table", {
      name: "2 vehículos comparados; deslice hacia un lado para ver más",
    });
    const row = (name: string | RegExp) => within(table).getByRole("rowheader", { name }).closest("tr")!;
    expect(row("Tipo de carrocería")).toHaveTextContent("SedánSedán");
    expect(row(/^Precio/)).toHaveTextContent("≠ Distinto");
    expect(within(row(/^Precio/)).getAllByRole("cell")[1]).toHaveTextContent("Vendido");
    expect(row("Millaje")).toHaveTextContent("42,000 mi");
    expect(within(row("Garantía")).getAllByRole("cell")[0]).toHaveTextContent(
      "Como está: sin garantía del concesionario",
    );
    expect(within(row("Características")).getAllByText("Wood trim")[0]).toHaveAttribute("lang", "en");
    expect(within(row("Características")).getAllByText("Cámara de reversa")).toHaveLength(2);
    expect(
      screen.getByText(
        "No se encontraron: GONE1, GONE2. Estos vehículos ya no están en el inventario, o el enlace tiene un error.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Vendido: 2019 Honda Fit EX\. Se queda en la tabla/)).toBeInTheDocument();
    expect(screen.getByText(/Los pagos estimados son solo ilustrativos/)).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Mostrar solo las diferencias" })).toBeInTheDocument();

    const copy = container.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"]').forEach((node) => node.remove());
    const text = (copy.textContent ?? "").replace(/2019 Honda (Civic|Fit) EX/g, "");
    expect(text.match(ENGLISH), text).toBeNull();
  });
});
