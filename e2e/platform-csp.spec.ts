// The Content-Security-Policy the site ships (each page's <meta http-equiv> plus the header from
// public/_headers) produces no violation on any page: in the default build, served as a static host serves
// it, and in the build with the Google tag (Partytown) and Sentry on, where both must still work under it.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PUBLIC_DIR, sitemapLocations } from "./support/platform-pages";
import { INTEGRATIONS_BUILD_DIR, INTEGRATIONS_URL } from "./support/platform-ports";
import { waitForSink } from "./support/sink-client";
import { startStaticHost } from "./support/static-host";

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Opens a page in a fresh context (a first visit: the document comes from the server with its headers). */
async function visit(
  browser: Browser,
  url: string,
  during?: (page: Page, status: number | undefined) => Promise<void>,
) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const page = await context.newPage();
  const consoleProblems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleProblems.push(message.text());
  });
  const response = await page.goto(url);
  await page.waitForLoadState("load");
  await page.waitForTimeout(1500);
  await during?.(page, response?.status());
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
  const pagePolicy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  await context.close();
  return { policyHeader: response?.headers()["content-security-policy"], pagePolicy, violations, consoleProblems };
}

/**
 * Runs `check` over the pages a few at a time: each visit mostly waits (1.5 s for late requests), and one
 * page after another made this the slowest test of the suite.
 */
async function inBatches<T>(items: readonly T[], check: (item: T) => Promise<void>, size = 4): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(check));
  }
}

/** The page's own policy is there and strict: scripts only from the site and hashes. */
function expectStrictPagePolicy(policy: string | null, pagePath: string) {
  expect(policy, `${pagePath} carries its Content-Security-Policy`).toMatch(
    /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
  );
  expect(policy, pagePath).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(policy, pagePath).toContain("default-src 'self'");
}

/**
 * Every page of the sitemap (vehicle pages share a template: a few stand for all), the offline pages and,
 * once the site has a 404 page (the shell's src/pages/404.tsx), an unknown address.
 */
function pagesToCheck(sitemapXml: string, siteUrl: string, vehicleSample: number, publicDir: string): string[] {
  const listed = sitemapLocations(sitemapXml).map((url) => url.slice(siteUrl.replace(/\/+$/, "").length));
  // A Spanish page is its English twin's template under /es/.
  const english = (pagePath: string) => pagePath.replace(/^\/es(?=\/)/, "");
  const isVehiclePage = (pagePath: string) =>
    english(pagePath).startsWith("/vehicles/") && !/^\/vehicles\/(\d+\/)?$/.test(english(pagePath));
  const vehicles = listed.filter(isVehiclePage);
  const spanish = fs.existsSync(path.join(publicDir, "es/404.html"));
  const notFound = fs.existsSync(path.join(publicDir, "404.html")) ? ["/no-such-page/"] : [];
  return [
    ...listed.filter((pagePath) => !isVehiclePage(pagePath)),
    ...vehicles.filter((pagePath) => pagePath === english(pagePath)).slice(0, vehicleSample),
    ...vehicles.filter((pagePath) => pagePath !== english(pagePath)).slice(0, vehicleSample),
    "/offline/",
    "/offline.html",
    ...notFound,
    ...(spanish ? ["/es/offline/", "/es/offline.html", "/es/no-such-page/"] : []),
  ];
}

test.describe("Content-Security-Policy", () => {
  test("the default build on a static host: no violation on any page", async ({ browser, request }) => {
    test.setTimeout(240_000);
    const host = await startStaticHost(PUBLIC_DIR);
    try {
      const siteUrl = process.env.SITE_URL || "http://localhost:9000";
      const pages = pagesToCheck(await (await request.get(`${host.url}/sitemap.xml`)).text(), siteUrl, 3, PUBLIC_DIR);
      await inBatches(pages, async (pagePath) => {
        const result = await visit(browser, `${host.url}${pagePath}`);
        expect(result.policyHeader, pagePath).toContain("frame-ancestors 'self'");
        expectStrictPagePolicy(result.pagePolicy, pagePath);
        expect(result.violations, pagePath).toEqual([]);
        expect(result.consoleProblems, pagePath).toEqual([]);
      });
    } finally {
      await host.close();
    }
  });

  test("with the Google tag and Sentry on: no violation, and both still work", async ({
    browser,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, "checked once, at desktop size");
    test.setTimeout(180_000);
    const pages = pagesToCheck(
      await (await request.get(`${INTEGRATIONS_URL}/sitemap.xml`)).text(),
      INTEGRATIONS_URL,
      2,
      path.join(INTEGRATIONS_BUILD_DIR, "public"),
    );
    // One page at a time: with several Partytown workers at once on a 2-core CI machine a Google tag hit
    // once took longer than the sink's 20 s wait. This build has few pages (three vehicles).
    for (const [index, pagePath] of pages.entries()) {
      const marker = `csp-${Date.now()}-${index}`;
      const result = await visit(browser, `${INTEGRATIONS_URL}${pagePath}?run=${marker}`, async (page, status) => {
        // Pages Gatsby renders carry the integrations; offline.html (the service worker's fallback, without
        // Gatsby's runtime) does not, nor does a 404 before the site has a 404 page.
        const rendered =
          !pagePath.endsWith(".html") && (status === 200 || (await page.locator("#___gatsby").count()) > 0);
        if (!rendered) return;
        await waitForSink(request, "ga", marker);
        // An error reaches Sentry through the policy's connect-src.
        await page.evaluate(
          (text) =>
            setTimeout(() => {
              throw new Error(text);
            }),
          marker,
        );
        await waitForSink(request, "sentry", marker);
      });
      expect(result.policyHeader, pagePath).toContain("frame-ancestors 'self'");
      expectStrictPagePolicy(result.pagePolicy, pagePath);
      expect(result.pagePolicy, pagePath).toMatch(/connect-src 'self' http:\/\/localhost:\d+ /);
      expect(result.violations, pagePath).toEqual([]);
      expect(result.consoleProblems, pagePath).toEqual([]);
    }
  });
});
