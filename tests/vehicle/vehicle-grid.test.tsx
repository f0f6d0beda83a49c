// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { VehicleGrid } from "../../src/components/vehicle-card/vehicle-grid";
import type { VehicleCardData } from "../../src/lib/inventory/types";
import { cardSettingsOf } from "../../src/lib/vehicle-pages/card-settings";
import { site } from "../pages/support-site";
import { civicCard } from "../support/civic-card";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 480,
  images: { fallback: { src: "/static/f/102a1/car.jpg", srcSet: "/static/f/102a1/car.jpg 640w" } },
};

const vehicles: VehicleCardData[] = Array.from({ length: 5 }, (_, index) => ({
  ...civicCard,
  path: `/vehicles/2019-honda-civic-h2410${index}/`,
  stockNumber: `H2410${index}`,
  image,
}));

const loadingOf = (container: HTMLElement) =>
  [...container.querySelectorAll("img")].map((img) => img.getAttribute("loading"));

beforeEach(() => {
  vi.mocked(useStaticQuery).mockReturnValue({ siteSettings: site });
});

describe("VehicleGrid photo loading", () => {
  it("loads a list's first row at once and the rest as they near the screen", () => {
    const { container } = render(<VehicleGrid vehicles={vehicles} settings={cardSettingsOf(site)} />);
    expect(loadingOf(container)).toEqual(["eager", "eager", "eager", "lazy", "lazy"]);
  });

  it("leaves every photo of a suggestions row (below a page's own content) to load lazily", () => {
    const { container } = render(<VehicleGrid vehicles={vehicles} settings={cardSettingsOf(site)} density="row" />);
    expect(loadingOf(container)).toEqual(["lazy", "lazy", "lazy", "lazy", "lazy"]);
  });
});
