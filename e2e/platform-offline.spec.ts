// gatsby-plugin-offline: the service worker registers from the site root on localhost (not 127.0.0.1),
// pages a visitor has seen open offline, unseen ones show the offline page with the phone number, and a
// redeploy reaches returning visitors.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { content, PUBLIC_DIR } from "./support/platform-pages";
import { waitUntilSavedForOffline } from "./support/offline";
import { startStaticHost } from "./support/static-host";

const { site } = content();

test("the service worker registers from the site root on localhost", async ({ page, baseURL }) => {
  await page.goto("/");
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
});

test("no service worker on plain HTTP at 127.0.0.1, where Gatsby refuses to register it", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  // The build on a plain HTTP host (the e2e site itself may be HTTPS, where registering is right).
  const host = await startStaticHost(PUBLIC_DIR);
  try {
    await page.goto(`${host.url.replace("localhost", "127.0.0.1")}/`);
    // Gatsby says why it did not register when it would have: after that, no registration can follow.
    await expect
      .poll(() => messages.join("\n"))
      .toMatch(/Service workers can only be used over HTTPS, or on localhost/);
    expect(await page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0)).toBe(0);
  } finally {
    await host.close();
  }
});

test("a page seen before opens offline; an unseen one shows the offline page with the phone number", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitUntilSavedForOffline(page, "/");
  await context.setOffline(true);
  try {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(site.businessName);

    await page.goto("/vehicles/never-opened-on-this-device/?ref=ad");
    await expect(page).toHaveURL(/\/vehicles\/never-opened-on-this-device\/\?ref=ad$/);
    await expect(page.getByRole("heading", { level: 1, name: /you.re offline/i })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      `tel:+1${site.phone.replace(/\D/g, "")}`,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      /\/vehicles\/never-opened-on-this-device\/\?ref=ad$/,
    );
  } finally {
    await context.setOffline(false);
  }
});

test("a redeploy reaches a returning visitor: new content at once, the new service worker right after", async ({
  page,
}) => {
  const host = await startStaticHost(PUBLIC_DIR);
  try {
    await page.goto(`${host.url}/`);
    await waitUntilSavedForOffline(page, "/");

    // Redeploy: the tagline changes in every page, data file and slice that carries it, and the offline
    // page changes, which gives sw.js a new revision.
    const tagline = site.tagline.en;
    const redeployed = `Redeployed ${Date.now()}: fresh prices every day.`;
    const filesWithTagline = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return ["static", "~partytown"].includes(entry.name) ? [] : filesWithTagline(full);
        return /\.(json|html)$/.test(entry.name) && fs.readFileSync(full, "utf8").includes(tagline) ? [full] : [];
      });
    const changed = filesWithTagline(PUBLIC_DIR);
    expect(changed.some((file) => file.includes(`${path.sep}page-data${path.sep}`))).toBe(true);
    for (const file of changed)
      host.deploy(
        `/${path.relative(PUBLIC_DIR, file).split(path.sep).join("/")}`,
        fs.readFileSync(file, "utf8").split(tagline).join(redeployed),
      );
    const worker = fs.readFileSync(path.join(PUBLIC_DIR, "sw.js"), "utf8");
    expect(worker).toMatch(/\/offline\.html\?revision=[0-9a-f]+/);
    // One offline page per language (`/offline.html`, `/es/offline.html`), each with its revision.
    host.deploy("/sw.js", worker.replace(/(\/offline\.html\?revision=)[0-9a-f]+/g, "$1redeployed"));

    // The next visit is still answered by the old worker's app shell, but page data comes from the network.
    await page.goto(`${host.url}/`);
    await expect(page.getByText(redeployed).first()).toBeVisible();
    await expect(page.getByText(tagline)).toHaveCount(0);

    // The browser fetched sw.js on that navigation; the new worker installs, takes over and replaces the offline page.
    await expect
      .poll(
        () =>
          page.evaluate(async () => [
            ...new Set(
              (await (await caches.open("site-offline-fallback")).keys()).map((request) => new URL(request.url).search),
            ),
          ]),
        { timeout: 15_000 },
      )
      .toEqual(["?revision=redeployed"]);
  } finally {
    await host.close();
  }
});
