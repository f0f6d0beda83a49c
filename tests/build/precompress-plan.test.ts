// Which built files get .br/.gz twins and at what brotli quality (src/lib/build/precompress-plan.ts).
import {
  ASSET_BROTLI_QUALITY,
  MIN_BYTES,
  PAGE_BROTLI_QUALITY,
  brotliQualityFor,
  isCompressedKind,
  twinIsCurrent,
  twinIsWorthKeeping,
  twinOf,
  wantsTwins,
} from "../../src/lib/build/precompress-plan";

describe("which files get twins", () => {
  it("takes pages, scripts, styles, data and icons of at least MIN_BYTES", () => {
    for (const file of [
      "index.html",
      "es/contact/index.html",
      "app-a555320bacb0cfc847b2.js",
      "styles.3b2c.css",
      "page-data/index/page-data.json",
      "static/shortlist-1a2b.json",
      "favicon.svg",
      "INDEX.HTML",
    ])
      expect(wantsTwins(file, MIN_BYTES), file).toBe(true);
  });

  it("leaves out what would not shrink or is never fetched: images, fonts, maps, twins, build files, small files", () => {
    for (const file of [
      "static/abc/photo.jpg",
      "static/abc/photo.webp",
      "icons/icon-512x512.png",
      "static/font.woff2",
      "app-a555320bacb0cfc847b2.js.map",
      "index.html.br",
      "index.html.gz",
      "webpack.stats.json",
      "chunk-map.json",
      "_gatsby/slices/header-en.html",
      "_headers",
      "README",
      ".html",
    ])
      expect(wantsTwins(file, 100_000), file).toBe(false);
    expect(wantsTwins("index.html", MIN_BYTES - 1)).toBe(false);
    expect(isCompressedKind("index.html")).toBe(true);
  });
});

it("compresses pages and page data at the page quality, the few shared assets at 11", () => {
  expect(PAGE_BROTLI_QUALITY).toBeLessThan(ASSET_BROTLI_QUALITY);
  expect(brotliQualityFor("vehicles/2019-honda-civic-h24100/index.html")).toBe(PAGE_BROTLI_QUALITY);
  expect(brotliQualityFor("page-data/index/page-data.json")).toBe(PAGE_BROTLI_QUALITY);
  expect(brotliQualityFor("app-a555320bacb0cfc847b2.js")).toBe(11);
  expect(brotliQualityFor("styles.css")).toBe(11);
  expect(brotliQualityFor("favicon.svg")).toBe(11);
});

it("keeps a twin written after its file, and only a twin smaller than its file", () => {
  expect(twinIsCurrent(1000, 1001)).toBe(true);
  expect(twinIsCurrent(1000, 1000)).toBe(false);
  expect(twinIsCurrent(1000, 999)).toBe(false);
  expect(twinIsCurrent(1000, undefined)).toBe(false);
  expect(twinIsWorthKeeping(2000, 1999)).toBe(true);
  expect(twinIsWorthKeeping(2000, 2000)).toBe(false);
});

it("names a twin's file and coding", () => {
  expect(twinOf("contact/index.html.br")).toEqual({ original: "contact/index.html", coding: "br" });
  expect(twinOf("app.js.gz")).toEqual({ original: "app.js", coding: "gzip" });
  expect(twinOf("app.js")).toBeUndefined();
  expect(twinOf(".br")).toBeUndefined();
});
