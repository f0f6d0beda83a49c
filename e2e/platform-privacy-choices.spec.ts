// Privacy choices (CCPA/CPRA): a browser sending Global Privacy Control, or a shopper who opted out on
// /privacy-choices/, loads no analytics or advertising tag at all. Run on the integrations build, whose Google tag
// and Sentry point at the local sink: nothing may reach it, or any other origin, once opted out.
import { expect, test, type Page } from "@playwright/test";
import { axeViolations, type ColourMode } from "./support/axe";
import { waitForGatsbyApp } from "./support/hydration";
import { INTEGRATIONS_URL } from "./support/platform-ports";
import { sinkRequests, waitForSink } from "./support/sink-client";

test.use({ baseURL: INTEGRATIONS_URL });

/** Every request the page makes that is not to the site itself (the sink plays Google and Sentry). */
function recordOffSite(page: Page): string[] {
  const offSite: string[] = [];
  page.on("request", (sent) => {
    const url = sent.url();
    if (!url.startsWith(INTEGRATIONS_URL) && !url.startsWith("data:") && !url.startsWith("blob:")) offSite.push(url);
  });
  return offSite;
}

/** Every request to Partytown or its proxy, where the tag would start. */
function recordTagRequests(page: Page): string[] {
  const tag: string[] = [];
  page.on("request", (sent) => {
    if (/~partytown|__third-party-proxy|\/gtag\//.test(sent.url())) tag.push(sent.url());
  });
  return tag;
}

/** The page as loaded, with its app running: by then an unblocked Partytown has asked for its sandbox. */
async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await waitForGatsbyApp(page);
  await page.waitForLoadState("load");
}

async function expectNoTag(page: Page) {
  // The tag's elements are in the HTML, inert: Partytown's snippet did not run, so no forwarding function either.
  await expect(page.locator('script[type="text/partytown"]')).not.toHaveCount(0);
  expect(
    await page.evaluate(() => ({
      gtag: typeof window.gtag,
      partytown: document.querySelectorAll('iframe[src*="partytown"]').length,
      loaded: Boolean((window as { __fakeGoogleTagLoaded?: boolean }).__fakeGoogleTagLoaded),
    })),
  ).toEqual({ gtag: "undefined", partytown: 0, loaded: false });
}

test.describe("a browser sending Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
  });

  test("loads no tag, sends nothing off the site, and the choices page says it is opted out", async ({
    page,
    request,
  }) => {
    const offSite = recordOffSite(page);
    const tag = recordTagRequests(page);
    const marker = `e2e-gpc-${Date.now()}`;
    for (const path of [`/?run=${marker}`, `/es/contact/?run=${marker}`, "/inventory/"]) {
      await openAndSettle(page, path);
      await expectNoTag(page);
    }
    await openAndSettle(page, "/privacy-choices/");
    await expect(page.locator("p[data-privacy-status]")).toContainText(
      "Your browser sends Global Privacy Control, so you are opted out",
    );
    // Signalled, the shopper is not asked: the two choices are not offered.
    await expect(page.getByRole("button", { name: "Opt out of sale and sharing" })).toHaveCount(0);
    await openAndSettle(page, "/es/privacy-choices/");
    await expect(page.locator("p[data-privacy-status]")).toContainText("usted está excluido");
    expect(tag).toEqual([]);
    expect(offSite).toEqual([]);
    expect(
      (await sinkRequests(request)).filter((hit) => hit.body.includes(marker) || hit.url.includes(marker)),
    ).toEqual([]);
  });
});

