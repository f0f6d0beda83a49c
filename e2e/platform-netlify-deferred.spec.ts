// Deferred vehicle pages on Netlify (VEHICLE_PAGES_AT_BUILD in the integrations build, made with
// gatsby-adapter-netlify): the adapter's `_redirects` rewrite each deferred page and its page data to the builder
// function it generated, whose entry is our bundle around Gatsby's page engine
// (gatsby/platform/ssr-function/). The integrations server sends those paths to that function as Netlify would
// (netlify-function-routes.ts), so these pages come from the deploy's own function: each must answer as a built
// page does, with the headers Netlify would not add to a function's answer, in both languages.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FINISHED_LAMBDA } from "../gatsby/platform/ssr-function/bundle-finishing-function";
import { sha256Source } from "../src/lib/seo/csp";
import { headersForPath, parseHeadersFile } from "../src/lib/seo/headers-file";
import { executableInlineScripts } from "../src/lib/seo/inline-scripts";
import { DEFERRED_PAGES_FILE, readDeferredPagesFile } from "../src/lib/vehicle-pages/deferred-pages-file";
import { waitForGatsbyApp } from "./support/hydration";
import { contentVehicles } from "./support/inventory-content";
import { builderRoutes, routeKey } from "./support/netlify-function-routes";
import { INTEGRATIONS_BUILD_DIR, INTEGRATIONS_URL } from "./support/platform-ports";

const buildDir = INTEGRATIONS_BUILD_DIR;
const publicDir = path.join(buildDir, "public");
const routes = builderRoutes(publicDir);
const vehicles = contentVehicles(path.join(buildDir, "integrations-content"));
const deferred = vehicles.filter((vehicle) => routes.has(routeKey(vehicle.path)));
const listed = deferred.filter((vehicle) => vehicle.status !== "sold");
const sold = deferred.find((vehicle) => vehicle.status === "sold");
const siteRules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));

test("the Netlify build rewrites each deferred page and its page data to the function that finishes pages", () => {
  const file = readDeferredPagesFile(path.join(buildDir, DEFERRED_PAGES_FILE));
  expect(file?.deferred).toBeGreaterThan(0);
  expect(listed.length).toBeGreaterThan(0);
  expect(sold, "a sold car's page is deferred too").toBeDefined();
  expect(deferred.length).toBeLessThan(vehicles.length);
  const names = new Set<string>();
  for (const vehicle of deferred)
    for (const pagePath of [vehicle.path, `/es${vehicle.path}`, `/page-data${vehicle.path}page-data.json`]) {
      expect(routes.get(routeKey(pagePath)), pagePath).toBeDefined();
      names.add(routes.get(routeKey(pagePath))!);
    }
  // Neither file nor page of a deferred car in public/: Netlify's rewrite is the only way to it.
  expect(fs.existsSync(path.join(publicDir, listed[0].path, "index.html"))).toBe(false);
  for (const name of names) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(buildDir, ".netlify", "functions-internal", name, `${name}.json`), "utf8"),
    ) as { config: { includedFiles: string[] } };
    for (const needed of [FINISHED_LAMBDA, DEFERRED_PAGES_FILE, "public/_headers", ".cache/page-ssr/lambda.js"])
      expect(manifest.config.includedFiles, `${name}: ${needed}`).toContain(needed);
    for (const included of manifest.config.includedFiles)
      expect(fs.existsSync(path.join(buildDir, included)), included).toBe(true);
    const handler = fs.readFileSync(path.join(buildDir, ".netlify", "functions-internal", name, `${name}.js`), "utf8");
    expect(handler).toContain(FINISHED_LAMBDA);
  }
});

for (const prefix of ["", "/es"]) {
  test(`a deferred page${prefix ? " in Spanish" : ""} from Netlify's function answers as a built page and hydrates`, async ({
    page,
    request,
  }) => {
    const vehicle = listed[prefix ? 1 % listed.length : 0];
    const pagePath = `${prefix}${vehicle.path}`;
    const response = await request.get(`${INTEGRATIONS_URL}${pagePath}`, { headers: { Accept: "text/html" } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toContain("text/html");
    // Netlify adds no _headers rule to a function's answer: each is the function's own.
    for (const [name, values] of headersForPath(siteRules, pagePath))
      expect(headers[name], name).toBe(values.join(", "));
    const html = await response.text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    const scripts = executableInlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(sha256Source(script));
    expect(html).toContain(`<link rel="canonical" href="${INTEGRATIONS_URL}${pagePath}"`);
    expect(html).not.toContain('content="noindex');
    // Built pages have their CSS in <head>, none in <body> (finish-page.ts).
    const [head, body] = html.split("</head>");
    expect(head).toContain("<style");
    expect(body).not.toContain("<style");

    const data = await request.get(`${INTEGRATIONS_URL}/page-data${pagePath}page-data.json`);
    expect(data.status()).toBe(200);
    expect(((await data.json()) as { path: string }).path).toBe(pagePath);

    // Photo sizes are Netlify Image CDN URLs, which only Netlify answers (platform-netlify.spec.ts checks them):
    // their failures here are the browser's "Failed to load resource"; every other failure or error counts.
    const errors: string[] = [];
    const failed: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("response", (answer) => answer.status() >= 400 && failed.push(new URL(answer.url()).pathname));
    await page.goto(`${INTEGRATIONS_URL}${pagePath}`);
    await waitForGatsbyApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(vehicle.model);
    expect(errors).toEqual([]);
    expect(failed.filter((pathname) => pathname !== "/.netlify/images")).toEqual([]);
  });
}

test("a sold car's deferred page from Netlify's function is noindex, as a built one", async ({ request }) => {
  const response = await request.get(`${INTEGRATIONS_URL}${sold!.path}`, { headers: { Accept: "text/html" } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
});
