// The inventory's search: filters, sort, keyword, history and the index, then the phone's few-taps search and the
// page without JavaScript. On a phone only what goes through its filter drawer runs again: the rest is the
// same code and markup at every size.
import { expect, test, type Page } from "@playwright/test";
import {
  cardsOf,
  countStatus,
  listedVehicles,
  openFilters,
  resultPrices,
  waitForSearch,
} from "./support/inventory-content";
import { isPhoneLayout } from "./support/shell-pages";

const listed = listedVehicles();
const suvsUnder20k = listed.filter((v) => v.bodyStyle === "SUV" && v.advertisedPrice <= 20000);
const cheapSuvsLowMiles = suvsUnder20k.filter((v) => v.mileage <= 80000);
const plural = (n: number) => `${n} ${n === 1 ? "vehicle" : "vehicles"}`;
const desktopOnly = (page: Page) =>
  test.skip(isPhoneLayout(page), "the same behaviour at every window size: run on desktop");

test.describe("inventory search", () => {
  test("filters and sort change the results and the URL", async ({ page }) => {
    await page.goto("/inventory/");
    await waitForSearch(page);
    await expect(countStatus(page)).toHaveText(`${plural(listed.length)} in stock`);
    await openFilters(page);

    await page.getByRole("checkbox", { name: /^SUV/ }).check();
    await expect(page).toHaveURL(/\/inventory\/\?body=SUV$/);
    await expect(countStatus(page)).toHaveText(`${plural(listed.filter((v) => v.bodyStyle === "SUV").length)} match`);

    await page.getByRole("combobox", { name: "Highest price" }).selectOption("20000");
    await expect(page).toHaveURL(/\?body=SUV&priceMax=20000$/);
    await expect(countStatus(page)).toHaveText(`${plural(suvsUnder20k.length)} match`);

    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await expect(page).toHaveURL(/\?body=SUV&priceMax=20000&sort=price-asc$/);
    await expect
      .poll(() => resultPrices(page))
      .toEqual(suvsUnder20k.map((v) => v.advertisedPrice).sort((a, b) => a - b));

    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-desc");
    await expect
      .poll(() => resultPrices(page))
      .toEqual(suvsUnder20k.map((v) => v.advertisedPrice).sort((a, b) => b - a));
  });

  test("a keyword finds a vehicle by stock number or VIN", async ({ page }) => {
    desktopOnly(page);
    const target = listed[listed.length - 1];
    await page.goto("/inventory/");
    await waitForSearch(page);
    await page.getByRole("searchbox", { name: /search by make/i }).fill(target.stockNumber.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`\\?q=${target.stockNumber.toLowerCase()}$`));
    await expect(countStatus(page)).toHaveText("1 vehicle match");
    await page.getByRole("searchbox", { name: /search by make/i }).fill(target.vin.slice(-8));
    await expect(
      page.getByRole("link", { name: new RegExp(`${target.year} ${target.make} ${target.model}`) }),
    ).toBeVisible();
  });

  test("reload and Back restore the search", async ({ page }) => {
    desktopOnly(page);
    await page.goto("/inventory/?body=SUV&priceMax=20000&sort=price-asc");
    await expect(countStatus(page)).toHaveText(`${plural(suvsUnder20k.length)} match`);
    await page.reload();
    await expect(countStatus(page)).toHaveText(`${plural(suvsUnder20k.length)} match`);
    await expect(page.getByRole("button", { name: "Remove filter: SUV" })).toBeVisible();

    // Into a vehicle and back: the same results, in the same order.
    const prices = await resultPrices(page);
    await page.getByRole("list", { name: "Vehicles" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/vehicles\/[a-z0-9-]+\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory\/\?body=SUV&priceMax=20000&sort=price-asc$/);
    await expect(countStatus(page)).toHaveText(`${plural(suvsUnder20k.length)} match`);
    expect(await resultPrices(page)).toEqual(prices);
  });

  test("Back undoes one filter change at a time", async ({ page }) => {
    desktopOnly(page);
    await page.goto("/inventory/");
    await waitForSearch(page);
    await openFilters(page);
    await page.getByRole("checkbox", { name: /^SUV/ }).check();
    await expect(page).toHaveURL(/\?body=SUV$/);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await expect(page).toHaveURL(/\?body=SUV&sort=price-asc$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?body=SUV$/);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("newest");
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory\/$/);
    await expect(countStatus(page)).toHaveText(`${plural(listed.length)} in stock`);
  });

  test("nothing matches: loosen a filter or call", async ({ page }) => {
    desktopOnly(page);
    await page.goto("/inventory/?priceMax=5000&body=Convertible&body=Truck");
    await expect(page.getByRole("heading", { name: "No vehicles match all of those filters" })).toBeVisible();
    await expect(page.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ }).first()).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    // Clearing everything from the no-results state goes back to the whole inventory.
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/inventory\/$/);
    // Loosening one filter keeps the others (trucks exist, so results come back).
    await page.goto("/inventory/?priceMax=5000&body=Convertible&body=Truck");
    await page.getByRole("button", { name: /^Remove filter: Up to \$5,000 \(\d+ without it\)$/ }).click();
    await expect(page).toHaveURL(/\?body=Truck&body=Convertible$/);
    await expect(page.getByRole("heading", { name: "No vehicles match all of those filters" })).toHaveCount(0);
  });

  test.describe("index download", () => {
    // Once the service worker controls the page, Playwright reports its network fetch of the index as a
    // second request beside the page's own; without it, every request counted is one download.
    test.use({ serviceWorkers: "block" });

    test("the page's first load does not include the inventory index", async ({ page }) => {
      const indexRequests: string[] = [];
      page.on("request", (request) => {
        if (/\/static\/inventory-[0-9a-f]+\.json$/.test(request.url())) indexRequests.push(request.url());
      });
      await page.goto("/inventory/", { waitUntil: "load" });
      expect(indexRequests).toEqual([]);
      await waitForSearch(page);
      await openFilters(page);
      await page.getByRole("checkbox", { name: /^Sedan/ }).check();
      await expect.poll(() => indexRequests.length).toBe(1);
    });

    test("the cards' photos come in chunks fetched for the cards shown, once each", async ({ page }) => {
      const chunkRequests: string[] = [];
      page.on("request", (request) => {
        if (/\/static\/card-photos-[0-9a-f]+\.json$/.test(request.url())) chunkRequests.push(request.url());
      });
      await page.goto("/inventory/", { waitUntil: "load" });
      await waitForSearch(page);
      // The static first page has its photos from the HTML: no chunk.
      expect(chunkRequests).toEqual([]);
      await page.goto("/inventory/?sort=price-asc");
      const cards = cardsOf(page);
      // The search's answer, not the static first page shown while the index loads.
      const prices = listed.map((vehicle) => vehicle.advertisedPrice).sort((a, b) => a - b);
      await expect.poll(() => resultPrices(page)).toEqual(prices.slice(0, 24));
      // Every card shown gets its photo (each sample car has one), and no card says it has none.
      await expect.poll(() => cards.locator("picture img").count()).toBe(await cards.count());
      await expect(page.getByText("Photo coming soon")).toHaveCount(0);
      expect(chunkRequests.length).toBeGreaterThan(0);
      const fetched = chunkRequests.length;
      // A chunk fetched once serves every later search (the sample's cars fit in one chunk).
      await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-desc");
      await expect.poll(() => resultPrices(page)).toEqual(prices.reverse().slice(0, 24));
      await expect.poll(() => cards.locator("picture img").count()).toBe(await cards.count());
      expect(chunkRequests).toHaveLength(fetched);
    });
  });
});

