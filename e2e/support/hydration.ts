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

/**
 * Gatsby's app is running: its first render is committed and the router listens for navigations.
 * `window.___navigate` exists from the moment the app script runs, long before that; a navigation issued
 * between the router's first render and its listener's effect changes the address but never the page
 * (reach-router's LocationProvider reads the location when it renders and subscribes in a passive effect).
 * Gatsby marks `onInitialClientRender` in the effect of its root component, which runs after the
 * effects of everything inside it, the router's listener included.
 */
export async function waitForGatsbyApp(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
}

/** A client-side navigation, as a Gatsby <Link> makes it, once the app can follow it. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await waitForGatsbyApp(page);
  await startNavigation(page, to);
}

/**
 * The navigation alone, on a page whose app the test has seen running (waitForGatsbyApp). Under Playwright's
 * clock (page.clock), whose `performance` keeps no marks, waitForGatsbyApp would wait for ever.
 */
export async function startNavigation(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);
}
