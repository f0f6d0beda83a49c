import { expect, test } from "@playwright/test";
import { gotoIfPresent, isPhoneLayout, UNKNOWN_PATH } from "./support/shell-pages";

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isPhoneLayout(page), "the menu button is for phone-sized windows");
    await gotoIfPresent(page, UNKNOWN_PATH);
  });

  test("the header shows the menu button and a call button instead of the navigation", async ({ page }) => {
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
    await expect(banner.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("opens full screen above everything (z-index 2001) and closes with its close button", async ({ page }) => {
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(await dialog.evaluate((element) => getComputedStyle(element).zIndex)).toBe("2001");
    // Measured where the menu comes to rest, once its opening animation has finished.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    // Nothing else is on top of the menu's centre or its corners.
    for (const [x, y] of [
      [viewport.width / 2, viewport.height / 2],
      [2, 2],
      [viewport.width - 2, viewport.height - 2],
    ]) {
      expect(
        await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest("[role=dialog]") !== null, [x, y]),
      ).toBe(true);
    }
    for (const label of ["Home", "Inventory", "Financing", "Trade-in", "Contact"]) {
      await expect(dialog.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label })).toBeVisible();
    }
    await expect(dialog.getByRole("switch", { name: "Dark mode" })).toBeVisible();

    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test("Escape closes it and focus returns to the menu button", async ({ page }) => {
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test("keeps keyboard focus inside while open, both ways round", async ({ page }) => {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const dialog = page.getByRole("dialog");
    const insideDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press("Tab");
      expect(await insideDialog(), `after Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await insideDialog(), `after Shift+Tab ${step + 1}`).toBe(true);
    }
    await expect(dialog).toBeVisible();
  });

  test("locks the page behind it from scrolling while open", async ({ page }) => {
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    // The menu's code arrives on the first open, so the lock comes with the dialog, not with the click.
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    await expect.poll(overflow).toBe("hidden");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(overflow).not.toBe("hidden");
  });

  test("closes after a link is chosen and goes to that page", async ({ page }) => {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "false");
  });
});
