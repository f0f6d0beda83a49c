// @vitest-environment jsdom
// The vehicle page in Spanish: headings, buttons, specifications, price lines, gallery and Buyers Guide in the
// page's language; and the English page as it was.
import { cleanup, render, screen, within } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { VehicleDetailView } from "../../src/components/vehicle-detail/vehicle-detail-view";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import type { Locale } from "../../src/lib/i18n/locale";
import type { VehicleDetailData } from "../../src/lib/vehicle-pages/detail-data";
import { site } from "../pages/support-site";
import { civicCard } from "../support/civic-card";

const {
  photos: _photos,
  video: _video,
  previousPrice: _was,
  priceReducedOn: _on,
  ...content
} = makeVehicle({
  exteriorColor: "Crystal Black Pearl",
  features: ["Apple CarPlay", "Backup Camera", "Bespoke Gizmo"],
  keys: 2,
});

const vehicle: VehicleDetailData = {
  ...content,
  path: "/vehicles/2020-honda-accord-a1001/",
  vehiclePrice: content.price,
  price: content.price + 85,
  priceReduction: { amount: 1000, on: "2026-11-20" },
  photos: [
    { alt: "Front of the car", altWritten: true, main: null, thumb: null, share: null },
    { alt: "2020 Honda Accord, photo 2 of 2", altWritten: false, main: null, thumb: null, share: null },
  ],
  video: {
    kind: "hosted",
    host: "youtube",
    watchUrl: "https://www.youtube.com/watch?v=abc123DEF45",
    embedUrl: "https://www.youtube-nocookie.com/embed/abc123DEF45",
  },
};

const renderPage = (locale: Locale, overrides: Partial<VehicleDetailData> = {}) =>
  render(
    <LocaleProvider value={locale}>
      <VehicleDetailView
        vehicle={{ ...vehicle, ...overrides }}
        similar={[civicCard]}
        site={site}
        inquiryForm={<form aria-label="inquiry" />}
      />
    </LocaleProvider>,
  );

const specRows = () =>
  Object.fromEntries(
    within(screen.getByRole("table", { name: /Especificaciones|Specifications/ }))
      .getAllByRole("row")
      .map((row) => [row.querySelector("th")?.textContent, row.querySelector("td")?.textContent]),
  );

const main = (container: HTMLElement) => {
  // The finance disclaimer and the save button are other areas' words (translated with them).
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelector("#finance-disclaimer")?.remove();
  return copy;
};

// The page's own English words: none may remain on the Spanish page (staff-written text aside).
const ENGLISH =
  /Inventory|Sale pending|Specifications|Features|Warranty|Ask about|About this|Similar vehicles|Body style|Mileage|\bmiles\b|Exterior color|Drivetrain|Fuel|Transmission|Price reduced|Est\.|\/mo\b|\bdown\b|Calculate|Call |Text us|Share|Value your|Confirm|recalls|Photos|Walk-around|Watch on|How the price|Vehicle price|included|Plus tax|Optional|Stock|report|opens in|\bcity\b|highway|\b(Keys|Year|Make|Model|Trim|Engine)\b/;

