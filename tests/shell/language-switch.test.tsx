// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import type { Mock } from "vitest";
import { LocaleProvider, PagePathProvider } from "../../src/components/i18n/locale-context";
import { LanguageSwitch } from "../../src/components/shell/language-switch";
import type { Locale } from "../../src/lib/i18n/locale";
import { siteWith } from "./site-fixture";

function renderOn(pathname: string, locale: Locale, languages: Locale[]) {
  (useStaticQuery as Mock).mockReturnValue({ siteSettings: siteWith({}, { languages }) });
  return render(
    <LocaleProvider value={locale}>
      <PagePathProvider value={pathname}>
        <LanguageSwitch />
      </PagePathProvider>
    </LocaleProvider>,
  );
}

describe("language switch", () => {
  it("links an English page to its Spanish twin, named in Spanish and marked as Spanish", () => {
    renderOn("/inventory/", "en", ["en", "es"]);
    const link = screen.getByRole("link", { name: "Español" });
    expect(link).toHaveAttribute("href", "/es/inventory/");
    expect(link).toHaveAttribute("hreflang", "es");
    expect(link).toHaveAttribute("lang", "es");
    // In a landmark of its own, named in the page's language.
    expect(screen.getByRole("navigation", { name: "Language" })).toContainElement(link);
  });

  it("links a Spanish page back to English", () => {
    renderOn("/es/vehicles/2019-honda-civic-h24100/", "es", ["en", "es"]);
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/vehicles/2019-honda-civic-h24100/");
    expect(screen.getByRole("navigation", { name: "Idioma" })).toBeInTheDocument();
  });

  it("takes the current search along when clicked", () => {
    renderOn("/inventory/", "en", ["en", "es"]);
    window.history.replaceState(null, "", "/inventory/?make=Ford&sort=price-asc");
    const link = screen.getByRole("link", { name: "Español" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(link).toHaveAttribute("href", "/es/inventory/?make=Ford&sort=price-asc");
  });

  it("is not there on an English-only site", () => {
    const { container } = renderOn("/inventory/", "en", ["en"]);
    expect(container).toBeEmptyDOMElement();
  });
});
