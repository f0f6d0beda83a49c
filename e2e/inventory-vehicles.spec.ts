import { expect, test, type Locator } from "@playwright/test";
import { cardsOf, contentVehicles, listedVehicles, siteSettings } from "./support/inventory-content";
import { waitForHydration } from "./support/shell-pages";

const vehicles = contentVehicles();
const listed = listedVehicles();
const site = siteSettings();
const AVAILABILITY = { available: "InStock", pending: "LimitedAvailability", sold: "SoldOut" } as const;

test.describe("vehicle detail pages", () => {
  test("every vehicle in content/ has a page with its photos, facts, estimate and JSON-LD", async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one pass over every vehicle is enough");
    test.setTimeout(30_000 + vehicles.length * 2_000);
    // The static HTML as a crawler or a visitor without JavaScript gets it: every fact must be there before any
    // script runs. Photos and scripts are not fetched, so 34 pages take seconds (the gallery is tested below).
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route(/\.(js|webp|avif|jpe?g|png)(\?.*)?$/, (route) => route.abort());
    const page = await context.newPage();
    for (const vehicle of vehicles) {
      const response = await page.goto(vehicle.path, { waitUntil: "domcontentloaded" });
      expect(response?.status(), vehicle.path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
      );
      const firstAlt = vehicle.photos[0].alt;
      // Every sample car's first photo is described; without JavaScript the <noscript> copy is in the page too.
      expect(firstAlt, vehicle.path).toBeTruthy();
      await expect(page.getByRole("img", { name: firstAlt, exact: true }).first()).toBeVisible();
      await expect(page.getByRole("cell", { name: vehicle.vin })).toBeVisible();
      await expect(page.getByRole("cell", { name: vehicle.stockNumber, exact: true })).toBeVisible();
      // A price, an estimate and the payment calculator, except on a sold car's page, which shows none.
      const offered = vehicle.status === "sold" ? 0 : 1;
      const shown = (locator: Locator) => locator.filter({ visible: true });
      await expect(shown(page.getByText(`Price: $${vehicle.advertisedPrice.toLocaleString("en-US")}`))).toHaveCount(
        offered,
      );
      // Its own estimate: the page's, less those of the similar cars' cards.
      const estimates = (within: Locator) => shown(within.getByText(/^Est\. \$[\d,]+\/mo/)).count();
      const similar = page.getByRole("region", { name: "Similar vehicles" });
      expect((await estimates(page.locator("body"))) - (await estimates(similar)), vehicle.path).toBe(offered);
      const calculator = page.getByRole("link", { name: "Calculate your own payment" });
      await expect(calculator).toHaveCount(offered);
      await expect(
        shown(calculator.and(page.locator(`[href="/payments/?price=${Math.round(vehicle.advertisedPrice)}"]`))),
      ).toHaveCount(offered);
      // What the estimates assume, under the car's own or the similar cars' (a sold car's page has these).
      await expect(
        shown(page.getByText(`${site.financing.creditScore} credit score, a ${site.financing.termMonths}-month term`)),
      ).toHaveCount(1);

      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const car = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Car");
      expect(car, `JSON-LD Car on ${vehicle.path}`).toBeTruthy();
      expect(car).toMatchObject({
        vehicleIdentificationNumber: vehicle.vin,
        brand: { name: vehicle.make },
        model: vehicle.model,
        vehicleModelDate: String(vehicle.year),
        bodyType: vehicle.bodyStyle,
        fuelType: vehicle.fuelType,
        vehicleTransmission: vehicle.transmission,
        color: vehicle.exteriorColor,
        vehicleInteriorColor: vehicle.interiorColor,
        mileageFromOdometer: { value: vehicle.mileage, unitCode: "SMI" },
        offers: {
          "@type": "Offer",
          price: vehicle.advertisedPrice,
          priceCurrency: "USD",
          availability: `https://schema.org/${AVAILABILITY[vehicle.status]}`,
          seller: { "@type": "AutoDealer", name: site.businessName, telephone: `+1${site.phone.replace(/\D/g, "")}` },
        },
      });
      expect(car.driveWheelConfiguration).toMatch(/^https:\/\/schema\.org\/\w+DriveConfiguration$/);
      expect(car.image).toHaveLength(vehicle.photos.length);
      // Each photo's share size, a JPEG the image service makes (src/lib/images/photo-sizes.ts).
      for (const image of car.image as string[])
        expect(new URL(image).pathname).toMatch(/^\/(_gatsby\/image\/.+\.jpg|\.netlify\/images)$/);
    }
    await context.close();
  });

  test("the gallery works from the keyboard", async ({ page }) => {
    const vehicle = listed.find((v) => v.photos.length >= 3)!;
    await page.goto(vehicle.path);
    await waitForHydration(page);
    const count = vehicle.photos.length;
    const strip = page.getByRole("group", { name: new RegExp(`^Photo 1 of ${count}`) });
    await strip.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("group", { name: new RegExp(`^Photo 2 of ${count}`) })).toBeFocused();
    await expect(page.getByText(`2 / ${count}`)).toBeVisible();
    await expect(page.locator("#photo-2")).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("End");
    await expect(page.getByText(`${count} / ${count}`)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`1 / ${count}`)).toBeVisible();
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expect(page.getByText(`${count} / ${count}`)).toBeVisible();
    await page.getByRole("link", { name: new RegExp(`^Photo 2: `) }).click();
    await expect(page.getByText(`2 / ${count}`)).toBeVisible();
    await expect(page.locator("#photo-2")).toBeInViewport({ ratio: 0.9 });
  });

  test("a key pressed while the gallery is moving counts from the photo it is moving to", async ({ page }) => {
    const vehicle = listed.find((v) => v.photos.length >= 4)!;
    const count = vehicle.photos.length;
    await page.goto(vehicle.path);
    await waitForHydration(page);
    const strip = page.getByRole("group", { name: new RegExp(`^Photo 1 of ${count}`) });
    // End, then Next while the strip is still passing the photos in between: timed in the page, since a
    // smooth scroll is over before a round trip from the test could catch it.
    const shown = await strip.evaluate(
      (element) =>
        new Promise<string[]>((resolve) => {
          const counter = element.parentElement!.querySelector("[aria-live]")!;
          const texts: string[] = [];
          const observer = new MutationObserver(() => texts.push(counter.textContent!));
          observer.observe(counter, { childList: true, subtree: true, characterData: true });
          const press = (key: string) => element.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
          const onScroll = () => {
            const width = element.clientWidth;
            if (element.scrollLeft >= width * (element.childElementCount - 1) - 1) return;
            element.removeEventListener("scroll", onScroll);
            // Two frames: the gallery's own scroll handler has run by then.
            requestAnimationFrame(() => requestAnimationFrame(() => press("ArrowRight")));
            // Done when the strip comes to rest on the first photo, and the page has gone idle: the gallery's
            // own update at the end of a scroll has rendered by then.
            const onScrollEnd = () => {
              if (element.scrollLeft > width / 2) return;
              element.removeEventListener("scrollend", onScrollEnd);
              requestIdleCallback(() => resolve(texts));
            };
            element.addEventListener("scrollend", onScrollEnd);
          };
          element.addEventListener("scroll", onScroll);
          press("End");
        }),
    );
    await expect(page.locator("#photo-1")).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByText(`1 / ${count}`)).toBeVisible();
    // The counter went to the last photo and then the first, never back through the ones passed.
    expect([...new Set(shown)]).toEqual([`${count} / ${count}`, `1 / ${count}`]);
  });

  test("call, text and ask buttons reach the dealer about this vehicle", async ({ page }) => {
    const vehicle = listed[0];
    await page.goto(vehicle.path);
    // Phones also get the sticky contact bar, so the call link can be there twice.
    await expect(page.getByRole("link", { name: `Call ${site.phone}` }).first()).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(page.getByRole("link", { name: "Text us" })).toHaveAttribute(
      "href",
      new RegExp(`^sms:\\+1\\d{10}\\?body=.*${vehicle.stockNumber}`),
    );
    await page.getByRole("link", { name: "Ask about this vehicle" }).click();
    await expect(page.getByRole("region", { name: "Ask about this vehicle" })).toBeInViewport();
  });

  test("share copies the link where there is no share sheet", async ({ page, context, browserName }) => {
    test.skip(browserName !== "chromium", "clipboard permission is Chromium's");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto(listed[0].path);
    // A click before React has hydrated the button does nothing, which a busy machine made flaky.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe("sold and pending vehicles", () => {
  const sold = vehicles.find((v) => v.status === "sold");
  const pending = vehicles.find((v) => v.status === "pending");

  test("a sold vehicle keeps its page: noindex, a Sold notice, similar vehicles", async ({ page }) => {
    test.skip(!sold, "no sold vehicle in content/");
    await page.goto(sold!.path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { name: /^Sold: / })).toBeVisible();
    const similar = page.getByRole("list", { name: "Similar vehicles" }).getByRole("link");
    await expect(similar.first()).toBeVisible();
    expect(await similar.count()).toBeGreaterThan(0);
    const hrefs = await similar.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    for (const href of hrefs) expect(vehicles.find((v) => v.path === href)?.status).not.toBe("sold");
  });

  test("sold vehicles are in no list, no make page and not in the inventory index", async ({ page, request }) => {
    test.skip(!sold, "no sold vehicle in content/");
    const soldPaths = vehicles.filter((v) => v.status === "sold").map((v) => v.path);
    const listPages = [
      "/inventory/",
      "/vehicles/",
      ...[...new Set(vehicles.map((v) => v.make))].map(
        (make) => `/vehicles/make/${make.toLowerCase().replace(/[^a-z0-9]+/g, "-")}/`,
      ),
    ];
    for (const url of listPages) {
      const response = await request.get(url);
      if (response.status() === 404) continue; // a make whose only car was sold has no page
      const html = await response.text();
      for (const path of soldPaths) expect(html, `${url} links to sold ${path}`).not.toContain(`href="${path}"`);
    }
    const pageData = await (await request.get("/page-data/inventory/page-data.json")).json();
    const index = await (await request.get(pageData.result.pageContext.indexUrl)).json();
    for (const v of vehicles.filter((vehicle) => vehicle.status === "sold"))
      expect(index.col.stock).not.toContain(v.stockNumber);
    expect(index.n).toBe(listed.length);
    await page.goto("/vehicles/");
    await expect(page.getByText(`${listed.length} vehicles`)).toBeVisible();
  });

  test("a pending vehicle is listed with a Sale pending marker", async ({ page }) => {
    test.skip(!pending, "no pending vehicle in content/");
    await page.goto(pending!.path);
    await expect(page.getByText("Sale pending", { exact: true })).toBeVisible();
    await page.goto(`/inventory/?q=${pending!.stockNumber}`);
    const card = cardsOf(page);
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Sale pending")).toBeVisible();
  });
});

test.describe("vehicle list pages", () => {
  test("/vehicles/ pages hold 24 vehicles each, newest first, with numbered pages", async ({ page }) => {
    await page.goto("/vehicles/");
    const items = cardsOf(page, "Used cars for sale");
    expect(listed.length, "the sample lists more cars than a page holds").toBeGreaterThan(24);
    await expect(items).toHaveCount(24);
    const pages = page.getByRole("navigation", { name: /pages/ });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/vehicles\/2\/$/);
    await expect(items).toHaveCount(Math.min(24, listed.length - 24));
  });

  test("a make page lists that make only", async ({ page }) => {
    const make = listed[0].make;
    await page.goto("/vehicles/");
    await page.getByRole("navigation", { name: "Shop by make" }).getByRole("link", { name: make, exact: true }).click();
    // The click may be a client-side navigation: wait for the make's list rather than reading at once.
    const headings = page.getByRole("list", { name: `Used ${make} vehicles for sale` }).getByRole("heading");
    await expect(headings).toHaveCount(listed.filter((v) => v.make === make).length);
    for (const title of await headings.allTextContents()) expect(title).toContain(make);
  });
});
