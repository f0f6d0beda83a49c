// A vehicle's walk-around video: a poster until the shopper presses play (nothing is requested from the video host
// before), then the host's player; a VideoObject in the page's JSON-LD; nothing at all on a page without one.
import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { navigateInApp, waitForGatsbyApp } from "./support/hydration";
import { vehicleTitle } from "../src/lib/vehicle/vehicle-title";
import { applyColourMode, contentVehicles, useColourMode, type ContentVehicle } from "./support/inventory-content";

const filmed = contentVehicles().filter((vehicle) => typeof vehicle.video === "string");
const withVideo = filmed.find((vehicle) => /youtu/.test(vehicle.video ?? "")) as ContentVehicle;
const withoutVideo = contentVehicles()
  .filter((vehicle) => vehicle.status === "available" && vehicle.video === undefined)
  .sort((a, b) => a.stockNumber.localeCompare(b.stockNumber))[0];
const youtubeId = /(?:v=|youtu\.be\/)([\w-]{11})/.exec(withVideo?.video ?? "")?.[1];
const title = (vehicle: ContentVehicle) => vehicleTitle(vehicle);

/** Every request that would leave this machine is aborted and kept, to assert when (and whether) it was made. */
async function recordOutsideRequests(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route(
    (url) => url.protocol !== "data:" && url.protocol !== "blob:" && !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => {
      outside.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  return outside;
}

async function jsonLdObjects(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("the sample content has a vehicle with a YouTube walk-around video", () => {
  expect(withVideo, "a vehicle file in content/vehicles with a YouTube video").toBeDefined();
  expect(youtubeId).toMatch(/^[\w-]{11}$/);
});

test("nothing is requested from the video host until the shopper presses play; then the player loads", async ({
  page,
}) => {
  const outside = await recordOutsideRequests(page);
  await page.goto(withVideo.path);
  await waitForGatsbyApp(page);
  const section = page.getByRole("region", { name: "Walk-around video" });
  const play = section.getByRole("button", { name: `Play walk-around video of ${title(withVideo)}` });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  // The poster is the car's own photo from this site, and the frame keeps 16:9 whether poster or player.
  const poster = section.locator("img");
  await expect(poster).toHaveJSProperty("complete", true);
  expect(new URL(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).hostname).toBe("localhost");
  const before = await play.boundingBox();
  expect(before!.width / before!.height).toBeCloseTo(16 / 9, 1);
  await page.waitForLoadState("networkidle");
  expect(outside, "requests that left the machine before play").toEqual([]);
  await expect(section.locator("iframe")).toHaveCount(0);

  // A keyboard press, as a screen-reader or keyboard user makes it.
  await play.focus();
  await page.keyboard.press("Enter");
  const player = section.locator("iframe");
  await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`);
  await expect(player).toHaveAttribute("title", `Walk-around video of ${title(withVideo)}`);
  await expect(player).toBeFocused();
  const after = await player.boundingBox();
  expect(after).toEqual(before);
  // The page's Content-Security-Policy let the frame load (the test aborted it): only the player's host was asked.
  await expect.poll(() => outside.length).toBeGreaterThan(0);
  for (const url of outside) expect(new URL(url).origin).toBe("https://www.youtube-nocookie.com");

  const watch = section.getByRole("link", { name: "Watch on YouTube (opens in a new tab)" });
  await expect(watch).toHaveAttribute("href", `https://www.youtube.com/watch?v=${youtubeId}`);
});

test("the page's JSON-LD describes the video as a VideoObject", async ({ page }) => {
  await recordOutsideRequests(page);
  await page.goto(withVideo.path);
  const car = (await jsonLdObjects(page)).find((entry) => entry["@type"] === "Car");
  const video = car?.subjectOf as Record<string, unknown> | undefined;
  expect(video).toMatchObject({
    "@type": "VideoObject",
    name: `Walk-around video of ${title(withVideo)}`,
    description: expect.stringContaining(title(withVideo)),
    uploadDate: withVideo.dateInStock,
    embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}`,
  });
  const thumbnails = video?.thumbnailUrl as string[];
  expect(thumbnails).toHaveLength(1);
  // The photo's share size, a JPEG made by the site's image service (its address carries the size as a query).
  expect(thumbnails[0]).toMatch(/^https?:\/\/[^?]+\.jpg(\?.*)?$/);
  expect(thumbnails[0]).toBe((car?.image as string[])[0]);
});

test("a vehicle without a video shows no player and no VideoObject", async ({ page }) => {
  const outside = await recordOutsideRequests(page);
  await page.goto(withoutVideo.path);
  await waitForGatsbyApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Walk-around video" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /walk-around video/i })).toHaveCount(0);
  expect(JSON.stringify(await jsonLdObjects(page))).not.toContain("VideoObject");
  expect(outside).toEqual([]);
});

test("after an in-app navigation from another page the player is allowed too (the frame policy is site-wide)", async ({
  page,
}) => {
  const outside = await recordOutsideRequests(page);
  await page.goto("/inventory/");
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/);
  await navigateInApp(page, withVideo.path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${withVideo.year} ${withVideo.make}`);
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
  await page.evaluate(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (d: string) => void }).reportViolation(event.effectiveDirective),
    ),
  );
  await page.getByRole("button", { name: `Play walk-around video of ${title(withVideo)}` }).click();
  await expect(page.locator("iframe[src*='youtube-nocookie.com']")).toHaveCount(1);
  await expect.poll(() => outside.some((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
  expect(violations).toEqual([]);
});

for (const mode of ["dark", "light"] as const) {
  test(`the page with a video has no axe violations in ${mode} mode, before and after play`, async ({ page }) => {
    test.setTimeout(60_000);
    await recordOutsideRequests(page);
    await useColourMode(page, mode);
    await page.goto(withVideo.path);
    await applyColourMode(page, mode);
    await waitForGatsbyApp(page);
    const axe = async (when: string) => {
      // The player's own page is the host's (and aborted here): its <iframe> element is checked, not its inside.
      expect(await axeViolations(page, mode, { iframes: false }), when).toEqual([]);
    };
    await axe("poster");
    await page.getByRole("button", { name: `Play walk-around video of ${title(withVideo)}` }).click();
    await expect(page.locator("iframe[src*='youtube-nocookie.com']")).toHaveCount(1);
    await axe("player");
  });
}