describe("VehicleDetailView in Spanish", () => {
  it("writes the page's headings, buttons and price lines in Spanish", () => {
    const { container } = renderPage("es");
    for (const heading of [
      "Video de recorrido",
      "Acerca de este vehículo",
      "Características",
      "Especificaciones",
      "Garantía (Guía del Comprador)",
      "Pregunte por este vehículo",
      "Vehículos similares",
    ])
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Ruta de navegación" })).toHaveTextContent("Inventario");
    expect(container.querySelector(".facts")).toHaveTextContent(
      "42,150 millas · Sedán · Tracción delantera (FWD) · Negro (Crystal Black Pearl)",
    );
    expect(screen.getByText("Rebajado $1,000")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Cómo se calcula el precio" })).toHaveTextContent(
      "Precio del vehículo$21,995Cargo por documentación$85Precio total$22,080",
    );
    // The sample dealer sells in California: the price is the CARS Act's total price, said once beside it, and
    // the 3-day right to cancel with this car's restocking fee (1.5% of $22,080).
    expect(document.querySelector("p.price + p")).toHaveTextContent(
      "Precio total, más impuestos, título y registro (cargos del gobierno)",
    );
    expect(screen.queryByText("No incluye: impuestos, título y registro (cargos del gobierno).")).toBeNull();
    expect(screen.getByRole("region", { name: "Derecho a cancelar en 3 días" })).toHaveTextContent(
      /cargo de reposición de \$331\.20 por este vehículo/,
    );
    expect(
      screen.getByText(/^\$[\d,]+ de enganche, \d+ meses, tasa de porcentaje anual \(APR\) del [\d.]+%$/),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Confirmar disponibilidad" })).toHaveAttribute("href", "#inquiry");
    expect(screen.getByRole("link", { name: /Llamar al/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Envíenos un texto" }).getAttribute("href")).toContain(
      encodeURIComponent("Hola, me interesa el 2020 Honda Accord Sport (n.º de inventario A1001)."),
    );
    expect(screen.getByRole("button", { name: "Compartir" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cotice su auto a cuenta" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Consulte los llamados a revisión pendientes/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reproducir el video de recorrido del 2020 Honda Accord Sport" }));
    expect(screen.getByRole("button", { name: "Foto siguiente" })).toBeInTheDocument();
    expect(screen.getByText("COMO ESTÁ - SIN GARANTÍA DEL CONCESIONARIO")).toBeInTheDocument();
  });

  it("shows the specifications and features in Spanish, staff-written names marked English", () => {
    renderPage("es");
    expect(specRows()).toMatchObject({
      Año: "2020",
      "Tipo de carrocería": "Sedán",
      Millaje: "42,150 millas",
      "Color exterior": "Negro (Crystal Black Pearl)",
      "Color interior": "Negro (Black Cloth)",
      Transmisión: "Automática (CVT)",
      Tracción: "Tracción delantera (FWD)",
      Combustible: "Gasolina",
      "Rendimiento de combustible": "30 MPG en ciudad / 38 MPG en carretera",
      Llaves: "2",
      // Spelled out once, here (docs/spanish-glossary.md).
      "VIN (número de identificación del vehículo)": vehicle.vin,
      "Número de inventario": "A1001",
    });
    expect(screen.getByText("Crystal Black Pearl", { selector: "td span" })).toHaveAttribute("lang", "en");
    const features = within(screen.getByRole("heading", { name: "Características" }).parentElement!);
    expect(features.getByText("Cámara de reversa")).not.toHaveAttribute("lang");
    expect(features.getByText("Bespoke Gizmo")).toHaveAttribute("lang", "en");
  });

  it("marks staff's English photo text as English and says the build's default in Spanish", () => {
    renderPage("es");
    expect(screen.getByText("Front of the car")).toHaveAttribute("lang", "en");
    const fallback = screen.getByText(/, foto 2 de 2$/);
    expect(fallback).not.toHaveAttribute("lang");
    expect(fallback.textContent).toMatch(/^2020 Honda Accord/);
  });

  it("leaves none of the page's English words", () => {
    const { container } = renderPage("es", { status: "pending" });
    expect(screen.getAllByText("Venta pendiente").length).toBeGreaterThan(0);
    expect(screen.getByText(/^Hay una venta pendiente para este vehículo\./)).toBeInTheDocument();
    const text = main(container).textContent ?? "";
    const staffWritten = [
      vehicle.description.en,
      "Documentation fee",
      vehicle.engine,
      "Crystal Black Pearl",
      "Black Cloth",
    ];
    const pageWords = staffWritten.reduce((rest, words) => rest.split(words ?? "").join(""), text);
    expect(pageWords).not.toMatch(ENGLISH);
  });

  it("shows the vehicle's Spanish description, else the English one marked English", () => {
    const spanish = "Accord Sport de un solo dueño, con historial limpio y servicio reciente.";
    renderPage("es", { description: { en: vehicle.description.en, es: spanish } });
    const about = screen.getByRole("region", { name: "Acerca de este vehículo" });
    expect(about).toHaveTextContent(spanish);
    expect(about).not.toHaveTextContent(vehicle.description.en);
    expect(about.querySelector("[lang]")).toBeNull();
    cleanup();
    renderPage("es");
    const fallback = screen.getByRole("region", { name: "Acerca de este vehículo" });
    expect(fallback.querySelector('[lang="en"]')).toHaveTextContent(vehicle.description.en);
  });

  it("says a sold car has a new owner, in Spanish", () => {
    renderPage("es", { status: "sold" });
    expect(
      screen.getByRole("heading", { name: "Vendido: este 2020 Honda Accord ya tiene nuevo dueño" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "vea todo nuestro inventario" })).toBeInTheDocument();
  });
});

describe("VehicleDetailView in English", () => {
  it("keeps the English page's words", () => {
    const { container } = renderPage("en");
    expect(container.querySelector(".facts")).toHaveTextContent("42,150 miles · Sedan · FWD · Crystal Black Pearl");
    expect(screen.getByRole("heading", { name: "Warranty (Buyers Guide)" })).toBeInTheDocument();
    expect(screen.getByText("Price reduced $1,000")).toBeInTheDocument();
    expect(specRows()).toMatchObject({
      Mileage: "42,150 miles",
      "Exterior color": "Crystal Black Pearl",
      "Fuel economy": "30 city / 38 highway MPG",
      VIN: vehicle.vin,
    });
    expect(screen.getByRole("link", { name: "Text us" }).getAttribute("href")).toContain(
      encodeURIComponent("Hi, I'm interested in the 2020 Honda Accord Sport (stock A1001)."),
    );
    expect(screen.getByText("AS IS - NO DEALER WARRANTY")).toBeInTheDocument();
  });

  it("shows the English description, unmarked, even when a Spanish one exists", () => {
    renderPage("en", { description: { en: vehicle.description.en, es: "Accord Sport de un solo dueño." } });
    const about = screen.getByRole("region", { name: "About this vehicle" });
    expect(about).toHaveTextContent(vehicle.description.en);
    expect(about).not.toHaveTextContent("dueño");
    expect(about.querySelector("[lang]")).toBeNull();
  });
});
