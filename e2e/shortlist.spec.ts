// Saved vehicles and the compare page (src/components/saved/): the heart on cards and detail pages, the header
// count, /saved/ with current prices and status, and /compare/?stock=... as a shareable table.
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { SAVED_STORAGE_KEY } from "../src/lib/saved/saved-list";
import { contentVehicles } from "./support/inventory-content";
import { waitForHydration } from "./support/shell-pages";

const CIVIC = { stock: "H24100", name: "2019 Honda Civic EX", path: "/vehicles/2019-honda-civic-h24100/" };
const TELLURIDE = { stock: "K24198", name: "2020 Kia Telluride EX", path: "/vehicles/2020-kia-telluride-k24198/" };
const CAMRY = { stock: "T24107", name: "2020 Toyota Camry SE" };
const SOLD_ODYSSEY = { stock: "H24261", name: "2013 Honda Odyssey EX-L" };

/** "$35,080": the price the site shows for a stock number (its file's price plus required fees). */
const shownPrice = (stock: string): string =>
  `$${contentVehicles()
    .find((vehicle) => vehicle.stockNumber === stock)!
    .advertisedPrice.toLocaleString("en-US")}`;

/** Seeds the saved list before the test's first page; later loads see what the page itself stored. */
async function seedSaved(context: BrowserContext, stock: string[]): Promise<void> {
  await context.addInitScript(
    ([key, list]) => {
      if (!sessionStorage.getItem("shortlist-e2e-seeded")) {
        localStorage.setItem(key, JSON.stringify({ version: 1, stock: list }));
        sessionStorage.setItem("shortlist-e2e-seeded", "1");
      }
    },
    [SAVED_STORAGE_KEY, stock] as const,
  );
}

const headerCount = (page: Page): Locator => page.getByRole("banner").getByRole("link", { name: /^Saved vehicles/ });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test("saves from cards and a detail page, keeps them over a reload, lists them and counts them", async ({ page }) => {
  await open(page, "/inventory/");
  const saveButtons = page.getByRole("main").getByRole("button", { name: /^Save / });
  await expect(saveButtons.first()).toBeVisible();
  const names: string[] = [];
  for (const index of [0, 1]) {
    const button = saveButtons.nth(index);
    names.push((await button.getAttribute("aria-label"))!.replace(/^Save /, ""));
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  await expect(headerCount(page)).toHaveAccessibleName("Saved vehicles, 2");

  await open(page, TELLURIDE.path);
  const detailSave = page.getByRole("button", { name: `Save ${TELLURIDE.name}` });
  await detailSave.click();
  await expect(detailSave).toHaveAttribute("aria-pressed", "true");
  await expect(headerCount(page)).toHaveAccessibleName("Saved vehicles, 3");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: `Save ${TELLURIDE.name}` })).toHaveAttribute("aria-pressed", "true");
  await expect(headerCount(page)).toHaveAccessibleName("Saved vehicles, 3");

  await headerCount(page).click();
  await expect(page).toHaveURL(/\/saved\/$/);
  const list = page.getByRole("list", { name: "Saved vehicles" });
  // Newest first: the detail page's save, then the two cards in reverse.
  await expect(list.getByRole("heading", { level: 2 })).toHaveText([TELLURIDE.name, names[1], names[0]]);
  await expect(list.getByRole("listitem").first()).toContainText(shownPrice(TELLURIDE.stock));
});

test("the count stays in step across tabs", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await open(first, CIVIC.path);
  await open(second, "/");
  await expect(headerCount(second)).toHaveAccessibleName("Saved vehicles, 0");
  await first.getByRole("button", { name: `Save ${CIVIC.name}` }).click();
  await expect(headerCount(second)).toHaveAccessibleName("Saved vehicles, 1");
  await expect(second.getByRole("banner").getByText("1", { exact: true })).toBeVisible();
});

