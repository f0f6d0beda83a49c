// Third-party integrations: the Google tag runs off the main thread through Partytown's proxy, Sentry
// reports errors without personal data, and with no settings nothing third-party loads at all.
import { expect, test, type Page } from "@playwright/test";
import { navigateInApp } from "./support/hydration";
import { INTEGRATIONS_ENV, INTEGRATIONS_URL, SINK_URL } from "./support/platform-ports";
import { sinkRequests, waitForSink } from "./support/sink-client";

const TAG_URL = `${SINK_URL}/gtag/js?id=${INTEGRATIONS_ENV.GATSBY_GA_MEASUREMENT_ID}`;
const PROXY_PATH = `/__third-party-proxy?url=${encodeURIComponent(TAG_URL)}`;

/**
 * Whether the scripts a page ran carry gatsby-script (its strategy name is a string literal in the code):
 * a build without analytics leaves it and Partytown's integration out (src/components/analytics-slot.ts,
 * gatsby/webpack/third-party-script-code.ts).
 */
async function runsGatsbyScript(page: Page): Promise<boolean> {
  await page.waitForFunction(() => "___loader" in window);
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
      .map((entry) => entry.name),
  );
  expect(urls.length).toBeGreaterThan(0);
  const texts = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  return texts.some((text) => text.includes('"off-main-thread"'));
}

/**
 * Throws an uncaught error in a task of its own; resolves once the next task has run. What handles an uncaught
 * error (Sentry's handler, where the build has it) sends its report from the error's task, so the report's request
 * has been made by then.
 */
function throwUncaught(page: Page, message: string) {
  return page.evaluate(
    (text) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          throw new Error(text);
        });
        setTimeout(resolve);
      }),
    message,
  );
}

