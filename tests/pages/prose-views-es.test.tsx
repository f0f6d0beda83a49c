// @vitest-environment jsdom
// The privacy notice, the accessibility statement and the colour page in Spanish: the page's language decides
// every word the code writes, while phone numbers, addresses, e-mail and links stay as they are.
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { AccessibilityView } from "../../src/components/page-views/accessibility-view";
import { ColorsView } from "../../src/components/page-views/colors-view";
import { PrivacyView } from "../../src/components/page-views/privacy-view";
import type { PaletteRow } from "../../src/styles/palette";
import { site } from "./support-site";

// Common English words: none should be left in the Spanish text (names such as "Google Maps" have none of them).
const ENGLISH = /\b(the|and|or|your|our|we|you|what|why|with|this|to|for|of|on|is|not|colours?)\b/i;

const inSpanish = (node: React.ReactElement) => render(<LocaleProvider value="es">{node}</LocaleProvider>);

describe("the privacy notice in Spanish", () => {
  it("says everything in Spanish, with the business's own contact details and links", () => {
    const { container } = inSpanish(
      <PrivacyView site={site} errorReporting leadKeeping={{ encrypted: true, maxDays: 14 }} />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Aviso de privacidad" })).toBeInTheDocument();
    expect(screen.getByText(/Última actualización: 7 de diciembre de 2026\./)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sus derechos de privacidad en California" })).toBeInTheDocument();
    const keeping = screen.getByRole("heading", { name: "Cuánto tiempo la conservamos" }).nextElementSibling;
    expect(keeping).toHaveTextContent(/proveedor de alojamiento web, cifrado\) hasta que nos llega/);
    expect(keeping).toHaveTextContent(/después de 14 días se borra/);
    expect(screen.getByText(/un servicio de reporte de errores/)).toBeInTheDocument();
    for (const strong of container.querySelectorAll("strong")) expect(strong.textContent).toMatch(/^(Qué|Por qué):$/);

    // The contact sentence, twice (rights, questions), with the links and address as written.
    expect(screen.getAllByRole("link", { name: site.phone })).toHaveLength(2);
    for (const link of screen.getAllByRole("link", { name: site.email }))
      expect(link).toHaveAttribute("href", `mailto:${site.email}`);
    expect(container).toHaveTextContent(
      `Para ejercerlos, llame al ${site.phone}, envíe un correo electrónico a ${site.email} o escriba a ${site.businessName}, ${site.address.street}`,
    );
    expect(screen.getByRole("link", { name: "declaración de accesibilidad" })).toHaveAttribute(
      "href",
      "/es/accessibility/",
    );
    expect(container.textContent).not.toMatch(ENGLISH);
  });

  it("says how waiting messages are kept without a key, in Spanish", () => {
    inSpanish(<PrivacyView site={site} errorReporting={false} leadKeeping={{ encrypted: false, maxDays: 30 }} />);
    const keeping = screen.getByRole("heading", { name: "Cuánto tiempo la conservamos" }).nextElementSibling;
    expect(keeping).toHaveTextContent(/proveedor de alojamiento web, que solo nosotros podemos leer\)/);
    expect(keeping).not.toHaveTextContent(/cifrado/);
    expect(screen.queryByText(/reporte de errores/)).toBeNull();
  });
});

describe("the accessibility statement in Spanish", () => {
  it("says everything in Spanish, keeping the links' addresses", () => {
    const { container } = inSpanish(<AccessibilityView site={site} />);
    expect(screen.getByRole("heading", { level: 1, name: "Declaración de accesibilidad" })).toBeInTheDocument();
    expect(screen.getByText(/Última revisión: 21 de noviembre de 2026\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "tabla de colores" })).toHaveAttribute("href", "/es/colors/");
    expect(screen.getByRole("link", { name: "página de contacto" })).toHaveAttribute("href", "/es/contact/");
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}?subject=Problema%20de%20accesibilidad%20en%20el%20sitio%20web`,
    );
    expect(container).toHaveTextContent(`Teléfono: ${site.phone} (el horario está en nuestra página de contacto)`);
    expect(container.textContent).not.toMatch(ENGLISH);
  });
});

describe("the colour page in Spanish", { timeout: 30_000 }, () => {
  it("names the colours, the columns and the verdicts in Spanish", () => {
    const palette: PaletteRow[] = [
      { token: "surface", label: "Card / panel surface", light: "#ffffff", dark: "#000000" },
      // Pale text fails in light mode, on its own row and on the surface row (measured with it).
      { token: "text", label: "Body text", light: "#bbbbbb", dark: "#ffffff", against: "surface" },
      { token: "border", label: "Borders and dividers", light: "#dddddd", dark: "#333333" },
    ];
    const { container } = inSpanish(<ColorsView palette={palette} />);
    expect(screen.getByRole("heading", { level: 1, name: "Colores" })).toBeInTheDocument();
    const table = screen.getByRole("table", {
      name: "Colores de la paleta con sus valores claro y oscuro y su contraste",
    });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Color", "Claro", "Oscuro", "Medido", "Contraste, claro", "Contraste, oscuro"]);
    const text = within(table).getByRole("row", { name: /^Texto principal/ });
    expect(text).toHaveTextContent("text sobre surface");
    expect(text).toHaveTextContent(/No cumple AA \(4\.5:1\).*Cumple AA \(4\.5:1\)/);
    expect(within(table).getByRole("row", { name: /^Bordes y separadores/ })).toHaveTextContent(
      "Decorativo, sin mínimo",
    );
    expect(
      screen.getByText(/Colores que no alcanzan su contraste mínimo en al menos un modo: 2 de 3\./),
    ).toBeInTheDocument();
    // The tokens are code, in English by nature; every other word is Spanish.
    for (const code of container.querySelectorAll("code")) code.remove();
    expect(container.textContent).not.toMatch(ENGLISH);
  });
});
