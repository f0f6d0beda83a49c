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

  it("says it in Spanish on the Spanish offline page", () => {
    const { container } = render(
      <LocaleProvider value="es">
        <OfflineMessage businessName="Sierra Vista Motors" phone="(916) 555-0142" />
      </LocaleProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "No tiene conexión" })).toBeInTheDocument();
    expect(container).toHaveTextContent("¿Quiere hablar sobre un auto ahora mismo? Llame a Sierra Vista Motors:");
    expect(screen.getByRole("link", { name: "Intentar de nuevo" })).toHaveAttribute("data-retry", "");
    expect(screen.getByRole("link", { name: "Página de inicio" })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/offline|saved|Try again/);
  });
});
