// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { SiteLink, useSiteNavigate } from "../../src/components/i18n/site-link";

function GoToCompare() {
  const go = useSiteNavigate();
  return (
    <button type="button" onClick={() => go("/compare/?ids=a,b", { replace: true })}>
      Compare
    </button>
  );
}

describe("SiteLink and useSiteNavigate", () => {
  it("link to the English path on an English page", () => {
    render(<SiteLink to="/inventory/">Inventory</SiteLink>);
    expect(screen.getByRole("link", { name: "Inventory" })).toHaveAttribute("href", "/inventory/");
  });

  it("link to the Spanish twin on a Spanish page, once, keeping the query", () => {
    render(
      <LocaleProvider value="es">
        <SiteLink to="/inventory/?make=Ford">Inventario</SiteLink>
        <SiteLink to="/es/contact/">Contacto</SiteLink>
      </LocaleProvider>,
    );
    expect(screen.getByRole("link", { name: "Inventario" })).toHaveAttribute("href", "/es/inventory/?make=Ford");
    expect(screen.getByRole("link", { name: "Contacto" })).toHaveAttribute("href", "/es/contact/");
  });

  it("navigate within the page's language", () => {
    render(
      <LocaleProvider value="es">
        <GoToCompare />
      </LocaleProvider>,
    );
    act(() => screen.getByRole("button", { name: "Compare" }).click());
    expect(navigate).toHaveBeenLastCalledWith("/es/compare/?ids=a,b", { replace: true });
  });
});
