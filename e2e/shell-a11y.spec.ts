import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  COLOUR_MODE_STORAGE_KEY,
  gotoIfPresent,
  isPhoneLayout,
  SHELL_PAGES,
  SPANISH_PAGES,
  UNKNOWN_PATH,
  waitForHydration,
} from "./support/shell-pages";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// The rules a colour mode can change: the mode swaps the colour tokens and nothing else in the page, so the
// second mode is checked for these alone (the whole set takes about twice as long).
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

async function scan(page: import("@playwright/test").Page, rules?: string[]) {
  // Let the 0.1 s fade-in finish so colours are measured at full opacity.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS)).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
  }));
}

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
      expect(await scan(page), "dark mode").toEqual([]);
      await reloadInMode(page, "light");
      expect(await scan(page, COLOUR_RULES), "light mode").toEqual([]);
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
    expect(await scan(page), "dark mode").toEqual([]);
    await reloadInMode(page, "light");
    await openMenu();
    expect(await scan(page, COLOUR_RULES), "light mode").toEqual([]);
  });
});
