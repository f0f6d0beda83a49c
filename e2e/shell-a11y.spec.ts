import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import {
  COLOUR_MODE_STORAGE_KEY,
  gotoIfPresent,
  isPhoneLayout,
  SHELL_PAGES,
  SPANISH_PAGES,
  UNKNOWN_PATH,
  waitForHydration,
} from "./support/shell-pages";

/** The page again in the other colour mode, as a visitor's stored choice gives it. */
async function reloadInMode(page: import("@playwright/test").Page, mode: "light" | "dark") {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [COLOUR_MODE_STORAGE_KEY, mode] as const);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const pagePath of [...SHELL_PAGES, ...SPANISH_PAGES]) {
    test(`${pagePath} has no violations in dark mode, and no colour violations in light mode`, async ({ page }) => {
      expect(await gotoIfPresent(page, pagePath), `${pagePath} is built`).toBe(true);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await axeViolations(page, "dark")).toEqual([]);
      await reloadInMode(page, "light");
      expect(await axeViolations(page, "light")).toEqual([]);
    });
  }

  test("the open mobile menu has no violations in dark mode, and no colour violations in light mode", async ({
    page,
  }) => {
    test.skip(!isPhoneLayout(page), "the menu is for phone-sized windows");
    await gotoIfPresent(page, UNKNOWN_PATH);
    const openMenu = async () => {
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    };
    await openMenu();
    expect(await axeViolations(page, "dark")).toEqual([]);
    await reloadInMode(page, "light");
    await openMenu();
    expect(await axeViolations(page, "light")).toEqual([]);
  });
});
