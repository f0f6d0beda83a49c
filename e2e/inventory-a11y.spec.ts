import { expect, test, type Page } from "@playwright/test";
import { axeViolations, type ColourMode } from "./support/axe";
import {
  applyColourMode,
  listedVehicles,
  openFilters,
  useColourMode,
  waitForSearch,
} from "./support/inventory-content";

const vehicle = listedVehicles()[0];

async function expectNoViolations(page: Page, mode: ColourMode) {
  expect(await axeViolations(page, mode)).toEqual([]);
}

for (const mode of ["dark", "light"] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => useColourMode(page, mode));

    test("inventory, with filters open and a search applied", async ({ page }) => {
      await page.goto("/inventory/?body=SUV&body=Sedan&priceMax=25000&sort=price-asc");
      await applyColourMode(page, mode);
      await waitForSearch(page);
      await expect(page.getByRole("status").filter({ hasText: /match/ })).toBeVisible();
      await openFilters(page);
      await expectNoViolations(page, mode);
    });

    test("inventory with no results", async ({ page }) => {
      await page.goto("/inventory/?priceMax=5000&body=Convertible");
      await applyColourMode(page, mode);
      await expect(page.getByRole("heading", { name: "No vehicles match all of those filters" })).toBeVisible();
      await expectNoViolations(page, mode);
    });

    test("a vehicle list page", async ({ page }) => {
      await page.goto("/vehicles/");
      await applyColourMode(page, mode);
      await expectNoViolations(page, mode);
    });

    test("a vehicle detail page", async ({ page }) => {
      await page.goto(vehicle.path);
      await applyColourMode(page, mode);
      await expectNoViolations(page, mode);
    });
  });
}
