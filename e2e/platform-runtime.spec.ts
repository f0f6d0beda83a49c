// Gatsby's own runtime behaviour (retries, reloads, prefetching), proven against the production build by breaking the
// requests it makes. Service workers are blocked so every request passes the interception.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { navigateInApp, startNavigation, waitForGatsbyApp } from "./support/hydration";
import { PUBLIC_DIR, builtHeading } from "./support/platform-pages";

test.use({ serviceWorkers: "block" });

const TARGET = "/offline/";
const TARGET_PAGE_DATA = "**/page-data/offline/page-data.json";

function documentRequests(page: Page, pathname: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && new URL(request.url()).pathname === pathname) seen.push(request);
  });
  return seen;
}

test.describe("page data failures", () => {
  const notFoundHeading = builtHeading("404.html");
  const serverErrorHeading = builtHeading("500.html");

  for (const [name, reply] of [
    ["answers 404", { status: 404, contentType: "text/html", body: "Not found" }],
    [
      "is not valid page data",
      { status: 200, contentType: "text/html", body: "<!DOCTYPE html><html>an error page, not JSON" },
    ],
  ] as const) {
    test(`page data that ${name} is a missing page: the visitor ends on the 404 page at the same address`, async ({
      page,
    }) => {
      expect(notFoundHeading, "the build has public/404.html with a heading").toBeTruthy();
      await page.goto("/");
      // The page is gone (a redeploy removed it): its data fails as given, its address answers with 404.html.
      await page.route(TARGET_PAGE_DATA, (route) => route.fulfill(reply));
      await page.route(`**${TARGET}`, (route) =>
        route.request().resourceType() === "document"
          ? route.fulfill({
              status: 404,
              contentType: "text/html",
              body: fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8"),
            })
          : route.fallback(),
      );
      await navigateInApp(page, TARGET);
      await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading!);
      // Gatsby's loader holds the address as not found (after the reload Gatsby may do, once its app is up again).
      await page.waitForFunction(() => typeof (window as { ___loader?: unknown }).___loader === "object");
      const notFoundInLoader = await page.evaluate(async (target) => {
        const loader = (
          window as unknown as {
            ___loader: { loadPage: (path: string) => Promise<unknown>; isPageNotFound: (path: string) => boolean };
          }
        ).___loader;
        await loader.loadPage(target);
        return loader.isPageNotFound(target);
      }, TARGET);
      expect(notFoundInLoader).toBe(true);
    });
  }

  test("page data that answers 500 shows the 500 page in place", async ({ page }) => {
    expect(serverErrorHeading, "the build has public/500.html with a heading").toBeTruthy();
    await page.goto("/");
    await page.route(TARGET_PAGE_DATA, (route) => route.fulfill({ status: 500, body: "Internal error" }));
    await navigateInApp(page, TARGET);
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(serverErrorHeading!);
  });

  // Why the test above once failed under load: `___navigate` exists as soon as the app script runs, and a
  // navigation finishing between the router's first render and its listener's effect moved the address to
  // /offline/ while the home page stayed (reproduced with 10x CPU slowdown and the 500 page's chunk 450 ms
  // late). navigateInApp now waits for Gatsby's app to be up; this holds the app back to prove it.
  test("in-app navigation waits until Gatsby's router listens, so a navigation is never lost during start-up", async ({
    page,
  }) => {
    // Counts the looks waitForGatsbyApp takes at the app (the one reader of the onInitialClientRender mark).
    await page.addInitScript(() => {
      const read = performance.getEntriesByName.bind(performance);
      const counter = window as unknown as { __appLooks: number };
      counter.__appLooks = 0;
      performance.getEntriesByName = (name: string, type?: string) => {
        if (name === "onInitialClientRender") counter.__appLooks++;
        return read(name, type);
      };
    });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/component---src-pages-index-tsx-[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => typeof (window as { ___navigate?: unknown }).___navigate === "function");
    const navigation = navigateInApp(page, TARGET).then(() => "navigated");
    // The navigation has had its chance: navigateInApp has looked at the app, held back, and not navigated.
    const looked = page
      .waitForFunction(() => (window as unknown as { __appLooks: number }).__appLooks > 0)
      .then(() => "waiting");
    expect(await Promise.race([navigation, looked])).toBe("waiting");
    expect(new URL(page.url()).pathname).toBe("/");
    release();
    expect(await navigation).toBe("navigated");
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/you.re offline/i);
  });

  test("page data that answers 503 is retried three times, then the browser loads the address itself", async ({
    page,
  }) => {
    await page.goto("/");
    let attempts = 0;
    await page.route(TARGET_PAGE_DATA, (route) => {
      attempts++;
      return route.fulfill({ status: 503, body: "Service unavailable" });
    });
    const reload = page.waitForRequest(
      (request) => request.resourceType() === "document" && new URL(request.url()).pathname === TARGET,
    );
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
  const reload = page.waitForRequest(
    (request) => request.resourceType() === "document" && new URL(request.url()).pathname === TARGET,
  );
  await navigateInApp(page, TARGET);
  await reload;
  expect(failed).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/you.re offline/i);
});

test("a new build's hash in app-data reloads the page exactly once, then the page works", async ({ page }) => {
  await page.route("**/page-data/app-data.json", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ webpackCompilationHash: "0000000000deployed" }),
    }),
  );
  const loads = documentRequests(page, "/");
  await page.goto("/");
  await expect.poll(() => loads.length, { message: "one forced reload" }).toBe(2);
  // The reloaded page compared the hashes again and rendered instead of reloading: its app is up, and Gatsby
  // decides before it renders.
  await waitForGatsbyApp(page);
  expect(loads).toHaveLength(2);
  await expect(page.locator("#___gatsby")).not.toBeEmpty();
});

