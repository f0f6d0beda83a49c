import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  gotoIfPresent,
  isPhoneLayout,
  SHELL_PAGES,
  SPANISH_PAGES,
  storeColourMode,
  UNKNOWN_PATH,
} from "./support/shell-pages";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function scan(page: import("@playwright/test").Page) {
  // Let the 0.1 s fade-in finish so colours are measured at full opacity.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
  }));
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const mode of ["dark", "light"] as const) {
    for (const pagePath of [...SHELL_PAGES, ...SPANISH_PAGES]) {
      test(`${pagePath} has no violations in ${mode} mode`, async ({ page, context }) => {
        if (mode === "light") await storeColourMode(context, "light");
        expect(await gotoIfPresent(page, pagePath), `${pagePath} is built`).toBe(true);
        await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
        expect(await scan(page)).toEqual([]);
      });
    }

    test(`the open mobile menu has no violations in ${mode} mode`, async ({ page, context }) => {
      test.skip(!isPhoneLayout(page), "the menu is for phone-sized windows");
      if (mode === "light") await storeColourMode(context, "light");
      await gotoIfPresent(page, UNKNOWN_PATH);
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await scan(page)).toEqual([]);
    });
  }
});