test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout only");

  test("SUVs under $20,000 with under 80,000 miles, cheapest first, in a few taps, and the link reproduces it", async ({
    page,
    browser,
  }) => {
    await page.goto("/inventory/");
    await waitForSearch(page);
    let taps = 0;
    const tap = async (action: Promise<unknown>) => {
      await action;
      taps += 1;
    };
    await tap(page.getByRole("button", { name: /^Filters/ }).tap());
    await tap(page.getByRole("checkbox", { name: /^SUV/ }).tap());
    await tap(page.getByRole("combobox", { name: "Highest price" }).selectOption("20000"));
    await tap(page.getByRole("combobox", { name: "Mileage" }).selectOption("80000"));
    await tap(page.getByRole("button", { name: /^Show \d+ vehicles?$/ }).tap());
    await tap(page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc"));
    expect(taps).toBeLessThanOrEqual(6);

    await expect(page).toHaveURL(/\/inventory\/\?body=SUV&priceMax=20000&mileageMax=80000&sort=price-asc$/);
    await expect(countStatus(page)).toHaveText(`${plural(cheapSuvsLowMiles.length)} match`);
    const expected = cheapSuvsLowMiles.map((v) => v.advertisedPrice).sort((a, b) => a - b);
    await expect.poll(() => resultPrices(page)).toEqual(expected);
    // The results are what the screen shows after "Show": the first card is in view.
    await expect(cardsOf(page).first()).toBeInViewport();

    // Shared link: a fresh visitor opening the URL sees the same list.
    const shared = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shared.goto(page.url());
    await expect(countStatus(shared)).toHaveText(`${plural(cheapSuvsLowMiles.length)} match`);
    expect(await resultPrices(shared)).toEqual(expected);
    await shared.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "the same markup at every window size: run on desktop");

  test("the inventory lists vehicles, newest first, with working links", async ({ page }) => {
    await page.goto("/inventory/");
    const newest = [...listed].sort((a, b) =>
      a.dateInStock < b.dateInStock ? 1 : a.dateInStock > b.dateInStock ? -1 : a.stockNumber < b.stockNumber ? -1 : 1,
    );
    // The vehicles' own links (a card may also link to its history report).
    const links = page.getByRole("list", { name: "Vehicles" }).locator('a[href^="/vehicles/"]');
    await expect(links).toHaveCount(Math.min(24, listed.length));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(newest.slice(0, 24).map((v) => v.path));
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${newest[0].path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      `${newest[0].year} ${newest[0].make} ${newest[0].model}`,
    );
  });

  test("the rest of the inventory is a link away, page by page and by make", async ({ page }) => {
    test.skip(listed.length <= 24, "one page of inventory");
    await page.goto("/inventory/");
    await page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/vehicles\/2\/$/);
    await expect(cardsOf(page, /Used cars for sale/)).toHaveCount(listed.length - 24);
    await page.goto("/inventory/");
    const make = listed[0].make;
    await page.getByRole("navigation", { name: "Shop by make" }).getByRole("link", { name: make, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Used ${make} vehicles for sale`);
  });
});
