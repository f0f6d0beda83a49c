// Shared by the e2e/shell-*.spec.ts files: the site settings the build used, the pages of the shell's
// navigation, and small helpers that work the same in the desktop and phone projects.
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { NAV_BREAKPOINT_REM } from "../../src/lib/shell/breakpoints";

export interface ShellSite {
  businessName: string;
  phone: string;
  // By language: `{ "en": ..., "es": ... }` (src/lib/i18n/localized-text.ts).
  tagline: { en: string };
  shortName: string;
  flags: Record<string, boolean>;
  social: Record<string, string>;
  hours: Array<{ day: string; hours: string }>;
}

/** content/site.json of the build under test (CONTENT_DIR when the build used another folder). */
export const site = JSON.parse(
  fs.readFileSync(path.join(process.env.CONTENT_DIR || "content", "site.json"), "utf8"),
) as ShellSite;

export const COLOUR_MODE_STORAGE_KEY = "colour-mode";

/** The four nav sections in every header's row of links, each with its page (Trade-in: e2e/leads-trade-in.spec.ts). */
export const SECTION_PAGES = [
  { section: "home", label: "Home", path: "/" },
  { section: "inventory", label: "Inventory", path: "/inventory/" },
  { section: "financing", label: "Financing", path: "/financing/" },
  { section: "contact", label: "Contact", path: "/contact/" },
] as const;

/** Every page the shell wraps; a page the build lacks fails the tests that visit it. */
export const SHELL_PAGES = [
  "/",
  "/inventory/",
  "/vehicles/",
  "/financing/",
  "/contact/",
  "/trade-in/",
  "/payments/",
  "/colors/",
  "/privacy/",
  "/privacy-choices/",
  "/accessibility/",
  "/alerts/confirm/",
  "/alerts/unsubscribe/",
  "/500/",
  "/this-page-does-not-exist/",
];

export const UNKNOWN_PATH = "/this-page-does-not-exist/";
const SPANISH_UNKNOWN_PATH = "/es/esta-pagina-no-existe/";

/** The Spanish templates (the sample speaks Spanish), the vehicle page and the 404 per language among them. */
export const SPANISH_PAGES = [
  "/es/",
  "/es/inventory/",
  "/es/vehicles/",
  "/es/vehicles/2019-honda-civic-h24100/",
  "/es/financing/",
  "/es/contact/",
  "/es/trade-in/",
  "/es/payments/",
  "/es/saved/",
  "/es/compare/",
  "/es/privacy/",
  "/es/privacy-choices/",
  "/es/accessibility/",
  "/es/alerts/confirm/",
  "/es/500/",
  SPANISH_UNKNOWN_PATH,
];

/** Below the nav breakpoint (the phone project) the header shows the Menu button instead of the navigation. */
export function isPhoneLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < NAV_BREAKPOINT_REM * 16;
}

/** The visible main navigation: the header's on desktop, the opened menu's on a phone. */
export async function openMainNav(page: Page): Promise<Locator> {
  if (isPhoneLayout(page)) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    return page.getByRole("dialog", { name: "Site menu" }).getByRole("navigation", { name: "Main" });
  }
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

/** The colour switch a visitor can reach: in the header on desktop, in the menu on a phone. */
export async function colourSwitch(page: Page): Promise<Locator> {
  if (isPhoneLayout(page)) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    return page.getByRole("dialog", { name: "Site menu" }).getByRole("switch", { name: "Dark mode" });
  }
  return page.getByRole("banner").getByRole("switch", { name: "Dark mode" });
}

export async function storeColourMode(context: BrowserContext, mode: "light" | "dark"): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      // Only before the first page of the test: later reloads must see what the page itself stored.
      if (!sessionStorage.getItem("shell-e2e-seeded")) {
        localStorage.setItem(key, value);
        sessionStorage.setItem("shell-e2e-seeded", "1");
      }
    },
    [COLOUR_MODE_STORAGE_KEY, mode] as const,
  );
}

/** Gatsby has hydrated the page (links are handled by the router from here on). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });
}

/** Loads a page, returning false when this build does not have it (pages from other branches). */
export async function gotoIfPresent(page: Page, pagePath: string): Promise<boolean> {
  const response = await page.goto(pagePath);
  const expectMissing = pagePath === UNKNOWN_PATH || pagePath === SPANISH_UNKNOWN_PATH;
  if (!expectMissing && response?.status() === 404) return false;
  expect(response?.status()).toBe(expectMissing ? 404 : 200);
  await waitForHydration(page);
  return true;
}

export function rgb(hex: string): string {
  const value = parseInt(hex.replace("#", ""), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}
