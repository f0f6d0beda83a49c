// Vehicle cards' photos on the production build as a Linux server serves it (nginx in front of serve:prod): each is
// a size of the car's first photo from the image service (`/_gatsby/image/…`), and on a list's first screen (home
// page, /vehicles/, a make's list, /inventory/) a file the build made, so no first visit waits for a resize; with
// JavaScript and without. /inventory/'s cards after a search (their photos from the index's chunks), and a vehicle
// page's similar cars, load too. No photo request of any of these pages fails.
import { expect, test, type Page } from "@playwright/test";
import { makeListPath } from "../src/lib/paths";
import { e2eServer } from "./support/e2e-server";
import { cardsOf, listedVehicles, resultPrices, waitForSearch } from "./support/inventory-content";

const listed = listedVehicles();
// The make with the most cars: its list's first page.
const carsOfMake = (make: string) => listed.filter((vehicle) => vehicle.make === make).length;
const [make] = [...new Set(listed.map((vehicle) => vehicle.make))].sort((a, b) => carsOfMake(b) - carsOfMake(a));
const FIRST_SCREENS = ["/", "/vehicles/", makeListPath(make), "/inventory/"];
const CARD_URL = /^\/_gatsby\/image\/[0-9a-f]{32}\/[0-9a-f]{32}\/[\w-]+\.(webp|jpg)$/;

/** Every photo response of the page that failed, as `status url`. */
function failedPhotos(page: Page): string[] {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image" && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "image") failed.push(`failed ${request.url()}`);
  });
  return failed;
}

/**
 * Each card photo (by default, every photo of the page's main part, all cards on a list) brought into view until
 * it has loaded; the files the browser chose.
 */
async function loadedCardPhotos(page: Page, photos = page.locator("main picture img")): Promise<string[]> {
  // A page after the service worker took over is drawn by the app in its shell: wait for the cards.
  await expect(photos.first()).toBeAttached();
  const files: string[] = [];
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        message: await photo.evaluate((image: HTMLImageElement) => image.currentSrc || image.src),
        timeout: 15_000,
      })
      .toBe(true);
    // A card is 4:3 as drawn, whatever file the browser chose.
    const box = await photo.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(4 / 3, 1);
    files.push(await photo.evaluate((image: HTMLImageElement) => image.currentSrc));
  }
  return files;
}

test.beforeEach(() => {
  test.skip(e2eServer() !== "proxy", "photo sizes are made by serve:prod's image service (E2E_SERVER=proxy)");
});

for (const javaScript of [true, false])
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a list's first screen shows its card photos from files the build made", async ({ page, request }) => {
      const failed = failedPhotos(page);
      for (const path of FIRST_SCREENS) {
        await page.goto(path);
        for (const file of await loadedCardPhotos(page)) {
          const url = new URL(file);
          expect(url.pathname, `${path}: ${file}`).toMatch(CARD_URL);
          const answer = await request.get(url.pathname + url.search);
          expect(answer.status(), file).toBe(200);
          expect(answer.headers()["server-timing"], `${path}: ${file}`).toMatch(/^built;/);
        }
      }
      expect(failed).toEqual([]);
    });
  });

test("/inventory/'s cards after a search and a vehicle page's similar cars load from the image service", async ({
  page,
}) => {
  const failed = failedPhotos(page);
  await page.goto("/inventory/?sort=price-asc");
  await waitForSearch(page);
  const prices = listed.map((vehicle) => vehicle.advertisedPrice).sort((a, b) => a - b);
  await expect.poll(() => resultPrices(page)).toEqual(prices.slice(0, 24));
  const cards = cardsOf(page);
  await expect.poll(() => cards.locator("picture img").count()).toBe(await cards.count());
  for (const file of await loadedCardPhotos(page)) expect(new URL(file).pathname).toMatch(CARD_URL);

  await page.goto(listed[0].path);
  const similar = page.getByRole("region", { name: "Similar vehicles" }).locator("picture img");
  for (const file of await loadedCardPhotos(page, similar)) expect(new URL(file).pathname).toMatch(CARD_URL);
  expect(failed).toEqual([]);
});