test.describe("with analytics and error reporting switched on", () => {
  test.use({ baseURL: INTEGRATIONS_URL });

  test("an uncaught error reaches Sentry (the local sink) without personal data", async ({ page, request }) => {
    const marker = `e2e-sentry-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await page.goto("/?email=jane.doe%40example.com&phone=9165550142");
    // Sentry.init runs as the bundle starts. (Not "networkidle": the service worker's precaching and the
    // Partytown worker can keep the network busy for longer than the test on a loaded machine.)
    await page.waitForFunction(() => "__SENTRY__" in window);
    await throwUncaught(page, `${marker} for jane.doe@example.com, call (916) 555-0142`);
    const envelope = await waitForSink(request, "sentry", marker);
    expect(envelope.method).toBe("POST");
    expect(envelope.url).toContain("sentry_key=e2epublickey");
    const event = JSON.parse(envelope.body.split("\n").find((line) => line.includes(marker))!);
    expect(event.environment).toBe("e2e");
    expect(event.release).toBe("e2e-release");
    expect(event.request.url).toBe(`${INTEGRATIONS_URL}/`);
    expect(event.exception.values[0].value).toBe(`${marker} for [email], call [phone]`);
    expect(event.user?.ip_address).toBeUndefined();
    expect(envelope.body).not.toMatch(/jane|example\.com|555-?0142|9165550142/i);
    expect(envelope.body).not.toContain("{{auto}}");
    // No session envelopes either: nothing but errors leaves the browser.
    expect(
      (await sinkRequests(request, "sentry")).filter((entry) => entry.body.includes('{"type":"session"}')),
    ).toEqual([]);
  });

  test("the page's scripts carry gatsby-script, which the Google tag needs", async ({ page }) => {
    await page.goto("/");
    expect(await runsGatsbyScript(page)).toBe(true);
  });

  test("the Google tag is an off-main-thread script loaded through the Partytown proxy", async ({ request }) => {
    // Checked in the served HTML: once Partytown has run them it retypes the elements.
    const html = await (await request.get("/")).text();
    expect(html).toContain(`<script type="text/partytown" src="${PROXY_PATH.replace(/&/g, "&amp;")}"`);
    expect(html).toMatch(/<script type="text\/partytown"[^>]*\bid="google-tag-config"/);
    expect(html).toMatch(/<script data-partytown="">/);
  });

  test("the proxy answers for the listed tag URL only", async ({ request }) => {
    const proxied = await request.get(PROXY_PATH);
    expect(proxied.status()).toBe(200);
    expect(await proxied.text()).toContain("__fakeGoogleTagLoaded");
    const other = await request.get(
      `/__third-party-proxy?url=${encodeURIComponent(`${SINK_URL}/gtag/js?id=G-SOMEONEELSE`)}`,
    );
    expect(other.status()).toBe(404);
  });

  test("the tag runs in Partytown's worker, not on the page, and counts page views", async ({ page, request }) => {
    const fromWorker: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().startsWith(INTEGRATIONS_URL) && sent.url().includes("__third-party-proxy"))
        fromWorker.push(sent.url());
    });
    const marker = `e2e-ga-${Date.now()}`;
    await page.goto(`/?run=${marker}`);
    // The config call reaches the (local) tagging server from the tag running in the worker...
    const hit = await waitForSink(request, "ga", [marker, '"config"']);
    expect(JSON.parse(hit.body).args.slice(0, 2)).toEqual(
      expect.arrayContaining(["config", INTEGRATIONS_ENV.GATSBY_GA_MEASUREMENT_ID]),
    );
    // ...while the page itself holds only Partytown's forwarding stub, never the tag or its dataLayer.
    expect(
      await page.evaluate(() => ({
        dataLayer: typeof (window as { dataLayer?: unknown }).dataLayer,
        gtag: typeof window.gtag,
      })),
    ).toEqual({ dataLayer: "undefined", gtag: "function" });
    expect(
      await page.evaluate(() => Boolean((window as { __fakeGoogleTagLoaded?: boolean }).__fakeGoogleTagLoaded)),
    ).toBe(false);
    await expect.poll(() => fromWorker.length).toBeGreaterThan(0);

    // A client-side navigation is counted too.
    const before = (await sinkRequests(request, "ga")).length;
    await navigateInApp(page, "/offline/");
    await expect(page).toHaveURL(/\/offline\/$/);
    await expect
      .poll(async () =>
        (await sinkRequests(request, "ga"))
          .slice(before)
          .some((entry) => entry.body.includes("page_view") && entry.body.includes("/offline/")),
      )
      .toBe(true);
  });
  test("a page opened from an alert e-mail (a token in its address) loads no analytics and keeps its address", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/alerts/confirm/?token=c2.e2e-secret")).text();
    expect(html).not.toMatch(/text\/partytown|data-partytown/);
    expect(html).toContain('<meta name="referrer" content="same-origin"');
    const thirdParty: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("__third-party-proxy") || sent.url().includes("/gtag/")) thirdParty.push(sent.url());
    });
    await page.goto("/es/alerts/unsubscribe/?token=u2.e2e-secret");
    // Hydrated: the page has read its token from its address into the form.
    await expect(page.locator('#alert-unsubscribe-form input[name="token"]')).toHaveCount(1);
    await expect(page.locator('script[type="text/partytown"], script[data-partytown]')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    expect((await sinkRequests(request, "ga")).filter((hit) => hit.body.includes("e2e-secret"))).toEqual([]);
  });
});

test.describe("with no integration settings (the default build)", () => {
  test("nothing third-party loads and errors are not sent anywhere", async ({ page, request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on("request", (sent) => {
      const url = sent.url();
      if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) elsewhere.push(url);
    });
    const marker = `e2e-no-sentry-${Date.now()}`;
    for (const path of ["/", "/offline/"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator('script[type="text/partytown"], script[data-partytown]')).toHaveCount(0);
      expect(await runsGatsbyScript(page), `${path}: gatsby-script in its scripts`).toBe(false);
    }
    expect(await page.evaluate(() => "__SENTRY__" in window)).toBe(false);
    const thrown = page.waitForEvent("pageerror");
    await throwUncaught(page, marker);
    expect((await thrown).message).toBe(marker);
    expect(elsewhere).toEqual([]);
    expect((await sinkRequests(request)).some((entry) => entry.body.includes(marker))).toBe(false);
  });
});
