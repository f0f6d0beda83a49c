// Largest Contentful Paint must see the page's own content. Chrome ignores what it paints at opacity 0 and
// does not look again when it becomes visible, so a fade-in that starts at 0 hid the heading and the main
// photo: the vehicle page's LCP fell to a thumbnail painted later (2 loads in 3). Each page is loaded a few
// times because that failure depended on when the photo finished decoding.
import { expect, test, type Page } from "@playwright/test";
import { listedVehicles } from "./support/inventory-content";

const LOADS = 3;
const WAIT_MS = 5_000;

interface LargestPaint {
  tag: string;
  inMain: boolean;
  isMainPhoto: boolean;
}

/** What the test expects the largest paint to be: the main photo, or anything inside `<main>`. */
type Expected = "main photo" | "in main";

/**
 * The page's largest paint, read from Chrome's LCP entries two frames after the main photo decoded (or after
 * load), or later once the expected element is reported, but at most WAIT_MS later. Chrome reports an image's
 * entry only when the compositor has presented the frame with it, which on a busy machine can come several
 * frames after the photo decoded: a fixed wait read the heading's earlier entry there. The test stays strict:
 * a photo painted at opacity 0, or not painted, is never reported, and the test then sees what was.
 */
async function largestPaint(page: Page, url: string, expected: Expected): Promise<LargestPaint | null> {
  await page.goto(url, { waitUntil: "load" });
  return page.evaluate(
    ([expected, waitMs]) =>
      new Promise<LargestPaint | null>((resolve) => {
        const describe = (element: Element | null | undefined): LargestPaint | null =>
          element
            ? {
                tag: element.tagName.toLowerCase(),
                inMain: Boolean(element.closest("main")),
                isMainPhoto: element === document.querySelector("#photo-1 img"),
              }
            : null;
        // On a busy machine the photo may still be decoding at load; two frames after it has decoded, what
        // was drawn by then has been reported unless the compositor is late.
        const photo = document.querySelector<HTMLImageElement>("#photo-1 img");
        const decoded = photo ? photo.decode().catch(() => undefined) : Promise.resolve();
        void decoded.then(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              let last: LargestPaint | null = null;
              const timer = setTimeout(() => resolve(last), waitMs);
              new PerformanceObserver((list) => {
                const entry = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
                last = describe(entry?.element);
                if (last && (expected === "main photo" ? last.isMainPhoto : last.inMain)) {
                  clearTimeout(timer);
                  resolve(last);
                }
              }).observe({ type: "largest-contentful-paint", buffered: true });
            }),
          ),
        );
      }),
    [expected, WAIT_MS] as const,
  );
}

test.skip(({ browserName }) => browserName !== "chromium", "Largest Contentful Paint is Chromium's API");
// The server's page each time: from the second load on, the offline service worker answers a visit with its app
// shell and the page is drawn in the browser, later than two frames after load (what a returning visitor gets;
// Lighthouse and a first visit get the server's page, which is what this spec measures).
test.use({ serviceWorkers: "block" });

test("a vehicle page's largest paint is its main photo", async ({ page }) => {
  const { path } = listedVehicles()[0];
  for (let load = 1; load <= LOADS; load += 1) {
    expect(await largestPaint(page, path, "main photo"), `load ${load}`).toMatchObject({
      tag: "img",
      isMainPhoto: true,
    });
  }
});

for (const path of ["/", "/inventory/", "/financing/"]) {
  test(`${path}: the largest paint is the page's own content, not the header`, async ({ page }) => {
    for (let load = 1; load <= LOADS; load += 1) {
      expect(await largestPaint(page, path, "in main"), `load ${load}`).toMatchObject({ inMain: true });
    }
  });
}

// The largest photo is fetched from <head>, not after the page's CSS and markup, and the <picture> then uses
// that same file (a preload the photo does not use would cost a second download). Without the service worker,
// whose offline warm-up fetches the page's files once more on purpose.
test.describe("photo preload", () => {
  test.use({ serviceWorkers: "block" });
  for (const [label, target, photo] of [
    ["a vehicle page", "VEHICLE", "#photo-1 img"],
    ["/inventory/", "/inventory/", "main ul li img"],
    ["a vehicle list page", "/vehicles/", "main ul li img"],
  ] as const) {
    test(`${label}: its largest photo is preloaded, and the photo uses the preloaded file`, async ({ page }) => {
      await page.goto(target === "VEHICLE" ? listedVehicles()[0].path : target, { waitUntil: "load" });
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
      const used = await page
        .locator(photo)
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc);
      const fetches = await page.evaluate(
        (url) =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name === url)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        used,
      );
      expect(fetches).toEqual(["link"]);
    });
  }

  test("/inventory/ opened with a search: no photo is preloaded, since another car may come first", async ({
    page,
  }) => {
    const [first] = [...listedVehicles()].sort(
      (a, b) => b.dateInStock.localeCompare(a.dateInStock) || a.stockNumber.localeCompare(b.stockNumber),
    );
    const other = listedVehicles().find((vehicle) => vehicle.make !== first.make);
    if (!other) throw new Error("the sample content needs two makes for this test");
    await page.goto(`/inventory/?make=${encodeURIComponent(other.make)}`, { waitUntil: "load" });
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
    const preloaded = await page.evaluate(() =>
      performance.getEntriesByType("resource").filter((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return timing.initiatorType === "link" && /\.(avif|webp|jpe?g|png)$/.test(new URL(entry.name).pathname);
      }),
    );
    expect(preloaded).toEqual([]);
  });
});