test("compares two saved vehicles; the shared link shows the same table in a fresh browser", async ({
  page,
  context,
  browser,
}) => {
  await seedSaved(context, [TELLURIDE.stock, CIVIC.stock, CAMRY.stock]);
  await open(page, "/saved/");
  await page.getByRole("checkbox", { name: `Compare ${TELLURIDE.name}` }).check();
  await page.getByRole("button", { name: /^Compare selected/ }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Choose 2 to 4 vehicles to compare; 1 chosen.");
  await page.getByRole("checkbox", { name: `Compare ${CIVIC.name}` }).check();
  await page.getByRole("button", { name: "Compare selected (2)" }).click();
  await expect(page).toHaveURL(/\/compare\/\?stock=K24198,H24100$/);

  const expectTable = async (target: Page) => {
    const table = target.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([TELLURIDE.name, CIVIC.name]);
    const priceRow = table.getByRole("row").filter({ has: target.getByRole("rowheader", { name: /^Price/ }) });
    await expect(priceRow.getByRole("rowheader")).toContainText("Differs");
    await expect(priceRow.getByRole("cell")).toHaveText([shownPrice(TELLURIDE.stock), shownPrice(CIVIC.stock)]);
    const bodyRow = table.getByRole("row").filter({ has: target.getByRole("rowheader", { name: /^Body style/ }) });
    await expect(bodyRow.getByRole("cell")).toHaveText(["SUV", "Sedan"]);
    await expect(bodyRow.getByRole("rowheader")).toContainText("Differs");
    const fuelRow = table.getByRole("row").filter({ has: target.getByRole("rowheader", { name: /^Fuel/ }) });
    await expect(fuelRow.getByRole("rowheader")).not.toContainText("Differs");
    return table;
  };
  const table = await expectTable(page);
  await page.getByRole("checkbox", { name: "Show only differences" }).check();
  await expect(table.getByRole("rowheader", { name: /^Fuel/ })).toHaveCount(0);
  for (const header of await table.getByRole("rowheader").all()) await expect(header).toContainText("Differs");

  const fresh = await browser.newContext();
  try {
    const shared = await fresh.newPage();
    await open(shared, "/compare/?stock=K24198,H24100");
    await expectTable(shared);
  } finally {
    await fresh.close();
  }
});

test("a sold vehicle and one no longer listed are marked on /saved/ and can be removed", async ({ page, context }) => {
  await seedSaved(context, [SOLD_ODYSSEY.stock, CAMRY.stock, "ZZ9999"]);
  await open(page, "/saved/");
  const list = page.getByRole("list", { name: "Saved vehicles" });
  const sold = list.getByRole("listitem").filter({ hasText: SOLD_ODYSSEY.name });
  await expect(sold).toContainText("Sold");
  await expect(sold).toContainText("This vehicle has been sold.");
  await expect(sold.getByRole("checkbox")).toHaveCount(0);
  const gone = list.getByRole("listitem").filter({ hasText: "Stock ZZ9999" });
  await expect(gone).toContainText("No longer listed");
  await expect(headerCount(page)).toHaveAccessibleName("Saved vehicles, 3");
  await gone.getByRole("button", { name: "Remove stock ZZ9999" }).click();
  await expect(gone).toHaveCount(0);
  await expect(headerCount(page)).toHaveAccessibleName("Saved vehicles, 2");
  await page.getByRole("button", { name: "Remove it" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(CAMRY.name);
});

test("the compare page reports unknown and sold stock numbers and explains how to pick", async ({ page }) => {
  await open(page, `/compare/?stock=${CIVIC.stock},NOPE1,${SOLD_ODYSSEY.stock},${CAMRY.stock}`);
  await expect(page.getByText("Not found: NOPE1.")).toBeVisible();
  await expect(page.getByText(`Sold: ${SOLD_ODYSSEY.name}.`)).toBeVisible();
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
  await expect(page.getByRole("table").getByRole("columnheader").nth(1)).toContainText("Sold");

  await open(page, "/compare/?stock=NOPE1");
  await expect(page.getByText("Choose at least 2 vehicles to compare.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);

  await open(page, `/compare/?stock=${CIVIC.stock},NOPE1`);
  await expect(page.getByText("Not found: NOPE1.")).toBeVisible();
  await expect(page.getByText(/Only 1 of these vehicles can be shown/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "saved vehicles" })).toHaveAttribute("href", "/saved/");
});

test("the heart works from the keyboard with Enter and Space, and focus stays visible", async ({ page }) => {
  await open(page, CIVIC.path);
  const button = page.getByRole("button", { name: `Save ${CIVIC.name}` });
  await expect(button).toBeVisible();
  // Tab onto it from the element before it, as a keyboard user would.
  await button.evaluate((element) => {
    const before = document.createElement("button");
    before.textContent = "start";
    element.before(before);
    before.focus();
  });
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(headerCount(page)).toHaveAccessibleName("Saved vehicles, 1");
  await page.keyboard.press("Space");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(button).toBeFocused();
  const outline = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { matches: element.matches(":focus-visible"), style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(outline).toEqual({ matches: true, style: "solid", width: "3px" });
});

test("on a phone-wide window the table scrolls sideways inside itself with the row headers kept", async ({ page }) => {
  // The phone's width, set here: the spec runs once, in the desktop project.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/compare/?stock=${TELLURIDE.stock},${CIVIC.stock},${CAMRY.stock}`);
  const region = page.getByRole("region", { name: /3 vehicles compared/ });
  await expect(region).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const rowHeader = page.getByRole("rowheader", { name: /^Year/ });
  expect(await rowHeader.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
  const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const before = await rowHeader.boundingBox();
  await region.evaluate((element) => element.scrollBy({ left: 400, behavior: "instant" }));
  expect((await rowHeader.boundingBox())?.x).toBe(before?.x);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no hearts and no count; /saved/ and /compare/ say what they need", async ({ page }) => {
    await page.goto("/inventory/");
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Save / })).toHaveCount(0);
    await expect(headerCount(page)).toHaveAccessibleName("Saved vehicles");
    await page.goto("/saved/");
    await expect(page.getByRole("heading", { level: 1, name: "Saved vehicles" })).toBeVisible();
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
    await page.goto("/compare/?stock=H24100,T24107");
    await expect(page.getByRole("heading", { level: 1, name: "Compare vehicles" })).toBeVisible();
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
  });
});

test("the saved list works offline after one online visit", async ({ page, context }) => {
  await seedSaved(context, [CIVIC.stock, CAMRY.stock]);
  await open(page, "/saved/");
  await expect(page.getByRole("list", { name: "Saved vehicles" }).getByRole("listitem")).toHaveCount(2);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 15_000 });
  // The first visit may have fetched the data before the worker took control: fetch once more under it.
  await page.reload();
  await expect(page.getByRole("list", { name: "Saved vehicles" }).getByRole("listitem")).toHaveCount(2);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            if (/\/static\/shortlist-[0-9a-f]+\.json$/.test(request.url)) return true;
        return false;
      }),
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole("list", { name: "Saved vehicles" }).getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("list", { name: "Saved vehicles" })).toContainText(CIVIC.name);
  } finally {
    await context.setOffline(false);
  }
});
