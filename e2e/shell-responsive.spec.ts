import { expect, test } from "@playwright/test";
import { headerBreakpointsOf } from "../src/lib/shell/breakpoints";
import { listedVehicles } from "./support/inventory-content";
import { gotoIfPresent, SHELL_PAGES, site, UNKNOWN_PATH } from "./support/shell-pages";

// Whatever the window width, the header fits without sideways scrolling and a visitor can reach the
// navigation, the phone number and the colour switch (directly, or through the Menu button).
const WIDTHS = [320, 360, 390, 600, 768, 1024, 1151, 1152, 1247, 1248, 1280, 1440, 1920];

test.describe("shell across window widths", () => {
  test.skip(({ isMobile }) => isMobile, "sweeps widths itself; once is enough");

  // One page, resized as a visitor resizes a window: the layout must follow without a reload.
  test("at every width: no sideways scroll; navigation, phone and colour switch within reach", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await gotoIfPresent(page, UNKNOWN_PATH);
    for (const width of WIDTHS) {
      await test.step(`${width}px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(
          width,
        );

        const banner = page.getByRole("banner");
        await expect(
          banner.getByRole("link", { name: new RegExp(site.phone.replace(/[()]/g, "\\$&")) }).filter({ visible: true }),
        ).toHaveCount(1);
        const menuButton = banner.getByRole("button", { name: "Menu", exact: true });
        const nav = banner.getByRole("navigation", { name: "Main" });
        // Below the English navigation's breakpoint the Menu button takes the navigation's place.
        const narrow = width < headerBreakpointsOf("en").nav * 16;
        await expect(menuButton).toBeVisible({ visible: narrow });
        await expect(nav).toBeVisible({ visible: !narrow });
        if (narrow) {
          await menuButton.click();
          const dialog = page.getByRole("dialog", { name: "Site menu" });
          await expect(dialog.getByRole("navigation", { name: "Main" })).toBeVisible();
          await expect(dialog.getByRole("switch", { name: "Dark mode" })).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        } else {
          await expect(banner.getByRole("switch", { name: "Dark mode" })).toBeVisible();
          // Every nav link sits on one row inside the window.
          const boxes = await nav
            .getByRole("link")
            .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
          expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${width}px`).toBe(1);
          expect(Math.max(...boxes.map((box) => box.right)), `${width}px`).toBeLessThanOrEqual(width);
        }
      });
    }
  });
});

// A page wider than the phone makes mobile browsers zoom the whole page out (layout viewport grows to fit),
// so nothing may stick out, including content that hides in horizontal scrollers.
test.describe("every page at phone width", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone project emulates a real mobile viewport");

  for (const pagePath of [...SHELL_PAGES, listedVehicles()[0].path]) {
    test(`${pagePath} fits the phone's width`, async ({ page }) => {
      expect(await gotoIfPresent(page, pagePath), `${pagePath} is built`).toBe(true);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      expect(widths.window).toBe(390);
      expect(widths.scroll).toBeLessThanOrEqual(390);
    });
  }
});
