import { expect, test, type Page } from "@playwright/test";
import { PALETTE } from "../src/styles/palette";
import { navigateInApp } from "./support/hydration";
import {
  gotoIfPresent,
  isPhoneLayout,
  openMainNav,
  rgb,
  SECTION_PAGES,
  site,
  storeColourMode,
  UNKNOWN_PATH,
  waitForHydration,
} from "./support/shell-pages";

/** What does not depend on the window's size runs once, on desktop; the phone checks the menu and the layout. */
const desktopOnly = (page: Page) => test.skip(isPhoneLayout(page), "the same at every window size: run on desktop");

const token = (name: string, mode: "light" | "dark") => rgb(PALETTE.find((row) => row.token === name)![mode]);

test.describe("site shell", () => {
  for (const mode of ["dark", "light"] as const) {
    test(`top bar, header, main, footer and credit bar come in order with their colours (${mode})`, async ({
      page,
      context,
    }) => {
      if (mode === "light") await storeColourMode(context, "light");
      await gotoIfPresent(page, "/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", mode);

      const parts = await page.evaluate(() => {
        const select = {
          topBar: document.querySelector("[data-shell='top-bar']"),
          header: document.querySelector("header"),
          main: document.querySelector("main"),
          footer: document.querySelector("footer"),
          creditBar: document.querySelector("[data-shell='credit-bar']"),
        };
        const all = Array.from(document.querySelectorAll("*"));
        return Object.fromEntries(
          Object.entries(select).map(([name, element]) => [
            name,
            element
              ? {
                  index: all.indexOf(element),
                  background: getComputedStyle(element).backgroundColor,
                  display: getComputedStyle(element).display,
                }
              : null,
          ]),
        );
      });
      const order = ["topBar", "header", "main", "footer", "creditBar"].map((name) => parts[name]?.index ?? -1);
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);

      const brandBlue = "rgb(0, 67, 145)";
      expect(parts.topBar?.background).toBe(brandBlue);
      expect(parts.footer?.background).toBe(brandBlue);
      expect(parts.header?.background).toBe(token("surface", mode));
      expect(parts.creditBar?.background).toBe(token("credit", mode));
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(token("bg", mode));
      // The top bar is for larger screens; phones get the phone number in the header.
      expect(parts.topBar?.display === "none").toBe(isPhoneLayout(page));
    });
  }

  test("the top bar links the phone number and the map in a new tab", async ({ page }) => {
    test.skip(isPhoneLayout(page), "the top bar is hidden on phones");
    await gotoIfPresent(page, "/");
    const bar = page.locator("[data-shell='top-bar']");
    await expect(
      bar.getByRole("link", { name: new RegExp(`Call or text ${site.phone.replace(/[()]/g, "\\$&")}`) }),
    ).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    const map = bar.getByRole("link", { name: /opens in a new tab/ });
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("rel", /noopener/);
  });

  test("the header has the business name linking home, a phone link and the call to action", async ({ page }) => {
    await gotoIfPresent(page, UNKNOWN_PATH);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: site.businessName, exact: true })).toHaveAttribute("href", "/");
    await expect(
      banner.getByRole("link", { name: new RegExp(site.phone.replace(/[()]/g, "\\$&")) }).filter({ visible: true }),
    ).toHaveAttribute("href", /^tel:/);
    // The call to action is in the header on larger screens; on a phone only the financing-first header keeps
    // it, the others leave it to the menu.
    const variant = await banner.getAttribute("data-header-variant");
    const inHeader = !isPhoneLayout(page) || variant === "financing-first" ? 1 : 0;
    const callToAction = banner.getByRole("link", { name: "Get Pre-Approved" }).filter({ visible: true });
    await expect(callToAction).toHaveCount(inHeader);
    await expect(callToAction.and(page.locator('[href="/financing/"]'))).toHaveCount(inHeader);
  });

  test("the footer shows the site map, one line a day of hours, Follow Us and the credit bar", async ({ page }) => {
    await gotoIfPresent(page, UNKNOWN_PATH);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: site.businessName })).toBeVisible();
    await expect(footer.getByText(site.tagline.en)).toBeVisible();
    const siteMap = footer.getByRole("navigation", { name: "Site Map" });
    for (const href of ["/", "/inventory/", "/contact/", "/privacy/", "/accessibility/"]) {
      await expect(siteMap.locator(`a[href="${href}"]`)).toBeVisible();
    }
    const hours = footer.getByRole("region", { name: "Hours of Operation" }).getByRole("listitem");
    await expect(hours).toHaveCount(7);
    for (const [index, { day, hours: time }] of site.hours.entries()) {
      // As the contact page writes them: a range dash between the times.
      await expect(hours.nth(index)).toHaveText(`${day}${time.replace(" - ", " – ")}`);
      const box = await hours.nth(index).boundingBox();
      expect(box!.height).toBeLessThan(48); // one line a day
    }
    const social = footer.getByRole("region", { name: "Follow Us" }).getByRole("link");
    await expect(social).toHaveCount(
      ["facebook", "instagram", "twitter"].filter((network) => site.flags[network]).length,
    );
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const credit = page.locator("[data-shell='credit-bar']");
    await expect(credit).toContainText(`© ${new Date().getFullYear()} ${site.businessName}`);
    await expect(credit.getByRole("link")).toHaveAttribute("target", "_blank");
  });

  test("the skip link is the first stop on the keyboard and moves focus to the main content", async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== "chromium");
    desktopOnly(page);
    await gotoIfPresent(page, UNKNOWN_PATH);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("main content fades in over 0.1 s on pages reached inside the site, not on the first page or under reduced motion", async ({
    page,
  }) => {
    desktopOnly(page);
    const animationOfMain = () =>
      page.locator("main").evaluate((main) => {
        const style = getComputedStyle(main);
        return { name: style.animationName, duration: style.animationDuration };
      });
    // A client-side navigation through Gatsby's router, as a click on a site link does.
    const navigateInside = async () => {
      await navigateInApp(page, "/privacy/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/privacy/i);
    };

    await page.goto("/contact/");
    expect((await animationOfMain()).name).toBe("none");
    await navigateInside();
    expect(await animationOfMain()).toMatchObject({ duration: "0.1s" });
    expect((await animationOfMain()).name).not.toBe("none");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/contact/");
    await navigateInside();
    expect((await animationOfMain()).name).toBe("none");
  });

  test.describe("slow navigation", () => {
    // The service worker would answer page-data requests itself, out of page.route's reach.
    test.use({ serviceWorkers: "block" });

    test("a delayed page load shows the slim progress bar until the page arrives", async ({ page }) => {
      desktopOnly(page);
      // Hold the home page's data until the bar has been seen. Installed before the first load, so a
      // prefetch of the visible home links cannot fetch it early and make the click instant.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/page-data/index/page-data.json", async (route) => {
        await held;
        await route.continue();
      });
      await gotoIfPresent(page, UNKNOWN_PATH);
      await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
      // Gatsby reports a delay after one second.
      await expect(page.getByTestId("route-progress")).toBeVisible({ timeout: 5_000 });
      await expect(page.getByRole("status").filter({ hasText: "Loading page" })).toHaveCount(1);
      release();
      await expect(page).toHaveURL("/", { timeout: 10_000 });
      await expect(page.getByTestId("route-progress")).toHaveCount(0);
    });
  });
});

