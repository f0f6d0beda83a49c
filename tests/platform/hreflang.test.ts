import { englishPathOf, hreflangAlternates, sitemapAlternates } from "../../src/lib/seo/hreflang";

describe("hreflang alternates in the head", () => {
  it("names nothing on an English-only site", () => {
    expect(hreflangAlternates("/inventory/", ["en"])).toEqual([]);
    expect(hreflangAlternates("/inventory/", undefined)).toEqual([]);
  });

  it("names both versions and English as x-default, the same from either twin", () => {
    const expected = [
      { hreflang: "en", path: "/inventory/" },
      { hreflang: "es", path: "/es/inventory/" },
      { hreflang: "x-default", path: "/inventory/" },
    ];
    expect(hreflangAlternates("/inventory/", ["en", "es"])).toEqual(expected);
    expect(hreflangAlternates("/es/inventory/?make=Honda", ["en", "es"])).toEqual(expected);
  });

  it("pairs the home pages and canonical spellings", () => {
    expect(hreflangAlternates("/es", ["es", "en"])).toEqual([
      { hreflang: "en", path: "/" },
      { hreflang: "es", path: "/es/" },
      { hreflang: "x-default", path: "/" },
    ]);
    expect(hreflangAlternates("/vehicles/a-1", ["en", "es"]).map((a) => a.path)).toEqual([
      "/vehicles/a-1/",
      "/es/vehicles/a-1/",
      "/vehicles/a-1/",
    ]);
  });

  it("treats an English path that merely starts with es as English", () => {
    expect(englishPathOf("/espana/")).toBe("/espana/");
    expect(englishPathOf("/es/espana/")).toBe("/espana/");
  });
});

describe("hreflang alternates in the sitemap", () => {
  it("links listed twins both ways, with x-default", () => {
    const alternates = sitemapAlternates(["/", "/es/", "/contact/", "/es/contact/"], ["en", "es"]);
    const contact = [
      { hreflang: "en", path: "/contact/" },
      { hreflang: "es", path: "/es/contact/" },
      { hreflang: "x-default", path: "/contact/" },
    ];
    expect(alternates.get("/contact/")).toEqual(contact);
    expect(alternates.get("/es/contact/")).toEqual(contact);
    expect(alternates.get("/es/")?.map((a) => a.path)).toEqual(["/", "/es/", "/"]);
  });

  it("gives no alternates to a page whose twin is not listed, nor on an English-only site", () => {
    const alternates = sitemapAlternates(["/", "/es/", "/vehicles/a-1/", "/es/colors/"], ["en", "es"]);
    expect(alternates.has("/vehicles/a-1/")).toBe(false);
    expect(alternates.has("/es/colors/")).toBe(false);
    expect(sitemapAlternates(["/", "/es/"], ["en"]).size).toBe(0);
  });
});
