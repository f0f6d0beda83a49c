// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { OfflineMessage } from "../../src/components/offline-message";

describe("OfflineMessage", () => {
  it("tells the shopper they are offline and how to reach the dealer", () => {
    render(<OfflineMessage businessName="Sierra Vista Motors" phone="(916) 555-0142" />);
    expect(screen.getByRole("heading", { level: 1, name: /you.re offline/i })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(916) 555-0142" })).toHaveAttribute("href", "tel:+19165550142");
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", ".");
    expect(screen.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
  });

  it("says it in Spanish at /es/offline/", () => {
    render(
      <LocaleProvider value="es">
        <OfflineMessage businessName="Sierra Vista Motors" phone="(916) 555-0142" />
      </LocaleProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "No tiene conexión" })).toBeInTheDocument();
    expect(screen.getByText(/^Esta página todavía no se ha guardado en este dispositivo/)).toBeInTheDocument();
    expect(screen.getByText("¿Quiere hablar de un auto ahora mismo? Llame a Sierra Vista Motors:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(916) 555-0142" })).toHaveAttribute("href", "tel:+19165550142");
    expect(screen.getByRole("link", { name: "Intentar de nuevo" })).toHaveAttribute("href", ".");
    expect(screen.getByRole("link", { name: "Página principal" })).toBeInTheDocument();
  });
});