test.describe("prefetching", () => {
  /** Page data of other pages the page fetches, the home page's own excepted, from now on. */
  function pageDataRequests(page: Page): Set<string> {
    const prefetched = new Set<string>();
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/page-data\/.+\/page-data\.json$/.test(pathname) && pathname !== "/page-data/index/page-data.json")
        prefetched.add(pathname);
    });
    return prefetched;
  }

  /** What a <Link> does when it scrolls into view; the loader's answer is true once the page's data has come. */
  function enqueue(page: Page, target: string): Promise<boolean> {
    return page.evaluate(
      (path) =>
        new Promise<boolean>((resolve) => {
          const loader = (window as unknown as { ___loader: { enqueue: (path: string) => PromiseLike<boolean> } })
            .___loader;
          void loader.enqueue(path).then(resolve);
        }),
      target,
    );
  }

  test("fetches linked pages' data ahead of time on a normal connection", async ({ page }) => {
    test.setTimeout(60_000);
    const prefetched = pageDataRequests(page);
    await page.goto("/");
    await page.waitForFunction(() => Boolean((window as { ___loader?: unknown }).___loader));
    // Gatsby fetches queued pages in batches, 3 s apart.
    const queued = enqueue(page, TARGET);
    await expect.poll(() => prefetched.has("/page-data/offline/page-data.json"), { timeout: 40_000 }).toBe(true);
    expect(await queued, "the loader prefetched the queued page").toBe(true);
    expect(prefetched.size).toBeGreaterThan(1);
  });

  /**
   * Page data fetched ahead of time where Gatsby must not prefetch. Its loader fetches only pages it queued, in
   * batches; when it skips a page it answers false at once and queues nothing. Every answer it gives (the home
   * page's links ask as they come into view, then one page queued here) is recorded as it is given: all false
   * means nothing is queued, so nothing will be fetched later either.
   */
  async function skipsPrefetching(page: Page): Promise<void> {
    await page.addInitScript(() => {
      type Loader = { enqueue: (path: string) => PromiseLike<boolean> };
      const answers: Array<{ path: string; answer: boolean | "queued" }> = [];
      let loader: Loader | undefined;
      Object.defineProperty(window, "__prefetchAnswers", { value: answers });
      Object.defineProperty(window, "___loader", {
        configurable: true,
        get: () => loader,
        set(value: Loader) {
          const enqueue = value.enqueue;
          value.enqueue = (path) => {
            const answer = enqueue(path);
            const entry: { path: string; answer: boolean | "queued" } = { path, answer: "queued" };
            void answer.then((given) => (entry.answer = given));
            answers.push(entry);
            return answer;
          };
          loader = value;
        },
      });
    });
    const prefetched = pageDataRequests(page);
    await page.goto("/");
    const answers = () =>
      page.evaluate(
        () =>
          (window as unknown as { __prefetchAnswers: Array<{ path: string; answer: boolean | "queued" }> })
            .__prefetchAnswers,
      );
    await expect
      .poll(async () => (await answers()).length, { message: "the home page's links asked" })
      .toBeGreaterThan(0);
    expect(await enqueue(page, TARGET), "the loader skips the queued page").toBe(false);
    const given = await answers();
    expect(given.map(({ path }) => path)).toContain(TARGET);
    expect(given.filter(({ answer }) => answer !== false)).toEqual([]);
    expect([...prefetched]).toEqual([]);
  }

  test("is skipped when the visitor asked to save data", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g" }),
      });
    });
    await skipsPrefetching(page);
  });

  test("is skipped on a 2G connection", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: false, effectiveType: "slow-2g" }),
      });
    });
    await skipsPrefetching(page);
  });
});

/**
 * The page at rest with its app up, then on Playwright's clock, stopped: Gatsby's one-second timer before it calls
 * onRouteUpdateDelayed fires only as the test moves the clock on. (Installed after waitForGatsbyApp: the clock's
 * `performance` keeps no marks.)
 */
async function homeOnTheTestsClock(page: Page): Promise<void> {
  await page.goto("/");
  await waitForGatsbyApp(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

test("after a second without page resources a progress bar shows until the page arrives", async ({ page }) => {
  await homeOnTheTestsClock(page);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(TARGET_PAGE_DATA, async (route) => {
    await held;
    await route.fallback();
  });
  const bar = page.getByTestId("route-progress");
  await startNavigation(page, TARGET);
  // Not before a second: Gatsby calls onRouteUpdateDelayed only after a second without the page's resources.
  // The bar renders in the timer's own task (an external store's change renders at once).
  await page.clock.runFor(999);
  expect(await bar.count()).toBe(0);
  await page.clock.runFor(1);
  expect(await bar.count()).toBe(1);
  await expect(page.getByRole("status").filter({ hasText: "Loading page" })).toHaveCount(1);
  await page.clock.resume();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/you.re offline/i);
  await expect(bar).toBeHidden();
});

test("a fast navigation shows no progress bar", async ({ page }) => {
  await homeOnTheTestsClock(page);
  await page.evaluate(() => {
    const seen = window as unknown as { __progressShown: boolean };
    seen.__progressShown = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="route-progress"]')) seen.__progressShown = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.clock.resume();
  await startNavigation(page, TARGET);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/you.re offline/i);
  // A second on: Gatsby's timer, had the navigation left it armed, has fired and the bar rendered in its task.
  await page.clock.fastForward(1000);
  expect(await page.getByTestId("route-progress").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __progressShown: boolean }).__progressShown)).toBe(false);
});
