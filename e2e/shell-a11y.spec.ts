// axe on every page of the shell in both languages (and a vehicle page), in both colour modes, at desktop size;
// on a phone, the pages whose layout a phone changes most (the shell's header, a vehicle page's gallery, the
// Spanish header) and the open menu. The inventory's filter drawer and the forms' states: inventory-a11y and
// pages-axe.
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { listedVehicles } from "./support/inventory-content";
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
async function reloadInMode(page: Page, mode: "light" | "dark") {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [COLOUR_MODE_STORAGE_KEY, mode] as const);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
}

const VEHICLE_PAGE = listedVehicles()[0].path;
const DESKTOP_PAGES = [...SHELL_PAGES, VEHICLE_PAGE, ...SPANISH_PAGES];
const PHONE_PAGES = ["/", VEHICLE_PAGE, "/es/"];

/** Light mode as a visitor turns it on: the header's colour switch (the page is not loaded again). */
async function switchToLight(page: Page) {
  await page.getByRole("banner").getByRole("switch").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const pagePath of [...new Set([...DESKTOP_PAGES, ...PHONE_PAGES])]) {
    test(`${pagePath} has no violations in dark mode, and no colour violations in light mode`, async ({ page }) => {
      const phone = isPhoneLayout(page);
      test.skip(!(phone ? PHONE_PAGES : DESKTOP_PAGES).includes(pagePath), "a layout the phone does not change");
      expect(await gotoIfPresent(page, pagePath), `${pagePath} is built`).toBe(true);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await axeViolations(page, "dark")).toEqual([]);
      // On a phone the switch is in the menu: the stored choice and a reload show the light page instead.
      await (phone ? reloadInMode(page, "light") : switchToLight(page));
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
