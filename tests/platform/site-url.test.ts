import { absoluteUrl, canonicalPath, canonicalUrl, e164Phone, normalizeSiteUrl } from "../../src/lib/seo/site-url";

describe("site URLs", () => {
  it("normalises SITE_URL and rejects what is not an absolute http(s) address", () => {
    expect(normalizeSiteUrl("https://www.example.com/")).toBe("https://www.example.com");
    expect(normalizeSiteUrl("https://example.com/cars/")).toBe("https://example.com/cars");
    expect(() => normalizeSiteUrl("www.example.com")).toThrow(/SITE_URL must be an absolute/);
    expect(() => normalizeSiteUrl("ftp://example.com")).toThrow(/https:\/\/ or http:\/\//);
    expect(() => normalizeSiteUrl("https://example.com/?a=1")).toThrow(/query or fragment/);
  });

  it("builds canonical paths with the trailing slash, without query, fragment or index.html", () => {
    expect(canonicalPath("/contact")).toBe("/contact/");
    expect(canonicalPath("/contact/?name=x#map")).toBe("/contact/");
    expect(canonicalPath("/contact/index.html")).toBe("/contact/");
    expect(canonicalPath("/index.html")).toBe("/");
    expect(canonicalPath("")).toBe("/");
    expect(canonicalPath("/404.html")).toBe("/404.html");
    expect(canonicalPath("/inventory/?make=Honda")).toBe("/inventory/");
  });

  it("joins the site address and the path", () => {
    expect(canonicalUrl("https://cars.example/", "/vehicles/2019-honda-civic-h1/")).toBe(
      "https://cars.example/vehicles/2019-honda-civic-h1/",
    );
    expect(absoluteUrl("https://cars.example", "/static/a.jpg")).toBe("https://cars.example/static/a.jpg");
    expect(absoluteUrl("https://cars.example", "static/a.jpg")).toBe("https://cars.example/static/a.jpg");
    expect(absoluteUrl("https://cars.example", "https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
  });

  it("writes US phone numbers in international form", () => {
    expect(e164Phone("(916) 555-0142")).toBe("+19165550142");
    expect(e164Phone("+44 20 7946 0958")).toBe("+442079460958");
  });
});
