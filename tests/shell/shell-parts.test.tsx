// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import type { Mock } from "vitest";
import { Layout } from "../../src/components/layout";
import { CreditBar } from "../../src/components/shell/credit-bar";
import { ErrorPage } from "../../src/components/shell/error-page";
import { RouteProgressBar } from "../../src/components/shell/route-progress-bar";
import { SiteFooter } from "../../src/components/shell/site-footer";
import { TopBar } from "../../src/components/shell/top-bar";
import { routeProgress } from "../../src/lib/shell/route-progress";
import { act } from "react";
import { siteWith } from "./site-fixture";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { openingHoursLabel } from "../../src/lib/content/opening-hours-labels";

describe("layout", () => {
  // The language switch under the header reads the site's languages (useSiteSettings' static query).
  beforeEach(() => (useStaticQuery as Mock).mockReturnValue({ siteSettings: siteWith() }));

  it("puts the skip link, top bar, header, main, footer and credit bar in that order, and passes the section to the header", () => {
    const { container } = render(
      <Layout section="contact">
        <h1>Contact Us</h1>
      </Layout>,
    );
    const order = Array.from(container.querySelectorAll("a[href='#main'], [data-slice], main")).map(
      (element) => element.getAttribute("data-slice") ?? element.tagName.toLowerCase(),
    );
    expect(order).toEqual(["a", "top-bar", "header", "main", "footer", "credit-bar"]);
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(within(screen.getByRole("main")).getByRole("heading", { name: "Contact Us" })).toBeInTheDocument();
    const header = container.querySelector("[data-slice='header']");
    expect(JSON.parse(header?.getAttribute("data-props") ?? "{}")).toEqual({ section: "contact" });
  });

  it("tells the header no section is current when the page gives none", () => {
    const { container } = render(<Layout>content</Layout>);
    const header = container.querySelector("[data-slice='header']");
    expect(JSON.parse(header?.getAttribute("data-props") ?? "{}")).toEqual({ section: "other" });
  });

  it("puts the language switch right under the header on a site in two languages, and none on an English one", () => {
    (useStaticQuery as Mock).mockReturnValue({ siteSettings: siteWith({}, { languages: ["en"] }) });
    const english = render(<Layout>content</Layout>);
    expect(screen.queryByRole("link", { name: "Español" })).toBeNull();
    english.unmount();
    (useStaticQuery as Mock).mockReturnValue({ siteSettings: siteWith({}, { languages: ["en", "es"] }) });
    const { container } = render(<Layout>content</Layout>);
    const switchLink = screen.getByRole("link", { name: "Español" });
    const header = container.querySelector("[data-slice='header']")!;
    expect(header.compareDocumentPosition(switchLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      switchLink.compareDocumentPosition(screen.getByRole("main")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

describe("top bar", () => {
  it("links the phone number and the map (new tab, noopener)", () => {
    render(<TopBar site={siteWith()} />);
    expect(screen.getByRole("link", { name: /Call or text \(916\) 555-0142/ })).toHaveAttribute(
      "href",
      "tel:+19165550142",
    );
    const map = screen.getByRole("link", { name: /4820 Fruitridge Road, Sacramento, CA 95820/ });
    expect(map).toHaveAttribute("href", siteWith().mapUrl);
    expect(map).toHaveAttribute("target", "_blank");
    expect(map.getAttribute("rel")).toMatch(/\bnoopener\b/);
    expect(map).toHaveAccessibleName(/opens in a new tab/);
  });

  it("is not rendered when flags.topBar is off", () => {
    const { container } = render(<TopBar site={siteWith({ topBar: false })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("footer", () => {
  it("shows name and tagline, the site map, one line a day of hours and Follow Us", () => {
    const site = siteWith({ socialBlock: true, facebook: true, instagram: true, twitter: false });
    render(<SiteFooter site={site} showFinancing />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Sierra Vista Motors" })).toBeInTheDocument();
    expect(within(footer).getByText(site.tagline.en)).toBeInTheDocument();

    const siteMap = within(footer).getByRole("navigation", { name: "Site Map" });
    const hrefs = within(siteMap)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/", "/inventory/", "/financing/", "/contact/", "/privacy/", "/accessibility/"]),
    );

    const hours = within(footer).getByRole("region", { name: "Hours of Operation" });
    const lines = within(hours)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    // The contact page's forms of the hours: a range dash, "Closed" for a closed day.
    expect(lines).toEqual(site.hours.map(({ day, hours: time }) => `${day}${openingHoursLabel(time)}`));

    const follow = within(footer).getByRole("region", { name: "Follow Us" });
    const social = within(follow).getAllByRole("link");
    expect(social.map((link) => link.getAttribute("href"))).toEqual([site.social.facebook, site.social.instagram]);
    for (const link of social) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")).toMatch(/\bnoopener\b/);
      expect(link).toHaveAccessibleName(/Sierra Vista Motors on (Facebook|Instagram) \(opens in a new tab\)/);
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("names the days and links the site map in Spanish on a Spanish page", () => {
    const site = siteWith({ socialBlock: false });
    render(
      <LocaleProvider value="es">
        <SiteFooter site={site} showFinancing />
      </LocaleProvider>,
    );
    const footer = screen.getByRole("contentinfo");
    const hours = within(footer).getByRole("region", { name: "Horario de atención" });
    const lines = within(hours)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines[0]).toMatch(/^Lunes/);
    expect(lines.join(" ")).not.toMatch(/Monday|Sunday/);
    const siteMap = within(footer).getByRole("navigation", { name: "Mapa del sitio" });
    const hrefs = within(siteMap)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/es/", "/es/inventory/", "/es/contact/", "/es/privacy/"]));
  });

  it.each(["facebook", "instagram", "twitter"] as const)("links %s only when its own flag is on", (network) => {
    const flags = { socialBlock: true, facebook: false, instagram: false, twitter: false, [network]: true };
    render(<SiteFooter site={siteWith(flags)} showFinancing />);
    const follow = screen.getByRole("region", { name: "Follow Us" });
    expect(
      within(follow)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([siteWith().social[network]]);
  });

  it("drops Follow Us when the social block is off, and Financing when it is hidden", () => {
    render(<SiteFooter site={siteWith({ socialBlock: false })} showFinancing={false} />);
    expect(screen.queryByRole("region", { name: "Follow Us" })).toBeNull();
    expect(
      within(screen.getByRole("navigation", { name: "Site Map" })).queryByRole("link", { name: "Financing" }),
    ).toBeNull();
  });

  it("is not rendered when flags.footer is off", () => {
    const { container } = render(<SiteFooter site={siteWith({ footer: false })} showFinancing />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("credit bar", () => {
  it("shows the year, the business name and the vendor's link (new tab) with its location line", () => {
    const site = siteWith();
    render(<CreditBar site={site} year={2031} />);
    expect(screen.getByText(/© 2031 Sierra Vista Motors/)).toBeInTheDocument();
    const vendor = screen.getByRole("link", { name: /Lotline Web Studio/ });
    expect(vendor).toHaveAttribute("href", site.credit.vendorUrl);
    expect(vendor).toHaveAttribute("target", "_blank");
    expect(vendor.getAttribute("rel")).toMatch(/\bnoopener\b/);
    expect(vendor.parentElement).toHaveTextContent(
      /Website by Lotline Web Studio \(opens in a new tab\) in California/,
    );
  });
});

describe("error page body", () => {
  it("offers the inventory, the home page and the phone number", () => {
    render(<ErrorPage code="Error 404" heading="We couldn't find that page" message="Gone." phone="(916) 555-0142" />);
    expect(screen.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse our inventory" })).toHaveAttribute("href", "/inventory/");
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Call us at (916) 555-0142" })).toHaveAttribute("href", "tel:+19165550142");
  });
});

describe("route progress bar", () => {
  it("appears with a polite 'Loading page' status while a page load is delayed, and goes away after", () => {
    render(<RouteProgressBar />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    expect(screen.queryByTestId("route-progress")).toBeNull();
    act(() => routeProgress.start());
    expect(status).toHaveTextContent("Loading page…");
    expect(screen.getByTestId("route-progress")).toHaveAttribute("aria-hidden", "true");
    act(() => routeProgress.done());
    expect(status).toHaveTextContent("");
    expect(screen.queryByTestId("route-progress")).toBeNull();
  });
});
