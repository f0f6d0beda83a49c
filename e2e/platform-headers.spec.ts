// public/_headers applied to every file the build wrote: hashed bundles cached for a year, everything
// that changes on a redeploy revalidated, never two Cache-Control values, security headers everywhere.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { headersForPath, parseHeadersFile } from "../src/lib/seo/headers-file";
import { IMMUTABLE, REVALIDATE } from "../src/lib/seo/hosting-headers";
import { PUBLIC_DIR } from "./support/platform-pages";

function files(dir = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [`/${path.relative(PUBLIC_DIR, full).split(path.sep).join("/")}`];
  });
}

test("every built file gets one caching rule and the security headers", async () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"));
  const all = files();
  expect(all.length).toBeGreaterThan(10);
  for (const file of all) {
    const headers = headersForPath(rules, file);
    expect(headers.get("cache-control")?.length ?? 0, file).toBeLessThanOrEqual(1);
    expect(headers.get("x-content-type-options"), file).toEqual(["nosniff"]);
    expect(headers.get("content-security-policy")?.[0], file).toMatch(/frame-ancestors 'self'/);
  }
  const home = fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8");
  // The bundles are named in the inline script that starts them (src/lib/html/start-app-after-paint.ts).
  const starter = home.match(/<script id="app-start">([\s\S]*?)<\/script>/)?.[1] ?? "";
  const bundles = [...starter.matchAll(/"(\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(bundles.length).toBeGreaterThan(0);
  for (const bundle of bundles) expect(headersForPath(rules, bundle).get("cache-control"), bundle).toEqual([IMMUTABLE]);
  const images = all.filter((file) => file.startsWith("/static/"));
  for (const image of images.slice(0, 20))
    expect(headersForPath(rules, image).get("cache-control"), image).toEqual([IMMUTABLE]);
  const changing = [
    "/",
    "/index.html",
    "/offline/",
    "/offline.html",
    "/sw.js",
    "/page-data/app-data.json",
    "/page-data/index/page-data.json",
    "/sitemap.xml",
    ...all.filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/")),
  ];
  for (const file of changing)
    expect(headersForPath(rules, file.replace(/index\.html$/, "")).get("cache-control"), file).toEqual([REVALIDATE]);
});
