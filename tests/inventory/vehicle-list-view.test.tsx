// @vitest-environment jsdom
// The static vehicle lists (/vehicles/, /vehicles/make/<make>/) in English and, on /es/, in Spanish.
import { render, screen } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { VehicleListView, type VehicleListViewProps } from "../../src/components/inventory/vehicle-list-view";
import type { Locale } from "../../src/lib/i18n/locale";
import { cardSettingsOf } from "../../src/lib/vehicle-pages/card-settings";
import { site } from "../pages/support-site";
import { civicCard } from "../support/civic-card";

const renderList = (locale: Locale, overrides: Partial<VehicleListViewProps> = {}) =>
  render(
    <LocaleProvider value={locale}>
      <VehicleListView
        title={locale === "es" ? "Vehículos Honda usados en venta" : "Used Honda vehicles for sale"}
        vehicles={[civicCard]}
        page={2}
        pageCount={3}
        total={1250}
        hrefFor={(n) => `/vehicles/make/honda/${n}/`}
        makes={["Honda", "Toyota"]}
        currentMake="Honda"
        settings={cardSettingsOf(site)}
        phone="(916) 555-0142"
        searchHref="/inventory/?make=Honda"
        {...overrides}
      />
    </LocaleProvider>,
  );

describe("VehicleListView", () => {
  it("says the count, the page and the way to search in English", () => {
    renderList("en");
    expect(screen.getByText("1,250 vehicles · page 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search and filter Honda vehicles" })).toHaveAttribute(
      "href",
      "/inventory/?make=Honda",
    );
    expect(screen.getByRole("navigation", { name: "Used Honda vehicles for sale: pages" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page 3" })).toBeInTheDocument();
    expect(screen.getByText("Previous page")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Shop by make" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All makes" })).toHaveAttribute("href", "/vehicles/");
  });

  it("says them in Spanish on /es/", () => {
    const { container } = renderList("es");
    expect(screen.getByText("1,250 vehículos · página 2 de 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buscar y filtrar vehículos Honda" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Vehículos" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Vehículos Honda usados en venta: páginas" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Página 3" })).toBeInTheDocument();
    expect(screen.getByText("Página anterior")).toBeInTheDocument();
    expect(screen.getByText("Página siguiente")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Compre por marca" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Todas las marcas" })).toBeInTheDocument();
    const words = container.cloneNode(true) as HTMLElement;
    words.querySelectorAll("article").forEach((card) => card.remove());
    expect(words.textContent).not.toMatch(/\b(vehicles?|page|Search and filter|Shop by make|All makes)\b/);
  });

  it("says a list with one vehicle in the singular and an empty list's way forward, in both languages", () => {
    renderList("es", { vehicles: [], total: 1, pageCount: 1, page: 1, currentMake: undefined });
    expect(screen.getByText("1 vehículo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buscar y filtrar en el inventario" })).toBeInTheDocument();
    expect(
      screen.getByText(/^Por ahora no hay vehículos aquí\. Cada semana llegan autos a nuestro lote: llámenos al/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(916) 555-0142" })).toHaveAttribute("href", "tel:+19165550142");
  });

  it("keeps the English empty list as it was", () => {
    renderList("en", { vehicles: [], total: 0, pageCount: 1, page: 1, currentMake: undefined });
    expect(screen.getByText("0 vehicles")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search and filter the inventory" })).toBeInTheDocument();
    expect(screen.getByText(/^No vehicles here right now\./)).toHaveTextContent(
      "No vehicles here right now. New arrivals come in every week: call us at (916) 555-0142 and we'll tell you what's coming.",
    );
  });
});