test.describe("active link", () => {
  for (const { section, label, path } of SECTION_PAGES) {
    test(`${label} is marked aria-current=page on ${path}, in the static HTML and after hydration`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      // Pagination marks its current page too ("Page 1"); count the site navigation's links only.
      const currentLinks = [...html.matchAll(/<a\b[^>]*aria-current="page"[^>]*>([\s\S]*?)<\/a>/g)].filter(
        (match) => !/aria-label="Page \d+"/.test(match[0]),
      );
      expect(currentLinks.length, `static HTML of ${path} marks one link`).toBe(1);
      expect(currentLinks[0][0]).toContain(`href="${path}"`);
      expect(currentLinks[0][1]).toContain(label);

      await gotoIfPresent(page, path);
      const nav = await openMainNav(page);
      await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
      const current = nav.getByRole("link", { name: label });
      const others = nav.getByRole("link").filter({ hasNotText: label });
      const [currentColour, otherColour] = [
        await current.evaluate((link) => getComputedStyle(link).color),
        await others.first().evaluate((link) => getComputedStyle(link).color),
      ];
      expect(currentColour, `the ${section} link is styled as current`).not.toBe(otherColour);
    });
  }

  for (const variant of ["/index.html", "/#featured", "/?utm_source=newsletter"]) {
    test(`${variant} serves the home page with Home marked current`, async ({ page }) => {
      desktopOnly(page);
      const response = await page.goto(variant);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(site.businessName);
      const nav = await openMainNav(page);
      await expect(nav.locator('a[aria-current="page"]')).toHaveText("Home");
    });
  }

  test("/contact without its trailing slash and with a hash still marks Contact", async ({ page }) => {
    desktopOnly(page);
    for (const variant of ["/contact", "/contact/#map"]) {
      await page.goto("about:blank"); // a full load each time, not a same-page hash change
      const response = await page.goto(variant);
      expect(response?.status(), `${variant} is served`).toBe(200);
      await waitForHydration(page);
      const nav = await openMainNav(page);
      await expect(nav.locator('a[aria-current="page"]')).toHaveText("Contact");
      if (await page.getByRole("dialog").isVisible()) await page.keyboard.press("Escape");
    }
  });

  test("no link is marked on the 404 page", async ({ page }) => {
    await gotoIfPresent(page, UNKNOWN_PATH);
    const variant = await page.locator("header[data-header-variant]").getAttribute("data-header-variant");
    const nav = await openMainNav(page);
    // Trade-in is in the menu and the centered header's tabs, not in the one-row inline nav.
    const tradeIn = isPhoneLayout(page) || variant === "centered" ? 1 : 0;
    await expect(nav.getByRole("link")).toHaveCount((site.flags.financing ? 4 : 3) + tradeIn);
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(0);
  });
});

test.describe("error pages", () => {
  test.skip(({ isMobile }) => isMobile, "the same answers at every window size: run on desktop");
  test("an unknown path answers 404 with the 404 page in the shell: inventory link and phone number", async ({
    page,
  }) => {
    const response = await page.goto("/no/such/page/");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`Page not found | ${site.businessName}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Browse our inventory" })).toHaveAttribute("href", "/inventory/");
    await expect(main.getByRole("link", { name: `Call us at ${site.phone}` })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("404.html and 500.html are generated in the shell", async ({ request }) => {
    for (const [file, heading] of [
      ["/404.html", "We couldn&#x27;t find that page"],
      ["/500.html", "Something went wrong on our end"],
    ]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      const html = await response.text();
      expect(html).toContain(heading);
      expect(html).toContain('href="/inventory/"');
      expect(html).toMatch(/href="tel:\+1\d{10}"/);
      expect(html).toMatch(/<header[^>]*data-header-variant=/);
      expect(html).toMatch(/<footer/);
    }
  });

  test("the page declares English and has a title and description", async ({ page }) => {
    await gotoIfPresent(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(new RegExp(site.businessName));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  });
});
