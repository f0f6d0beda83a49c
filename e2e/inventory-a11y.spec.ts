import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  applyColourMode,
  listedVehicles,
  openFilters,
  useColourMode,
  waitForSearch,
} from "./support/inventory-content";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const vehicle = listedVehicles()[0];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
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
      await expectNoViolations(page);
    });

    test("inventory with no results", async ({ page }) => {
      await page.goto("/inventory/?priceMax=5000&body=Convertible");
      await applyColourMode(page, mode);
      await expect(page.getByRole("heading", { name: "No vehicles match all of those filters" })).toBeVisible();
      await expectNoViolations(page);
    });

    test("a vehicle list page", async ({ page }) => {
      await page.goto("/vehicles/");
      await applyColourMode(page, mode);
      await expectNoViolations(page);
    });

    test("a vehicle detail page", async ({ page }) => {
      await page.goto(vehicle.path);
      await applyColourMode(page, mode);
      await expectNoViolations(page);
    });
  });
}
