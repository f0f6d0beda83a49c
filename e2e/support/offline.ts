// gatsby-plugin-offline's service worker, as the offline specs wait for it.
import { expect, type Page } from "@playwright/test";

/** Waits until the service worker controls the page and has cached what the page needs to open offline. */
export async function waitUntilSavedForOffline(page: Page, pagePath: string) {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    undefined,
    { timeout: 15_000 },
  );
  const pageData = pagePath === "/" ? "/page-data/index/page-data.json" : `/page-data${pagePath}page-data.json`;
  await expect
    .poll(
      () =>
        page.evaluate(async (url) => {
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            if ((await cache.keys()).some((request) => request.url.endsWith(url))) return true;
          }
          return false;
        }, pageData),
      { timeout: 15_000, message: `${pageData} should be cached by the service worker` },
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
}
