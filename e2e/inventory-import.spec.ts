// The inventory import end to end: two nightly feeds (Windows-1252 CSV, photo URLs on a photo host on
// 127.0.0.1) imported with `npm run inventory:import` into a few vehicles of content/, and the site built
// from the result (e2e/support/feed-import.ts, in the integrations build). The first feed adds two cars; the second drops one
// (marked sold) and lowers the other's price.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { VehicleContent } from "../src/lib/content/vehicle-schema";
import { vehiclePath } from "../src/lib/paths";
import {
  FEED_IMPORT_CONTENT,
  FEED_IMPORT_RESULTS,
  FEED_PHOTOS,
  LEAVING,
  STAYING,
  STAYING_PRICE_IN_SECOND_FEED,
} from "./support/feed-import-fixture";
import { cardsOf, contentVehicles, countStatus, waitForSearch } from "./support/inventory-content";
import { INTEGRATIONS_BUILD_DIR, INTEGRATIONS_URL } from "./support/platform-ports";

test.use({ baseURL: INTEGRATIONS_URL });

const result = (name: string) => JSON.parse(fs.readFileSync(path.join(FEED_IMPORT_RESULTS, name), "utf8"));
const afterFirst = () => contentVehicles(path.join(FEED_IMPORT_RESULTS, "after-first-import"));
const now = () => contentVehicles(FEED_IMPORT_CONTENT);
const byVin = <T extends VehicleContent>(vehicles: T[], vin: string) => vehicles.find((vehicle) => vehicle.vin === vin);
const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;

