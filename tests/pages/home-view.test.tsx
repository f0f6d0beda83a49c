// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { HomeView } from "../../src/components/home/home-view";
import { BADGE_KEYS } from "../../src/lib/content/vehicle-fields";
import { site, testimonials } from "./support-site";

describe("HomeView", { timeout: 20_000 }, () => {
  it("leads with the business name, tagline and the pre-approval call to action", () => {
    render(<HomeView site={site} testimonials={testimonials} />);
    expect(screen.getByRole("heading", { level: 1, name: site.businessName })).toBeInTheDocument();
    expect(screen.getByText(site.tagline.en)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: site.callToAction.en })).toHaveAttribute("href", "/financing/");
    expect(screen.getByRole("link", { name: "Browse inventory" })).toHaveAttribute("href", "/inventory/");
  });

  it("explains every badge", () => {
    render(<HomeView site={site} testimonials={testimonials} />);
    const section = screen.getByRole("region", { name: /Why buy from/ });
    for (const key of BADGE_KEYS)
      expect(within(section).getByRole("heading", { name: site.badges[key].en })).toBeInTheDocument();
    expect(within(section).getByText(/anywhere in the Sacramento area/)).toBeInTheDocument();
  });

  it("shows all ten testimonials with ratings a screen reader can read", () => {
    render(<HomeView site={site} testimonials={testimonials} />);
    const list = screen.getByRole("list", { name: "What our customers say" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    items.forEach((item, index) => {
      expect(item).toHaveTextContent(testimonials[index].name);
      expect(item).toHaveTextContent(`${testimonials[index].rating} out of 5 stars`);
    });
    expect(within(items[4]).getByText("4 out of 5 stars")).toBeInTheDocument();
  });

  it("gives the hours, the address with a map link in a new tab, and a way to get in touch", () => {
    render(<HomeView site={site} testimonials={testimonials} />);
    const hours = screen.getByRole("table", { name: "Opening hours" });
    expect(within(hours).getAllByRole("row")).toHaveLength(7);
    expect(within(hours).getByRole("rowheader", { name: "Sunday" })).toBeInTheDocument();
    const map = screen.getByRole("link", { name: /Get directions on the map \(opens in a new tab\)/ });
    expect(map).toHaveAttribute("href", site.mapUrl);
    expect(map).toHaveAttribute("target", "_blank");
    expect(map).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+19165550142");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact/");
  });

  it("places the featured band the page gives it", () => {
    render(<HomeView site={site} testimonials={testimonials} featured={<section aria-label="Featured vehicles" />} />);
    expect(screen.getByRole("region", { name: "Featured vehicles" })).toBeInTheDocument();
  });
});