test.describe("without the signal", () => {
  test("opting out stops the tag from the next page on, and the choice is kept without a banner", async ({
    page,
    request,
  }) => {
    // Before: the tag runs and counts the page (so the checks below can fail).
    const before = `e2e-choice-before-${Date.now()}`;
    await page.goto(`/?run=${before}`);
    await waitForSink(request, "ga", [before, '"config"']);

    await openAndSettle(page, "/privacy-choices/");
    await expect(page.locator("p[data-privacy-status]")).toHaveText("You have not opted out.");
    const optOut = page.getByRole("button", { name: "Opt out of sale and sharing" });
    const allow = page.getByRole("button", { name: "Allow sale and sharing" });
    // Two equal choices: the same size and look, neither pressed by default.
    // (Whole pixels: the grid's two columns can differ by a fraction of one.)
    const size = async (button: typeof optOut) => {
      const box = (await button.boundingBox())!;
      return [Math.round(box.width), Math.round(box.height)];
    };
    expect(await size(optOut)).toEqual(await size(allow));
    const look = (name: string) =>
      page.getByRole("button", { name }).evaluate((button) => {
        const style = getComputedStyle(button);
        return [style.fontSize, style.fontWeight, style.backgroundColor, style.color, style.borderColor].join(" ");
      });
    expect(await look("Opt out of sale and sharing")).toBe(await look("Allow sale and sharing"));
    await expect(optOut).toHaveAttribute("aria-pressed", "false");
    await expect(allow).toHaveAttribute("aria-pressed", "false");

    await optOut.click();
    await expect(optOut).toHaveAttribute("aria-pressed", "true");
    await expect(allow).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("p[data-privacy-status]")).toHaveText(
      "You are opted out of the sale and sharing of your personal information.",
    );
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
    expect(await page.evaluate(() => document.cookie)).toBe("");

    const offSite = recordOffSite(page);
    const tag = recordTagRequests(page);
    const after = `e2e-choice-after-${Date.now()}`;
    for (const path of [`/?run=${after}`, `/es/?run=${after}`]) {
      await openAndSettle(page, path);
      await expectNoTag(page);
    }
    await openAndSettle(page, "/es/privacy-choices/");
    await expect(page.locator("p[data-privacy-status]")).toHaveText(
      "Usted está excluido de la venta y el uso compartido de su información personal.",
    );
    expect(tag).toEqual([]);
    expect(offSite).toEqual([]);
    expect((await sinkRequests(request)).filter((hit) => hit.body.includes(after) || hit.url.includes(after))).toEqual(
      [],
    );

    // Changing back: the tag runs again from the next page.
    await page.getByRole("button", { name: "Permitir la venta y el uso compartido" }).click();
    const again = `e2e-choice-again-${Date.now()}`;
    await page.goto(`/?run=${again}`);
    await waitForSink(request, "ga", [again, '"config"']);
  });

  test("every page's footer links to Your Privacy Choices, in both languages", async ({ page }) => {
    await page.goto("/contact/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Your Privacy Choices" }).click();
    await expect(page).toHaveURL(/\/privacy-choices\/$/);
    await page.goto("/es/trade-in/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Sus opciones de privacidad" }).click();
    await expect(page).toHaveURL(/\/es\/privacy-choices\/$/);
  });

  test("a notice at collection is under every lead form, with the outbox's retention and the privacy links", async ({
    page,
  }) => {
    await page.goto("/contact/");
    const notice = page.locator("[data-collection-notice]").first();
    await expect(notice).toContainText("Notice at collection");
    await expect(notice).toContainText("after 30 days at most");
    await expect(notice.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy/");
    await expect(notice.getByRole("link", { name: "Your Privacy Choices" })).toHaveAttribute(
      "href",
      "/privacy-choices/",
    );
    await page.goto("/es/trade-in/");
    const spanish = page.locator("[data-collection-notice]").first();
    await expect(spanish).toContainText("a los 30 días");
    await expect(spanish.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute("href", "/es/privacy/");
  });

  for (const mode of ["dark", "light"] as const satisfies readonly ColourMode[]) {
    for (const path of ["/privacy-choices/", "/es/privacy-choices/"]) {
      test(`${path} has no axe violations in ${mode} mode, before and after a choice`, async ({ page }) => {
        await openAndSettle(page, path);
        await page.evaluate((theme) => {
          document.documentElement.dataset.theme = theme;
        }, mode);
        await expect(page.getByRole("group")).toBeVisible();
        expect(await axeViolations(page, mode)).toEqual([]);
        await page.getByRole("group").getByRole("button").first().click();
        await expect(page.getByRole("group").getByRole("button").first()).toHaveAttribute("aria-pressed", "true");
        expect(await axeViolations(page, mode)).toEqual([]);
      });
    }
  }
});