test.describe("importing the dealer's feed", () => {
  test("the first import adds both new cars with their photos; the cars already there keep what staff gave them", () => {
    const first = result("first-import.json");
    expect(first.stdout).toContain("Feed");
    expect(first.stdout).toMatch(/Windows-1252/);
    expect(first.stdout).toMatch(/Added 2:/);
    expect(first.stdout).toMatch(/Photos: 5 downloaded, 0 copied from the feed's folder, 0 unchanged, 0 failed/);
    const vehicles = afterFirst();
    const staying = byVin(vehicles, STAYING.vin)!;
    expect(staying).toMatchObject({
      price: STAYING.price,
      status: "available",
      description: STAYING.description,
      warranty: { type: "as-is" },
    });
    expect(staying.photos).toHaveLength(3);
    expect(byVin(vehicles, LEAVING.vin)).toMatchObject({ status: "available", description: LEAVING.description });
    const photos = fs.readdirSync(path.join(FEED_IMPORT_CONTENT, "vehicles", "photos"));
    for (const photo of staying.photos) expect(photos).toContain(photo.file);
    // The two cars of content/ are in both feeds with the same facts and no photo URLs: untouched, alt texts and all.
    for (const vehicle of vehicles.filter((v) => v.vin !== STAYING.vin && v.vin !== LEAVING.vin)) {
      expect(vehicle.photos.every((photo) => photo.alt)).toBe(true);
    }
    expect(first.stdout).toMatch(/Left alone: 2 unchanged in the feed/);
  });

  test("the second import marks the dropped car sold, changes the price, and downloads no unchanged photo again", () => {
    const second = result("second-import.json");
    expect(second.stdout).toMatch(
      new RegExp(
        `Changed 1:\\n {2}~ 2020 Toyota Highlander \\(stock T2402, VIN ${STAYING.vin}\\), row \\d+\\n {6}price: ${STAYING.price} -> ${STAYING_PRICE_IN_SECOND_FEED}\\n`,
      ),
    );
    // The lower price is recorded as a price drop, dated the day of the import.
    expect(byVin(now(), STAYING.vin)).toMatchObject({
      price: STAYING_PRICE_IN_SECOND_FEED,
      previousPrice: STAYING.price,
      priceReducedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(second.stdout).toMatch(
      new RegExp(
        `Marked sold 1 \\(not in the feed\\):\\n {2}- 2018 Honda Accord \\(stock H2405, VIN ${LEAVING.vin}\\)`,
      ),
    );
    const requests = result("photo-requests.json") as {
      first: { path: string; status: number }[];
      second: { path: string; status: number }[];
    };
    expect(requests.first.map((request) => request.status)).toEqual(Array(5).fill(200));
    const stayingPaths = FEED_PHOTOS[0].photos.map((photo) => photo.urlPath);
    expect(requests.second.map((request) => request.path).sort()).toEqual([...stayingPaths].sort());
    expect(requests.second.map((request) => request.status)).toEqual([304, 304, 304]);
    expect(second.stdout).toMatch(/Photos: 0 downloaded, 0 copied from the feed's folder, 3 unchanged, 0 failed/);
  });

  test("/inventory/ lists the new car at its new price, reduced, and not the sold one", async ({ page }) => {
    // The site's whole inventory: the integrations build's vehicles, the imported ones among them.
    const listed = contentVehicles(path.join(INTEGRATIONS_BUILD_DIR, "integrations-content")).filter(
      (vehicle) => vehicle.status !== "sold",
    );
    // Advertised prices: the sample site's required fee is added to the feed's price.
    const staying = byVin(now(), STAYING.vin)!;
    const fees = staying.advertisedPrice - staying.price;
    await page.goto("/inventory/");
    await waitForSearch(page);
    await expect(countStatus(page)).toHaveText(`${listed.length} vehicles in stock`);
    const card = cardsOf(page).filter({ hasText: "2020 Toyota Highlander" });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(dollars(staying.advertisedPrice));
    await expect(card).toContainText(`Price reduced ${dollars(STAYING.price - STAYING_PRICE_IN_SECOND_FEED)}`);
    await expect(card).not.toContainText(dollars(STAYING.price + fees));
    await expect(cardsOf(page).filter({ hasText: "2018 Honda Accord" })).toHaveCount(0);
  });

  test("the new car's page shows the feed's facts and the downloaded photos", async ({ page }) => {
    await page.goto(vehiclePath(STAYING));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2020 Toyota Highlander");
    await expect(page.getByText(`Price: ${dollars(byVin(now(), STAYING.vin)!.advertisedPrice)}`)).toBeVisible();
    await expect(page.getByRole("cell", { name: STAYING.vin })).toBeVisible();
    await expect(page.getByRole("cell", { name: "AWD", exact: true })).toBeVisible();
    await expect(page.getByText(STAYING.description.en)).toBeVisible();
    // This build is Netlify's: its slides are Netlify Image CDN sizes of the downloaded photos, which the build
    // published (Netlify's service is not here to answer them; platform-netlify.spec.ts checks the routing).
    const files = byVin(now(), STAYING.vin)!.photos.map((photo) => photo.file);
    // The build's own alt text: the car's name (with its trim), then the photo's place.
    const slides = page.getByRole("img", { name: /^2020 Toyota Highlander( \S+)*, photo \d of 3$/ });
    await expect(slides).toHaveCount(3);
    for (const [index, slide] of (await slides.all()).entries()) {
      const source = new URL((await slide.getAttribute("src")) as string, INTEGRATIONS_URL).searchParams.get("url");
      expect(source, files[index]).toMatch(new RegExp(`^/static/[0-9a-f]{32}/${files[index].replace(/\./g, "\\.")}$`));
      expect(fs.existsSync(path.join(INTEGRATIONS_BUILD_DIR, "public", source as string))).toBe(true);
    }
    // Its card photo is a Netlify Image CDN size of its first downloaded photo, which the build published.
    await page.goto("/inventory/");
    const card = cardsOf(page).filter({ hasText: "2020 Toyota Highlander" }).locator("picture");
    await card.scrollIntoViewIfNeeded();
    const candidates = [
      (await card.locator("img").getAttribute("src")) as string,
      ...((await card.locator("source").first().getAttribute("srcset")) as string)
        .split(", ")
        .map((c) => c.split(" ")[0]),
    ];
    for (const candidate of candidates) {
      const url = new URL(candidate, INTEGRATIONS_URL);
      expect(url.pathname, candidate).toBe("/.netlify/images");
      expect(url.searchParams.get("url"), candidate).toMatch(
        new RegExp(`^/static/[0-9a-f]{32}/${files[0].replace(/\./g, "\\.")}$`),
      );
      expect([url.searchParams.get("fit"), url.searchParams.get("position")]).toEqual(["cover", "center"]);
      expect(Number(url.searchParams.get("w")) / Number(url.searchParams.get("h"))).toBeCloseTo(4 / 3, 2);
    }
  });

  test("the car the second feed dropped keeps its page, marked sold, its markup description plain text", async ({
    page,
  }) => {
    await page.goto(vehiclePath(LEAVING));
    await expect(page.getByRole("heading", { name: /^Sold: this 2018 Honda Accord/ })).toBeVisible();
    await expect(page.getByText(LEAVING.description.en, { exact: true })).toBeVisible();
    await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
  });
});
