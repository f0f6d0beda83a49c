// Deferred vehicle pages (VEHICLE_PAGES_AT_BUILD, docs/deployment.md): the main e2e build writes only each lot's
// newest cars' pages and serve:prod renders the others on their first request with Gatsby's engines. A shopper or a
// crawler must not tell them apart from built pages: status, Content-Security-Policy, canonical, page data, a page
// that hydrates without an error, in both languages; a sold car's page is noindex as a built one is. A path that is
// no page is the 404 page and leaves nothing on disk, and what serve:prod keeps stays within its bound.
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeListPath } from "../src/lib/paths";
import { DEFERRED_PAGES_FILE, readDeferredPagesFile } from "../src/lib/vehicle-pages/deferred-pages-file";
import { waitForGatsbyApp } from "./support/hydration";
import { waitUntilSavedForOffline } from "./support/offline";
import { contentVehicles } from "./support/inventory-content";
import { startGroupServer } from "./support/group-server";
import { nuHtmlErrors } from "./support/nu-html-checker";
import { PUBLIC_DIR } from "./support/platform-pages";

const SITE_URL = (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");
const built = (pagePath: string) => fs.existsSync(path.join(PUBLIC_DIR, pagePath, "index.html"));
const vehicles = contentVehicles();
const deferred = vehicles.filter((vehicle) => !built(vehicle.path));
const deferredListed = deferred.filter((vehicle) => vehicle.status !== "sold");
const deferredSold = deferred.find((vehicle) => vehicle.status === "sold");
const spanish = (
  JSON.parse(fs.readFileSync("content/site.json", "utf8")) as { languages?: string[] }
).languages?.includes("es");
const file = readDeferredPagesFile(DEFERRED_PAGES_FILE);
/** Where serve:prod behind nginx keeps this build's rendered pages (its default folder). */
const keptDir = path.join(".cache", "deferred-pages", file?.buildId ?? "none");

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []))
    : [];

test.describe("deferred vehicle pages", () => {
  test("the main build defers vehicle pages and built some", () => {
    expect(file?.deferred).toBeGreaterThan(0);
    expect(deferredListed.length).toBeGreaterThan(0);
    expect(deferredSold, "a sold car's page is deferred too").toBeDefined();
    expect(vehicles.some((vehicle) => built(vehicle.path))).toBe(true);
  });

  for (const prefix of spanish ? ["", "/es"] : [""]) {
    test(`a deferred page${prefix ? " in Spanish" : ""} answers as a built one and hydrates`, async ({
      page,
      request,
    }) => {
      const vehicle = deferredListed[prefix ? 1 % deferredListed.length : 0];
      const pagePath = `${prefix}${vehicle.path}`;
      const response = await request.get(pagePath, { headers: { Accept: "text/html" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
      );
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${pagePath}"`);
      expect(html).not.toContain('content="noindex');
      const data = await request.get(`/page-data${pagePath}page-data.json`);
      expect(data.status()).toBe(200);
      expect(((await data.json()) as { path: string }).path).toBe(pagePath);

      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.goto(pagePath);
      await waitForGatsbyApp(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(vehicle.model);
      expect(errors).toEqual([]);
    });
  }

  test("a deferred page seen once opens offline", async ({ page, context }) => {
    const vehicle = deferredListed[0];
    await page.goto(vehicle.path);
    await waitUntilSavedForOffline(page, vehicle.path);
    await context.setOffline(true);
    try {
      await page.goto(vehicle.path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(vehicle.model);
    } finally {
      await context.setOffline(false);
    }
  });

  test("deferred pages are valid HTML: 0 errors from the Nu HTML checker", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the server's answers are the same on every device");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deferred-html-"));
    try {
      const vehicle = deferredListed[0];
      const files = [];
      for (const pagePath of [vehicle.path, deferredSold!.path, ...(spanish ? [`/es${vehicle.path}`] : [])]) {
        const file = path.join(dir, `${files.length}.html`);
        fs.writeFileSync(file, await (await request.get(pagePath, { headers: { Accept: "text/html" } })).text());
        files.push(file);
      }
      expect(nuHtmlErrors(files).map((error) => `${error.lastLine ?? "?"}: ${error.message}`)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a sold car's deferred page is noindex, as a built one", async ({ request }) => {
    const response = await request.get(deferredSold!.path, { headers: { Accept: "text/html" } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  });

  test("a list opens a deferred car's page in the app", async ({ page }) => {
    const vehicle = deferredListed[deferredListed.length - 1];
    await page.goto(makeListPath(vehicle.make, 1));
    await waitForGatsbyApp(page);
    await page.locator(`a[href="${vehicle.path}"]`).first().click();
    await page.waitForURL(`**${vehicle.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(vehicle.model);
  });

  test("a path that is no page is the 404 page and keeps nothing", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the server's answers are the same on every device");
    const before = filesUnder(keptDir).length;
    for (let index = 0; index < 500; index++) {
      const missing = `/vehicles/2030-no-such-car-x${index}/`;
      const page = await request.get(missing, { headers: { Accept: "text/html" } });
      expect(page.status(), missing).toBe(404);
      if (index === 0) expect(await page.text()).toContain("<h1");
      expect((await request.get(`/page-data${missing}page-data.json`)).status()).toBe(404);
    }
    expect(filesUnder(keptDir).length).toBe(before);
  });

  test("what serve:prod keeps stays within DEFERRED_PAGES_CACHE_MAX_MB", async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the server's answers are the same on every device");
    test.setTimeout(120_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deferred-pages-"));
    const maxBytes = 0.4 * 1024 * 1024;
    const server = await startGroupServer(
      { DEFERRED_PAGES_CACHE_DIR: dir, DEFERRED_PAGES_CACHE_MAX_MB: "0.4" },
      process.cwd(),
    );
    try {
      const paths = deferred.flatMap((vehicle) => (spanish ? [vehicle.path, `/es${vehicle.path}`] : [vehicle.path]));
      for (const pagePath of [...paths, paths[0]]) {
        const response = await fetch(`${server.url}${pagePath}`, { headers: { Accept: "text/html" } });
        expect(response.status, pagePath).toBe(200);
        const kept = filesUnder(dir).reduce((total, name) => total + fs.statSync(name).size, 0);
        expect(kept, `after ${pagePath}`).toBeLessThanOrEqual(maxBytes);
      }
      expect(server.log()).toContain("deferred pages rendered on their first request");
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
