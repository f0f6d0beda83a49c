// Gatsby's own runtime behaviour (design section 8), proven against the production build by breaking the
// requests it makes. Service workers are blocked so every request passes the interception.
import { expect, test, type Page, type Request } from "@playwright/test";
import { builtHeading, errorPagesBuilt } from "./support/platform-pages";

test.use({ serviceWorkers: "block" });
test.skip(({ isMobile }) => isMobile, "Gatsby's runtime does not depend on the viewport");

const TARGET = "/offline/";
const TARGET_PAGE_DATA = "**/page-data/offline/page-data.json";

/** Client-side navigation, as a Gatsby <Link> does it. */
async function navigateInApp(page: Page, to: string) {
  await page.waitForFunction(() => typeof (window as { ___navigate?: unknown }).___navigate === "function");
  await page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);
}

function documentRequests(page: Page, pathname: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && new URL(request.url()).pathname === pathname) seen.push(request);
  });
  return seen;
}

test.describe("page data failures", () => {
  const { notFound, serverError } = errorPagesBuilt();
  const notFoundHeading = builtHeading("404.html");
  const serverErrorHeading = builtHeading("500.html");

  for (const [name, reply] of [
    ["answers 404", { status: 404, contentType: "text/html", body: "Not found" }],
    ["is not valid page data", { status: 200, contentType: "application/json", body: "<!DOCTYPE html><html>not json" }],
  ] as const) {
    test(`page data that ${name} shows the 404 page in place`, async ({ page }) => {
      test.skip(!notFound, "src/pages/404.tsx comes with the site shell");
      await page.goto("/");
      await page.route(TARGET_PAGE_DATA, (route) => route.fulfill(reply));
      const reloads = documentRequests(page, TARGET);
      await navigateInApp(page, TARGET);
      await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading!);
      expect(reloads).toHaveLength(0);
    });
  }

  test("page data that answers 500 shows the 500 page in place", async ({ page }) => {
    test.skip(!serverError, "src/pages/500.tsx comes with the site shell");
    await page.goto("/");
    await page.route(TARGET_PAGE_DATA, (route) => route.fulfill({ status: 500, body: "Internal error" }));
    await navigateInApp(page, TARGET);
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(serverErrorHeading!);
  });

  test("page data that answers 503 is retried three times, then the browser loads the address itself", async ({ page }) => {
    await page.goto("/");
    let attempts = 0;
    await page.route(TARGET_PAGE_DATA, (route) => {
      attempts++;
      return route.fulfill({ status: 503, body: "Service unavailable" });
    });
    const reload = page.waitForRequest((request) => request.resourceType() === "document" && new URL(request.url()).pathname === TARGET);
    await navigateInApp(page, TARGET);
    await reload;
    expect(attempts).toBe(4);
    await page.unroute(TARGET_PAGE_DATA);
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/you.re offline/i);
  });
});

test("a JavaScript chunk that fails to load makes the browser load the address itself", async ({ page }) => {
  await page.goto("/");
  let failed = 0;
  await page.route(/\/component---src-pages-offline-tsx-[0-9a-f]+\.js$/, (route) => {
    if (failed++ === 0) return route.abort("failed");
    return route.fallback();
  });
  const reload = page.waitForRequest((request) => request.resourceType() === "document" && new URL(request.url()).pathname === TARGET);
  await navigateInApp(page, TARGET);
  await reload;
  expect(failed).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/you.re offline/i);
});

test("a new build's hash in app-data reloads the page exactly once, then the page works", async ({ page }) => {
  await page.route("**/page-data/app-data.json", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ webpackCompilationHash: "0000000000deployed" }) }),
  );
  const loads = documentRequests(page, "/");
  await page.goto("/");
  await expect.poll(() => loads.length, { message: "one forced reload" }).toBe(2);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  expect(loads).toHaveLength(2);
  await expect(page.locator("#___gatsby")).not.toBeEmpty();
});

test.describe("prefetching", () => {
  async function prefetchRequested(page: Page): Promise<boolean> {
    await page.goto("/");
    await page.waitForFunction(() => Boolean((window as { ___loader?: unknown }).___loader));
    let requested = false;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/page-data/offline/page-data.json") requested = true;
    });
    // What a <Link> does when it scrolls into view; Gatsby fetches queued pages about 3 s later.
    await page.evaluate((path) => (window as unknown as { ___loader: { enqueue: (path: string) => void } }).___loader.enqueue(path), TARGET);
    await page.waitForTimeout(5000);
    return requested;
  }

  test("fetches a linked page's data ahead of time on a normal connection", async ({ page }) => {
    expect(await prefetchRequested(page)).toBe(true);
  });

  test("is skipped when the visitor asked to save data", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ saveData: true, effectiveType: "4g" }) });
    });
    expect(await prefetchRequested(page)).toBe(false);
  });

  test("is skipped on a 2G connection", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ saveData: false, effectiveType: "slow-2g" }) });
    });
    expect(await prefetchRequested(page)).toBe(false);
  });
});

test("after a second without page resources a progress bar shows until the page arrives", async ({ page }) => {
  test.fixme(true, "the progress bar (onRouteUpdateDelayed) comes with the site shell");
  await page.goto("/");
  await page.route(TARGET_PAGE_DATA, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fallback();
  });
  const started = Date.now();
  await navigateInApp(page, TARGET);
  await expect(page.getByRole("progressbar")).toBeVisible({ timeout: 2000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/you.re offline/i);
  await expect(page.getByRole("progressbar")).toBeHidden();
});
