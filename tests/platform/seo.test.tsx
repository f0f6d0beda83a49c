// @vitest-environment jsdom
import { homeJsonLd } from "../../gatsby/content/home-structured-data";
import fs from "node:fs";
import { useStaticQuery } from "gatsby";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Seo, type SeoProps } from "../../src/components/seo";

const siteSettings = JSON.parse(fs.readFileSync("content/site.json", "utf8"));

function renderHead(props: SeoProps, settings = siteSettings) {
  vi.mocked(useStaticQuery).mockReturnValue({
    siteSettings: settings,
    site: { siteMetadata: { siteUrl: "https://www.sierravista.example" } },
  });
  const template = document.createElement("template");
  template.innerHTML = renderToStaticMarkup(<Seo {...props} />);
  const head = template.content;
  return {
    title: head.querySelector("title")?.textContent,
    meta: (key: string) =>
      head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null,
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: [...head.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
    ),
    jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    ),
  };
}

describe("Seo", () => {
  it("keeps the title, description and noindex behaviour pages already rely on", () => {
    const head = renderHead({ title: "Contact", description: "Call or write to us." });
    expect(head.title).toBe("Contact | Sierra Vista Motors");
    expect(head.meta("description")).toBe("Call or write to us.");
    expect(head.meta("robots")).toBeNull();
    expect(renderHead({ title: "Colors", noindex: true }).meta("robots")).toBe("noindex");
    expect(renderHead({}).title).toBe("Sierra Vista Motors | Quality pre-owned vehicles at discount prices.");
  });

  it("sets the canonical URL from SITE_URL and the page path, without query or fragment", () => {
    const head = renderHead({ title: "Inventory", path: "/inventory/?make=Honda" });
    expect(head.canonical).toBe("https://www.sierravista.example/inventory/");
    expect(head.meta("og:url")).toBe("https://www.sierravista.example/inventory/");
  });

  it("writes no canonical link on noindex pages or without a path", () => {
    expect(renderHead({ title: "Colors", path: "/colors/", noindex: true }).canonical).toBeNull();
    expect(renderHead({ title: "Contact" }).canonical).toBeNull();
  });

  it("writes Open Graph and Twitter card tags, with the vehicle's photo as an absolute image URL", () => {
    const head = renderHead({
      title: "2019 Honda Civic EX",
      description: "Clean Civic, 35,000 miles.",
      path: "/vehicles/2019-honda-civic-h1/",
      type: "product",
      image: { url: "/static/abc/civic.jpg", width: 1200, height: 900, alt: "2019 Honda Civic, front" },
    });
    expect(head.meta("og:title")).toBe("2019 Honda Civic EX | Sierra Vista Motors");
    expect(head.meta("og:description")).toBe("Clean Civic, 35,000 miles.");
    expect(head.meta("og:type")).toBe("product");
    expect(head.meta("og:site_name")).toBe("Sierra Vista Motors");
    expect(head.meta("og:image")).toBe("https://www.sierravista.example/static/abc/civic.jpg");
    expect(head.meta("og:image:width")).toBe("1200");
    expect(head.meta("twitter:card")).toBe("summary_large_image");
    expect(head.meta("twitter:image:alt")).toBe("2019 Honda Civic, front");
    expect(head.meta("twitter:site")).toBeNull(); // the X profile is switched off in site.json
    expect(head.jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        "@id": "https://www.sierravista.example/vehicles/2019-honda-civic-h1/",
        url: "https://www.sierravista.example/vehicles/2019-honda-civic-h1/",
        name: "2019 Honda Civic EX | Sierra Vista Motors",
        inLanguage: "en-US",
      },
    ]);
  });

  it("names the dealership's X account when that network is switched on", () => {
    const head = renderHead({ path: "/" }, { ...siteSettings, flags: { ...siteSettings.flags, twitter: true } });
    expect(head.meta("twitter:site")).toBe("@svmotors_sac");
  });

  it("writes the structured data a page hands it (the home page's AutoDealer, made by the build), and no other", () => {
    const structuredData = homeJsonLd(siteSettings, [], "https://www.sierravista.example").en;
    const [dealer] = renderHead({ path: "/", structuredData }).jsonLd;
    expect(dealer).toMatchObject({
      "@type": "AutoDealer",
      name: "Sierra Vista Motors",
      telephone: "+19165550142",
      url: "https://www.sierravista.example/",
    });
    expect(dealer.openingHoursSpecification).toHaveLength(2);
    expect(renderHead({ path: "/" }).jsonLd.map((block) => block["@type"])).toEqual(["WebPage"]);
    expect(renderHead({ path: "/contact/" }).jsonLd.map((block) => block["@type"])).toEqual(["WebPage"]);
  });
});

