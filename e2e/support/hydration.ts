// Interacting before React has hydrated tests the no-JavaScript path by accident; these wait for it.
import { expect, type Locator, type Page } from "@playwright/test";

/** Lead forms switch to their own validation (`novalidate`) once hydrated. */
export async function waitForLeadForm(form: Locator): Promise<void> {
  await expect(form).toHaveAttribute("novalidate", "");
}

/** The payment calculator marks its form once hydrated and the query string is applied. */
export async function waitForCalculator(page: Page): Promise<void> {
  await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
}
