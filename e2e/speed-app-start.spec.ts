// The page's scripts start after its main photo (vehicle pages) or its first paint (every other page), so the
// photo has the connection to itself and the first frame does not wait for React (src/lib/html/
// start-app-after-paint.ts). The page must still become the app: hydrated, with in-site navigation.
import { expect, test } from "@playwright/test";
import { listedVehicles } from "./support/inventory-content";

test.use({ serviceWorkers: "block" });

const appScript = (name: string) => /\/app-[0-9a-f]+\.js$/.test(new URL(name).pathname);

test("a vehicle page requests its scripts only once the main photo has arrived, then works as the app", async ({
  page,
}) => {
  const { path } = listedVehicles()[0];
  await page.goto(path, { waitUntil: "load" });
  await expect(page.locator("script#app-start")).toHaveCount(1);
  // The served HTML has no script tag the preload scanner could fetch early.
  expect(await (await page.request.get(path)).text()).not.toMatch(/<script src=/);
  // The scripts are added when the photo has arrived, which on a busy machine can be after the load event.
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => /\/app-[0-9a-f]+\.js$/.test(new URL(entry.name).pathname)),
  );
  const timing = await page.evaluate(() => {
    const photo = document.querySelector<HTMLImageElement>("#photo-1 img");
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const photoEntry = entries.find((entry) => entry.name === photo?.currentSrc);
    return {
      photoEnd: photoEntry?.responseEnd,
      scripts: entries
        .filter((entry) => entry.initiatorType === "script")
        .map((entry) => [entry.name, entry.startTime]),
    };
  });
  expect(timing.photoEnd, "the main photo was fetched").toBeDefined();
  const app = timing.scripts.find(([name]) => appScript(String(name)));
  expect(app, "the app bundle was requested").toBeDefined();
  expect(Number(app?.[1])).toBeGreaterThanOrEqual(Number(timing.photoEnd));

  // Hydrated: the gallery's Next button (JavaScript) moves to the second photo.
  const next = page.getByRole("button", { name: "Next photo" });
  await expect(async () => {
    await next.click();
    await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
});

test("the home page starts its scripts after its first frame, and links then navigate inside the app", async ({
  page,
}) => {
  // The time of the document's first animation frame (the one the page's content is first drawn in).
  await page.addInitScript(() => {
    requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now()));
  });
  await page.goto("/", { waitUntil: "load" });
  await page.waitForFunction(() => "___loader" in window);
  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      firstFrame: (window as unknown as { firstFrame?: number }).firstFrame,
      scriptStarts: entries.filter((entry) => entry.initiatorType === "script").map((entry) => entry.startTime),
    };
  });
  expect(order.firstFrame).toBeGreaterThan(0);
  expect(order.scriptStarts.length).toBeGreaterThan(0);
  for (const start of order.scriptStarts) expect(start).toBeGreaterThanOrEqual(Number(order.firstFrame));

  // In-app navigation (no new document): a marker on window survives the click.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const link = page.locator('a[href="/financing/"]:visible').first();
  // Hydration runs in slices: wait until React has taken over this very link.
  await expect
    .poll(() => link.evaluate((anchor) => Object.keys(anchor).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  await link.click();
  await expect(page).toHaveURL(/\/financing\/$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