describe("Seo in both languages", () => {
  const bilingual = { ...siteSettings, languages: ["en", "es"] };
  const origin = "https://www.sierravista.example";

  it("names no other version on an English-only site", () => {
    expect(
      renderHead({ title: "Inventory", path: "/inventory/" }, { ...siteSettings, languages: ["en"] }).alternates,
    ).toEqual([]);
  });

  it("links each page to its twin and English as x-default, from both twins, each canonical to itself", () => {
    const pair = [`en ${origin}/inventory/`, `es ${origin}/es/inventory/`, `x-default ${origin}/inventory/`];
    const english = renderHead({ title: "Inventory", path: "/inventory/?make=Honda" }, bilingual);
    const spanish = renderHead({ title: "Inventario", path: "/es/inventory/" }, bilingual);
    expect(english.alternates).toEqual(pair);
    expect(spanish.alternates).toEqual(pair);
    expect(english.canonical).toBe(`${origin}/inventory/`);
    expect(spanish.canonical).toBe(`${origin}/es/inventory/`);
  });

  it("names no alternates on noindex pages (errors, offline, sold cars)", () => {
    expect(renderHead({ title: "Sin conexión", path: "/es/offline/", noindex: true }, bilingual).alternates).toEqual(
      [],
    );
    expect(renderHead({ title: "Sold", path: "/vehicles/a-1/", noindex: true }, bilingual).alternates).toEqual([]);
    expect(renderHead({ title: "Sold", path: "/vehicles/a-1/", noindex: true }, bilingual).jsonLd).toEqual([]);
  });

  it("titles and describes the Spanish home page with the dealer's Spanish tagline and description", () => {
    const spanish = renderHead({ path: "/es/" }, bilingual);
    expect(spanish.title).toBe(`Sierra Vista Motors | ${siteSettings.tagline.es}`);
    expect(spanish.meta("description")).toBe(siteSettings.description.es);
    const untranslated = {
      ...bilingual,
      tagline: { en: siteSettings.tagline.en, es: null },
      description: { en: siteSettings.description.en, es: null },
    };
    const fallback = renderHead({ path: "/es/" }, untranslated);
    expect(fallback.title).toBe("Sierra Vista Motors | Quality pre-owned vehicles at discount prices.");
    expect(fallback.meta("description")).toBe(siteSettings.description.en);
    expect(renderHead({ path: "/" }, bilingual).meta("description")).toBe(siteSettings.description.en);
  });

  it("states the page's language in its WebPage JSON-LD", () => {
    const [page] = renderHead({ title: "Inventario", path: "/es/inventory/" }, bilingual).jsonLd;
    expect(page).toMatchObject({ "@type": "WebPage", url: `${origin}/es/inventory/`, inLanguage: "es-US" });
    const structuredData = homeJsonLd(bilingual, [], origin).es;
    const home = renderHead({ path: "/es/", structuredData }, bilingual).jsonLd;
    expect(home.map((block) => [block["@type"], block.inLanguage])).toEqual([
      ["AutoDealer", undefined],
      ["WebPage", "es-US"],
    ]);
  });
});
