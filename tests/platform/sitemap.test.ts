import { htmlSaysNoindex, indexablePaths } from "../../src/lib/seo/indexable-pages";
import { robotsTxt } from "../../src/lib/seo/robots-txt";
import { sitemapFiles, sitemapUrls } from "../../src/lib/seo/sitemap-xml";

describe("sitemap", () => {
  it("lists content pages and the pages of available and pending cars, never sold ones, error or offline pages", () => {
    const paths = indexablePaths({
      pagePaths: [
        "/",
        "/404/",
        "/404.html",
        "/500/",
        "/500.html",
        "/offline/",
        "/offline-plugin-app-shell-fallback/",
        "/dev-404-page/",
        "/contact/",
        "/colors/",
        "/vehicles/",
        "/vehicles/a-1/",
        "/vehicles/b-2/",
        "/vehicles/c-3/",
      ],
      noindexPaths: new Set(["/colors/"]),
      vehicles: [
        { path: "/vehicles/a-1/", status: "available" },
        { path: "/vehicles/b-2/", status: "pending" },
        { path: "/vehicles/c-3/", status: "sold" },
      ],
    });
    expect(paths).toEqual(["/", "/contact/", "/vehicles/", "/vehicles/a-1/", "/vehicles/b-2/"]);
  });

  it("lists each page once even when Gatsby built it under two spellings", () => {
    expect(
      indexablePaths({
        pagePaths: ["/", "/index.html", "/contact", "/contact/"],
        noindexPaths: new Set(),
        vehicles: [],
      }),
    ).toEqual(["/", "/contact/"]);
  });

  it("recognises a robots noindex meta element whatever the attribute order", () => {
    expect(
      htmlSaysNoindex(
        '<html><head><meta name="robots" content="noindex" data-gatsby-head="true"/></head><body></body></html>',
      ),
    ).toBe(true);
    expect(htmlSaysNoindex('<html><head><meta content="noindex, follow" name="robots"></head></html>')).toBe(true);
    expect(
      htmlSaysNoindex(
        '<html><head><meta name="description" content="noindex is a word"/></head><body><meta name="robots" content="noindex"></body></html>',
      ),
    ).toBe(false);
    expect(htmlSaysNoindex('<html><head><meta name="robots" content="index,follow"/></head></html>')).toBe(false);
  });

  it("escapes URLs in the XML", () => {
    const [{ xml }] = sitemapFiles(["https://x.example/a/?q=1&r=<2>"], "https://x.example");
    expect(xml).toContain("<loc>https://x.example/a/?q=1&amp;r=&lt;2&gt;</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it("splits more URLs than one file may hold into numbered files under a sitemap index", () => {
    const urls = Array.from({ length: 5 }, (_, index) => `https://x.example/p${index}/`);
    expect(sitemapFiles(urls, "https://x.example", 5)).toHaveLength(1);
    const files = sitemapFiles(urls, "https://x.example/", 2);
    expect(files.map((file) => file.fileName)).toEqual([
      "sitemap.xml",
      "sitemap-1.xml",
      "sitemap-2.xml",
      "sitemap-3.xml",
    ]);
    expect(files[0].xml).toContain("<sitemapindex");
    expect(files[0].xml).toContain("<loc>https://x.example/sitemap-3.xml</loc>");
    expect(files[3].xml).toContain("https://x.example/p4/");
  });

  it("robots.txt allows crawling, keeps crawlers off the lead endpoint and names the sitemap", () => {
    expect(robotsTxt("https://x.example/")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://x.example/sitemap.xml\n",
    );
  });

  describe("in two languages", () => {
    const pagePaths = [
      "/",
      "/es/",
      "/404/",
      "/es/404/",
      "/500/",
      "/es/500/",
      "/offline/",
      "/es/offline/",
      "/contact/",
      "/es/contact/",
      "/colors/",
      "/es/colors/",
      "/vehicles/a-1/",
      "/es/vehicles/a-1/",
      "/vehicles/c-3/",
      "/es/vehicles/c-3/",
    ];
    const vehicles = [
      { path: "/vehicles/a-1/", status: "available" },
      { path: "/vehicles/c-3/", status: "sold" },
    ];

    it("lists both languages' pages, never their error, offline, noindex or sold pages", () => {
      expect(indexablePaths({ pagePaths, noindexPaths: new Set(["/colors/", "/es/colors/"]), vehicles })).toEqual([
        "/",
        "/contact/",
        "/es/",
        "/es/contact/",
        "/es/vehicles/a-1/",
        "/vehicles/a-1/",
      ]);
    });

    it("gives each URL its twin and x-default as xhtml:link alternates, both ways", () => {
      const paths = indexablePaths({ pagePaths, noindexPaths: new Set(), vehicles });
      const [{ xml }] = sitemapFiles(sitemapUrls(paths, ["en", "es"], "https://x.example"), "https://x.example");
      expect(xml).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
      const alternates = [
        '    <xhtml:link rel="alternate" hreflang="en" href="https://x.example/contact/"/>',
        '    <xhtml:link rel="alternate" hreflang="es" href="https://x.example/es/contact/"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/contact/"/>',
      ];
      for (const loc of ["https://x.example/contact/", "https://x.example/es/contact/"]) {
        expect(xml).toContain(["  <url>", `    <loc>${loc}</loc>`, ...alternates, "  </url>"].join("\n"));
      }
      expect(xml.match(/<url>/g)).toHaveLength(paths.length);
      expect(xml.match(/<xhtml:link /g)).toHaveLength(paths.length * 3);
    });

    it("writes the English-only sitemap as before: no alternates, no xhtml namespace", () => {
      const urls = sitemapUrls(["/", "/contact/"], ["en"], "https://x.example");
      expect(urls).toEqual([{ loc: "https://x.example/" }, { loc: "https://x.example/contact/" }]);
      expect(sitemapFiles(urls, "https://x.example")[0].xml).toBe(
        sitemapFiles(["https://x.example/", "https://x.example/contact/"], "https://x.example")[0].xml,
      );
      expect(sitemapFiles(urls, "https://x.example")[0].xml).not.toContain("xhtml");
    });

    it("leaves a page whose twin is not listed without alternates", () => {
      const urls = sitemapUrls(["/", "/es/", "/vehicles/b-2/"], ["en", "es"], "https://x.example");
      expect(urls[2]).toEqual({ loc: "https://x.example/vehicles/b-2/" });
      expect(urls[1].alternates?.map((alternate) => alternate.href)).toEqual([
        "https://x.example/",
        "https://x.example/es/",
        "https://x.example/",
      ]);
    });
  });
});
