import { headersFile, headersForPath, parseHeadersFile, ruleMatches } from "../../src/lib/seo/headers-file";
import { IMMUTABLE, REVALIDATE, hostingHeaderRules, pagePatterns } from "../../src/lib/seo/hosting-headers";

const rules = hostingHeaderRules({
  publicEntries: [
    "app-0123456789abcdef0123.js",
    "app-0123456789abcdef0123.js.map",
    "framework-abcdefabcdefabcdefab.js",
    "idb-keyval-3.2.0-iife.min.js",
    "workbox-v4.3.1",
    "sw.js",
    "index.html",
    "static",
    "page-data",
    "~partytown",
  ],
  pagePaths: [
    "/",
    "/contact/",
    "/vehicles/",
    "/vehicles/2019-honda-civic-h1/",
    "/vehicles/2/",
    "/404/",
    "/404.html",
    "/500.html",
    "/alerts/confirm/",
    "/es/alerts/unsubscribe/",
  ],
  contentSecurityPolicy: "frame-ancestors 'self'",
});

describe("_headers file", () => {
  it("round-trips through the text format", () => {
    const text = headersFile(rules);
    expect(parseHeadersFile(text)).toEqual(rules.map(({ pattern, headers }) => ({ pattern, headers })));
    expect(() => parseHeadersFile("  X-Orphan: 1")).toThrow(/line 1: expected "Name: value" under a path/);
  });

  it("matches like Netlify and Cloudflare Pages: * is anything, :name one segment", () => {
    expect(ruleMatches("/*", "/a/b.js")).toBe(true);
    expect(ruleMatches("/static/*", "/static/abc/x.jpg")).toBe(true);
    expect(ruleMatches("/static/*", "/static.js")).toBe(false);
    expect(ruleMatches("/", "/contact/")).toBe(false);
    expect(ruleMatches("/vehicles/:slug/", "/vehicles/a/")).toBe(true);
    expect(ruleMatches("/vehicles/:slug/", "/vehicles/a/b/")).toBe(false);
    expect(ruleMatches("/app.js", "/appXjs")).toBe(false);
  });

  it("groups pages by their top-level folder", () => {
    expect(pagePatterns(["/", "/contact/", "/vehicles/a/", "/vehicles/2/", "/404.html"])).toEqual([
      "/",
      "/404.html",
      "/contact/*",
      "/vehicles/*",
    ]);
  });

  const cacheControl = (path: string) => headersForPath(rules, path).get("cache-control");

  it("caches content-hashed files for a year and revalidates pages, data and the service worker", () => {
    expect(cacheControl("/static/d/123.json")).toEqual([IMMUTABLE]);
    // A photo size of the image service: its URL names the photo's content.
    expect(cacheControl("/_gatsby/image/0a/1b/front.webp")).toEqual([IMMUTABLE]);
    expect(cacheControl("/app-0123456789abcdef0123.js")).toEqual([IMMUTABLE]);
    expect(cacheControl("/idb-keyval-3.2.0-iife.min.js")).toEqual([IMMUTABLE]);
    expect(cacheControl("/workbox-v4.3.1/workbox-sw.js")).toEqual([IMMUTABLE]);
    for (const path of [
      "/",
      "/contact/",
      "/vehicles/2019-honda-civic-h1/",
      "/404.html",
      "/500.html",
      "/offline.html",
      "/page-data/app-data.json",
      "/page-data/index/page-data.json",
      "/slice-data/header.json",
      "/sw.js",
      "/~partytown/partytown.js",
      "/sitemap.xml",
    ]) {
      expect(cacheControl(path), path).toEqual([REVALIDATE]);
    }
  });

  it("never sends two Cache-Control values, which hosts would join into a contradiction", () => {
    const probes = [
      "/",
      "/static/x",
      "/app-0123456789abcdef0123.js",
      "/sw.js",
      "/vehicles/a/",
      "/page-data/x.json",
      "/feeds/google-vehicle-listings.tsv",
      "/~partytown/x.js",
    ];
    for (const path of probes) expect((cacheControl(path) ?? []).length, path).toBeLessThanOrEqual(1);
  });

  it("sends the security headers on every response", () => {
    for (const path of ["/", "/sw.js", "/static/x.jpg"]) {
      const headers = headersForPath(rules, path);
      expect(headers.get("content-security-policy")).toEqual(["frame-ancestors 'self'"]);
      expect(headers.get("x-content-type-options")).toEqual(["nosniff"]);
      expect(headers.get("referrer-policy")).toEqual(["strict-origin-when-cross-origin"]);
      expect(headers.get("permissions-policy")?.[0]).toContain("camera=()");
      expect(headers.get("strict-transport-security")?.[0]).toMatch(/^max-age=31536000/);
    }
  });

  it("keeps the address of a page opened with a token on this site: same-origin, last, after the /* rule's", () => {
    for (const path of ["/alerts/confirm/", "/alerts/confirm/index.html", "/es/alerts/unsubscribe/"])
      expect(headersForPath(rules, path).get("referrer-policy"), path).toEqual([
        "strict-origin-when-cross-origin",
        "same-origin",
      ]);
    expect(headersForPath(rules, "/alerts/inventory.json").get("referrer-policy")).toEqual([
      "strict-origin-when-cross-origin",
    ]);
  });

  it("serves the feeds with their content types", () => {
    expect(headersForPath(rules, "/feeds/google-vehicle-listings.tsv").get("content-type")).toEqual([
      "text/tab-separated-values; charset=utf-8",
    ]);
    expect(headersForPath(rules, "/feeds/meta-automotive-catalog.csv").get("content-type")).toEqual([
      "text/csv; charset=utf-8",
    ]);
  });
});
