import { expect, test } from "@playwright/test";
import { PALETTE } from "../src/styles/palette";
import {
  colourSwitch,
  COLOUR_MODE_STORAGE_KEY,
  gotoIfPresent,
  isPhoneLayout,
  rgb,
  storeColourMode,
  UNKNOWN_PATH,
  waitForHydration,
} from "./support/shell-pages";

const background = (mode: "light" | "dark") => rgb(PALETTE.find((row) => row.token === "bg")![mode]);

test.describe("colour mode", () => {
  test.describe("on a first visit", () => {
    // The OS asks for light: the site still starts dark.
    test.use({ colorScheme: "light" });

    test("starts dark whatever the OS prefers, with the switch checked", async ({ page }) => {
      await gotoIfPresent(page, UNKNOWN_PATH);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe(background("dark"));
      await expect(await colourSwitch(page)).toHaveAttribute("aria-checked", "true");
    });
  });

  test("the static HTML is dark before any script runs, and the pre-paint script sits in <head>", async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, "the same HTML at every window size: run on desktop");
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<html[^>]*\sdata-theme="dark"/);
    const script = html.indexOf('id="colour-mode-script"');
    expect(script).toBeGreaterThan(-1);
    expect(script).toBeLessThan(html.indexOf("</head>"));
  });

  test("toggling switches the page to light, and the choice survives navigation and reloads", async ({ page }) => {
    await gotoIfPresent(page, UNKNOWN_PATH);
    const toggle = await colourSwitch(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe(background("light"));
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOUR_MODE_STORAGE_KEY)).toBe("light");
    if (isPhoneLayout(page)) await page.getByRole("button", { name: "Close menu" }).click();

    // Client-side navigation (no reload): still light.
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    const toggleAfterReload = await colourSwitch(page);
    await expect(toggleAfterReload).toHaveAttribute("aria-checked", "false");

    // And back to dark, kept as well.
    await toggleAfterReload.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("no flash: a stored light mode is applied before the page's JavaScript loads", async ({ page, context }) => {
    test.skip(isPhoneLayout(page), "the same pre-paint script at every window size: run on desktop");
    await storeColourMode(context, "light");
    // Block every script file: only the inline pre-paint script can set the mode.
    await context.route("**/*.js", (route) => route.abort());
    const themes: string[] = [];
    await page.exposeFunction("recordTheme", (theme: string) => themes.push(theme));
    // Record data-theme as soon as <body> exists, i.e. before anything is painted.
    await context.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (document.body) {
          (window as unknown as { recordTheme(theme: string): void }).recordTheme(
            document.documentElement.getAttribute("data-theme") ?? "",
          );
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await expect.poll(() => themes).toEqual(["light"]);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background("light"));
  });

  test("a first visit without JavaScript gets the dark page", async ({ browser, isMobile }) => {
    test.skip(isMobile, "the same HTML at every window size: run on desktop");
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background("dark"));
    await context.close();
  });
});
