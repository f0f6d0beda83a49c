// @vitest-environment jsdom
// /saved/ and /compare/: their titles and descriptions as they were in English, translated on /es/, noindex in both.
import { useStaticQuery } from "gatsby";
import fs from "node:fs";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ShortlistPageContext } from "../../src/lib/saved/shortlist-data";
import { Head } from "../../src/templates/shortlist";

const siteSettings = JSON.parse(fs.readFileSync("content/site.json", "utf8"));

beforeEach(() => {
  vi.mocked(useStaticQuery).mockReturnValue({
    siteSettings,
    site: { siteMetadata: { siteUrl: "https://www.sierravista.example" } },
  });
});

function renderHead(view: ShortlistPageContext["view"], pathname: string) {
  const props = { location: { pathname }, pageContext: { view, dataUrl: "/static/x.json" } } as unknown as Parameters<
    typeof Head
  >[0];
  const template = document.createElement("template");
  template.innerHTML = renderToStaticMarkup(<Head {...props} />);
  const meta = (name: string) => template.content.querySelector(`meta[name="${name}"]`)?.getAttribute("content");
  return {
    title: template.content.querySelector("title")?.textContent,
    description: meta("description"),
    robots: meta("robots"),
  };
}

describe("the shortlist pages' heads", () => {
  it("keep the English words", () => {
    expect(renderHead("saved", "/saved/")).toMatchObject({
      title: "Saved vehicles | Sierra Vista Motors",
      description: "The vehicles you saved on this device, with current prices.",
    });
    expect(renderHead("compare", "/compare/")).toMatchObject({
      title: "Compare vehicles | Sierra Vista Motors",
      description: "Compare saved vehicles side by side: price, payment, mileage, features and warranty.",
    });
  });

  it("are in Spanish on /es/, and stay out of search engines", () => {
    const saved = renderHead("saved", "/es/saved/");
    expect(saved).toMatchObject({
      title: "Vehículos guardados | Sierra Vista Motors",
      description: "Los vehículos que guardó en este dispositivo, con sus precios actuales.",
    });
    expect(saved.robots).toMatch(/noindex/);
    expect(renderHead("compare", "/es/compare/")).toMatchObject({
      title: "Comparar vehículos | Sierra Vista Motors",
      description:
        "Compare sus vehículos guardados lado a lado: precio, pago mensual, millaje, características y garantía.",
    });
  });
});
