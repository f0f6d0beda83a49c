// A vehicle page's photos on the production build as a Linux server serves it (nginx in front of serve:prod,
// whose image service makes each size on its first request, but for the first paint the build made): every slide
// and thumbnail loads at the size the browser picks, the share image too, and once seen they all load again
// offline, from the service worker.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { e2eServer } from "./support/e2e-server";
import { PUBLIC_DIR } from "./support/platform-pages";
import { listedVehicles } from "./support/inventory-content";

// The lot's car with the most photos.
const vehicle = [...listedVehicles()].sort((a, b) => b.photos.length - a.photos.length)[0];

/** Every photo of the page (slides, then thumbnails) brought into view until it has loaded; their files. */
async function loadEveryPhoto(page: Page): Promise<string[]> {
  const slides = page.locator("[id^='photo-'] img");
  const thumbs = page.getByRole("list", { name: "Choose a photo" }).locator("img");
  await expect(slides).toHaveCount(vehicle.photos.length);
  await expect(thumbs).toHaveCount(vehicle.photos.length);
  const files: string[] = [];
  for (const photos of [slides, thumbs])
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
          message: await photo.evaluate((image: HTMLImageElement) => image.currentSrc || image.src),
          timeout: 15_000,
        })
        .toBe(true);
      files.push(await photo.evaluate((image: HTMLImageElement) => image.currentSrc));
    }
  return files;
}

test.beforeEach(() => {
  test.skip(e2eServer() !== "proxy", "photo sizes are made by serve:prod's image service (E2E_SERVER=proxy)");
});

test("every photo on a vehicle page loads from the image service, the share image too", async ({ page, request }) => {
  expect(vehicle.photos.length).toBeGreaterThanOrEqual(3);
  await page.goto(vehicle.path);
  const files = await loadEveryPhoto(page);
  for (const file of files)
    expect(new URL(file).pathname, file).toMatch(/^\/_gatsby\/image\/[0-9a-f]{32}\/[0-9a-f]{32}\//);
  // The slides at the width the browser chose for this window, not the smallest or the widest of every size.
  expect(new Set(files).size).toBe(files.length);

  const share = await page.locator('meta[property="og:image"]').getAttribute("content");
  const answer = await request.get(new URL(share as string).pathname + new URL(share as string).search);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/jpeg");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

// A first visit's largest paint never waits for a resize: the build made the slides each built vehicle page
// preloads. A deferred page's (VEHICLE_PAGES_AT_BUILD: the main e2e build has both kinds) answer too: made by the
// image service with the page, on its first request, unless the car's card on a list's first screen made them
// already (a card's 480 and 800 px are the slides' files).
test("every built vehicle page's preloaded photo is a file the build made; a deferred page's answer too", async ({
  request,
}) => {
  const kinds = new Set<string>();
  for (const { path: pagePath } of listedVehicles()) {
    const built = fs.existsSync(path.join(PUBLIC_DIR, pagePath, "index.html"));
    kinds.add(built ? "built" : "deferred");
    const html = await (await request.get(pagePath)).text();
    const srcset = /<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/.exec(html)?.[1];
    expect(srcset, `${pagePath}: its preload`).toBeTruthy();
    const candidates = (srcset as string)
      .split(", ")
      .map((candidate) => candidate.split(" ")[0].replace(/&amp;/g, "&"));
    expect(candidates, pagePath).toHaveLength(3);
    for (const url of candidates) {
      const answer = await request.get(url);
      expect(answer.status(), url).toBe(200);
      expect(answer.headers()["server-timing"], url).toMatch(built ? /^built;/ : /^(built|resized|joined|cached);/);
      expect(answer.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
  }
  expect([...kinds].sort()).toEqual(["built", "deferred"]);
});

test("a vehicle page seen before shows every photo offline", async ({ page, context }) => {
  await page.goto(vehicle.path);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 15_000 });
  const files = await loadEveryPhoto(page);
  // The worker keeps each photo it fetched, and those loaded before it took over are fetched again through it.
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const kept = new Set<string>();
          for (const name of await caches.keys())
            for (const cached of await (await caches.open(name)).keys()) kept.add(cached.url);
          return wanted.filter((file) => !kept.has(file));
        }, files),
      { timeout: 20_000, message: "photos not yet kept by the service worker" },
    )
    .toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${vehicle.year} ${vehicle.make}`);
    expect(await loadEveryPhoto(page)).toEqual(files);
  } finally {
    await context.setOffline(false);
  }
});
