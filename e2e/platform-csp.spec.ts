// The Content-Security-Policy the site ships (each page's <meta http-equiv> plus the header from
// public/_headers) produces no violation on any page: in the default build, and in the build with the
// Google tag (Partytown) and Sentry on, where the integrations must still work under it.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { headersForPath, parseHeadersFile, type HeaderRule } from "../src/lib/seo/headers-file";
import { sitemapLocations } from "./support/platform-pages";
import { INTEGRATIONS_BUILD_DIR, INTEGRATIONS_URL } from "./support/platform-ports";
import { waitForSink } from "./support/sink-client";

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** A fresh context per page, so the document comes from the network and gets the _headers policy. */
async function visit(browser: Browser, baseURL: string, rules: HeaderRule[], pagePath: string, during?: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  // Only page addresses are intercepted: Partytown's synchronous worker requests must pass untouched.
  const isPage = (url: URL) => url.origin === new URL(baseURL).origin && (url.pathname.endsWith("/") || url.pathname.endsWith(".html"));
  await context.route(isPage, async (route) => {
    const request = route.request();
    if (request.resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    for (const [name, values] of headersForPath(rules, new URL(request.url()).pathname)) headers[name] = values.join(", ");
    return route.fulfill({ response, headers });
  });
  const page = await context.newPage();
  const consoleProblems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleProblems.push(message.text());
  });
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const response = await page.goto(pagePath);
  await page.waitForLoadState("load");
  await page.waitForTimeout(1500);
  await during?.(context);
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
  await context.close();
  return { status: response?.status(), violations, consoleProblems, pageErrors };
}

/** Every page of the sitemap (vehicle pages share a template: a few stand for all), the offline pages and a 404. */
function pagesToCheck(sitemapXml: string, siteUrl: string, vehicleSample: number): string[] {
  const listed = sitemapLocations(sitemapXml).map((url) => url.slice(siteUrl.length));
  const vehicles = listed.filter((pagePath) => pagePath.startsWith("/vehicles/") && !/^\/vehicles\/(\d+\/)?$/.test(pagePath));
  return [...listed.filter((pagePath) => !vehicles.includes(pagePath)), ...vehicles.slice(0, vehicleSample), "/offline/", "/offline.html", "/no-such-page/"];
}

test.describe("Content-Security-Policy", () => {
  test("the default build: no violation on any page", async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const rules = parseHeadersFile(fs.readFileSync(path.resolve("public/_headers"), "utf8"));
    const siteUrl = (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");
    for (const pagePath of pagesToCheck(await (await request.get("/sitemap.xml")).text(), siteUrl, 3)) {
      const result = await visit(browser, baseURL!, rules, pagePath);
      expect(result.violations, pagePath).toEqual([]);
      expect(result.consoleProblems, pagePath).toEqual([]);
    }
  });

  test("with the Google tag and Sentry on: no violation, and both still work", async ({ browser, request }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "checked once, at desktop size");
    test.setTimeout(150_000);
    const rules = parseHeadersFile(fs.readFileSync(path.join(INTEGRATIONS_BUILD_DIR, "public", "_headers"), "utf8"));
    const pages = pagesToCheck(await (await request.get(`${INTEGRATIONS_URL}/sitemap.xml`)).text(), INTEGRATIONS_URL, 2).filter((pagePath) => !pagePath.endsWith(".html"));

    for (const pagePath of pages) {
      const marker = `csp-${Date.now()}-${pages.indexOf(pagePath)}`;
      const result = await visit(browser, INTEGRATIONS_URL, rules, `${pagePath}${pagePath.includes("?") ? "&" : "?"}run=${marker}`, async (context) => {
        const [page] = context.pages();
        // The Google tag ran in Partytown's worker and reported the page view...
        await waitForSink(request, "ga", marker);
        // ...and an error reaches Sentry through the policy's connect-src.
        await page.evaluate((text) => setTimeout(() => { throw new Error(text); }), marker);
        await waitForSink(request, "sentry", marker);
      });
      expect(result.violations, pagePath).toEqual([]);
      expect(result.consoleProblems, pagePath).toEqual([]);
    }
  });
});
