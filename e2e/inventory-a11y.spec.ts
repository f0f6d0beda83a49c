// axe on the inventory's states, both colour modes: filters open with a search applied (on a phone, the filter
// drawer) and no results. The list and detail pages as they first show: shell-a11y.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { axeViolations, type ColourMode } from "./support/axe";
import { applyColourMode, openFilters, useColourMode, waitForSearch } from "./support/inventory-content";
import { isPhoneLayout } from "./support/shell-pages";

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
      test.skip(isPhoneLayout(page), "the same page as on desktop, without the drawer");
      await page.goto("/inventory/?priceMax=5000&body=Convertible");
      await applyColourMode(page, mode);
      await expect(page.getByRole("heading", { name: "No vehicles match all of those filters" })).toBeVisible();
      await expectNoViolations(page, mode);
    });
  });
}
