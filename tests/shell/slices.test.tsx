// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import type { Mock } from "vitest";
import CreditBarSlice from "../../src/slices/credit-bar";
import FooterSlice from "../../src/slices/footer";
import HeaderCenteredSlice from "../../src/slices/header-centered";
import HeaderClassicSlice from "../../src/slices/header-classic";
import HeaderFinancingFirstSlice from "../../src/slices/header-financing-first";
import TopBarSlice from "../../src/slices/top-bar";
import { siteWith } from "./site-fixture";

// Each slice reads the settings through its own static query (useSiteSettings).
function withSettings(flags = {}) {
  (useStaticQuery as Mock).mockReturnValue({ siteSettings: siteWith(flags) });
}

beforeEach(() => {
  window.matchMedia = (() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

describe("shell slices", () => {
  it.each([
    ["classic", HeaderClassicSlice],
    ["centered", HeaderCenteredSlice],
    ["financing-first", HeaderFinancingFirstSlice],
  ] as const)("the %s header slice renders its variant with the section passed by the page", (variant, Slice) => {
    withSettings();
    render(<Slice data={{}} sliceContext={{ locale: "en", variant }} section="financing" />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-header-variant", variant);
    expect(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { current: "page" }),
    ).toHaveTextContent("Financing");
  });

  it("the footer slice keeps Financing in its site map in the financing-first variant, whatever the flag", () => {
    withSettings({ financing: false });
    const { unmount } = render(<FooterSlice data={{}} sliceContext={{ locale: "en", variant: "financing-first" }} />);
    expect(screen.getByRole("link", { name: "Financing" })).toHaveAttribute("href", "/financing/");
    unmount();
    render(<FooterSlice data={{}} sliceContext={{ locale: "en", variant: "classic" }} />);
    expect(screen.queryByRole("link", { name: "Financing" })).toBeNull();
  });

  it("the top bar and credit bar slices render from the settings and the build year", () => {
    withSettings();
    render(
      <>
        <TopBarSlice data={{}} sliceContext={{ locale: "en" }} />
        <CreditBarSlice data={{}} sliceContext={{ locale: "en", year: 2030 }} />
      </>,
    );
    expect(screen.getByRole("link", { name: /Call or text/ })).toHaveAttribute("href", "tel:+19165550142");
    expect(screen.getByText(/© 2030 Sierra Vista Motors/)).toBeInTheDocument();
  });

  it("draws the Spanish shell from a Spanish slice's context: messages, names and the menu", () => {
    withSettings();
    render(
      <>
        <TopBarSlice data={{}} sliceContext={{ locale: "es" }} />
        <HeaderClassicSlice data={{}} sliceContext={{ locale: "es", variant: "classic" }} section="inventory" />
        <FooterSlice data={{}} sliceContext={{ locale: "es", variant: "classic" }} />
        <CreditBarSlice data={{}} sliceContext={{ locale: "es", year: 2030 }} />
      </>,
    );
    expect(screen.getByRole("link", { name: /Llame o envíe un mensaje de texto al/ })).toHaveAttribute(
      "href",
      "tel:+19165550142",
    );
    expect(
      within(screen.getByRole("navigation", { name: "Principal" })).getByRole("link", { current: "page" }),
    ).toHaveTextContent("Inventario");
    expect(screen.getByRole("heading", { name: "Horario de atención" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Menú/ })).toBeInTheDocument();
    expect(screen.getByText(/© 2030 Sierra Vista Motors\. Todos los derechos reservados\./)).toBeInTheDocument();
    expect(screen.queryByText(/Hours of Operation|All rights reserved|Call or text|Call us/)).toBeNull();
    expect(screen.getByText("Llámenos")).toBeInTheDocument();
  });

  it("shows the footer's tagline in Spanish where staff wrote one, else the English one marked as English", () => {
    const site = siteWith();
    withSettings();
    const { unmount } = render(<FooterSlice data={{}} sliceContext={{ locale: "es", variant: "classic" }} />);
    expect(screen.getByText(site.tagline.es!)).not.toHaveAttribute("lang");
    unmount();
    (useStaticQuery as Mock).mockReturnValue({ siteSettings: { ...site, tagline: { en: site.tagline.en, es: null } } });
    render(<FooterSlice data={{}} sliceContext={{ locale: "es", variant: "classic" }} />);
    expect(screen.getByText(site.tagline.en)).toHaveAttribute("lang", "en");
  });

  it("draws the centered header's phone caption and tagline in Spanish, the English tagline marked as English", () => {
    const site = siteWith();
    withSettings();
    const { unmount } = render(
      <HeaderCenteredSlice data={{}} sliceContext={{ locale: "es", variant: "centered" }} section="home" />,
    );
    const banner = screen.getByRole("banner");
    expect(within(banner).getByText("Llame o envíe un mensaje de texto")).toBeInTheDocument();
    expect(within(banner).getByText(site.tagline.es!)).not.toHaveAttribute("lang");
    expect(within(banner).queryByText(/Call or text/)).toBeNull();
    unmount();
    (useStaticQuery as Mock).mockReturnValue({ siteSettings: { ...site, tagline: { en: site.tagline.en, es: null } } });
    render(<HeaderCenteredSlice data={{}} sliceContext={{ locale: "es", variant: "centered" }} section="home" />);
    expect(within(screen.getByRole("banner")).getByText(site.tagline.en)).toHaveAttribute("lang", "en");
  });
});
