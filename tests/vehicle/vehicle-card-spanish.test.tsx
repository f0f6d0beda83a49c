// @vitest-environment jsdom
// The vehicle card in Spanish: its messages, the vocabularies and the numbers of the page's language.
import { render, screen } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { VehicleCard } from "../../src/components/vehicle-card/vehicle-card";
import type { Locale } from "../../src/lib/i18n/locale";
import type { VehicleCardData } from "../../src/lib/inventory/types";
import { cardSettingsOf } from "../../src/lib/vehicle-pages/card-settings";
import { site } from "../pages/support-site";
import { civicCard } from "../support/civic-card";

const vehicle: VehicleCardData = {
  ...civicCard,
  mileage: 42150,
  status: "pending",
  badges: ["lowMiles", "getItTomorrow"],
  priceReduction: { amount: 1000, on: "2026-11-20" },
};

const renderCard = (locale: Locale) =>
  render(
    <LocaleProvider value={locale}>
      <VehicleCard vehicle={vehicle} settings={cardSettingsOf(site)} />
    </LocaleProvider>,
  );

// Every word the card itself writes in English; the title, VIN and numbers are the same in both languages.
const ENGLISH =
  /Sale pending|Photo coming soon|Stock|Price reduced|Est\.|\/mo|down|Highlights|report|opens in a new tab/;

describe("VehicleCard in Spanish", () => {
  it("writes the card's words in Spanish", () => {
    const { container } = renderCard("es");
    expect(screen.getByText("Venta pendiente")).toBeInTheDocument();
    expect(screen.getByText("Foto próximamente")).toBeInTheDocument();
    expect(screen.getByText("42,150 mi · N.º de inventario H24100")).toBeInTheDocument();
    expect(screen.getByText("Rebajado $1,000")).toBeInTheDocument();
    // The sample dealer sells in California: the price is named the total price, with what it leaves out.
    expect(container.querySelector(".price + p")).toHaveTextContent(
      "Precio total, más impuestos, título y registro (cargos del gobierno)",
    );
    expect(container.querySelector(".body > p:nth-of-type(5)")?.textContent).toMatch(
      /^Estimado: \$\d[\d,]*\/mes\* · \$[\d,]+ de enganche$/,
    );
    expect(screen.getByRole("list", { name: "Insignias" })).toHaveTextContent("Poco millaje¡Lléveselo mañana!");
    expect(screen.getByRole("link", { name: "Informe CARFAX (se abre en una pestaña nueva)" })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(ENGLISH);
  });

  it("leaves the total-price note off for a dealer outside California", () => {
    const { container } = render(
      <LocaleProvider value="en">
        <VehicleCard vehicle={vehicle} settings={cardSettingsOf({ ...site, sellsInCalifornia: false })} />
      </LocaleProvider>,
    );
    expect(container.querySelector("[data-total-price-note]")).toBeNull();
  });

  it("keeps the English card as it was", () => {
    const { container } = renderCard("en");
    expect(screen.getByText("Sale pending")).toBeInTheDocument();
    expect(screen.getByText("42,150 mi · Stock H24100")).toBeInTheDocument();
    expect(screen.getByText("Price reduced $1,000")).toBeInTheDocument();
    expect(container.querySelector(".price + p")).toHaveTextContent(
      "Total price, plus taxes, title and registration (government fees)",
    );
    expect(container.querySelector(".body > p:nth-of-type(5)")?.textContent).toMatch(
      /^Est\. \$\d[\d,]*\/mo\* · \$[\d,]+ down$/,
    );
    expect(screen.getByRole("list", { name: "Highlights" })).toHaveTextContent(
      `${site.badges.lowMiles.en}${site.badges.getItTomorrow.en}`,
    );
    expect(screen.getByRole("link", { name: "CARFAX report (opens in a new tab)" })).toBeInTheDocument();
  });
});
