// The editor answers "is my change live yet?" and refuses photos the site cannot use, as staff meet both:
// through the production build's /admin/ and the local backend `npm run admin` starts, on a copy of content/.
// The build under test was made from content/ as it is, so a file saved back to those very values is "live".
import fs from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { parseBuildInfo } from "../src/lib/build/build-info";
import {
  readContentJson,
  routeEditorTo,
  savedField,
  startAdminBackend,
  type AdminBackendServer,
} from "./support/admin-backend";
import { E2E_PORT, INTEGRATIONS_BUILD_DIR, INTEGRATIONS_URL } from "./support/platform-ports";

const BACKEND_PORT = E2E_PORT + 8;
const CIVIC = "vehicles/2019-honda-civic-h24100.json";
const CIVIC_SLUG = "2019-honda-civic-h24100";

// Decap redraws the whole form on each change: slow on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

async function openEditor(page: Page, backend: AdminBackendServer): Promise<void> {
  await routeEditorTo(page, backend);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Vehicles" })).toBeVisible();
}

async function openCivic(page: Page): Promise<void> {
  await page.goto("/admin/#/collections/vehicles");
  await page.locator(`a[href$="#/collections/vehicles/entries/${CIVIC_SLUG}"]`).click();
  await expect(page.getByLabel("Stock number")).toHaveValue("H24100");
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

test.describe("the content editor's checks", () => {
  test.describe.configure({ mode: "serial" });
  let backend: AdminBackendServer;

  test.beforeAll(async () => {
    backend = await startAdminBackend(BACKEND_PORT, E2E_PORT);
  });

  test.afterAll(async () => {
    await backend?.stop();
  });

  test("/admin/ is built only with a Git backend, and then with its own policy", async ({ request }) => {
    // The main build is made with DECAP_BACKEND=gitlab (npm run test:e2e).
    const editor = await request.get("/admin/");
    expect(editor.status()).toBe(200);
    expect(await editor.text()).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*'unsafe-eval'/);
    expect(fs.readFileSync("public/_headers", "utf8")).toContain("/admin/*");
    // The integrations build has no Git backend: no editor, no rule for it, nothing to load.
    expect(fs.existsSync(path.join(INTEGRATIONS_BUILD_DIR, "public", "admin"))).toBe(false);
    expect(fs.readFileSync(path.join(INTEGRATIONS_BUILD_DIR, "public", "_headers"), "utf8")).not.toContain("/admin/");
    for (const file of ["/admin/", "/admin/admin.js", "/admin/config.yml"])
      expect((await request.get(`${INTEGRATIONS_URL}${file}`)).status(), file).toBe(404);
  });

  test("the build publishes what it was made from, outside the service worker's cache", async ({ request }) => {
    const response = await request.get("/build-info.json");
    expect(response.status()).toBe(200);
    const info = parseBuildInfo(await response.json());
    expect(info).toBeDefined();
    expect(info?.files[`content/${CIVIC}`]).toMatch(/^[0-9a-f]{16}$/);
    expect(info?.commit ?? "").not.toContain("secret");
    const worker = await (await request.get("/sw.js")).text();
    expect(worker).toContain("build-info\\.json");
  });

  test("after a save, staff learn whether the live site shows it yet", async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page, backend);
    const status = page.getByRole("status").filter({ hasText: /live site/i });
    await expect(status).toHaveText(/^Live site built \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\.$/);

    await openCivic(page);
    const original = readContentJson(backend, CIVIC).price as number;
    await page.getByLabel("Price ($)").fill(String(original - 500));
    await publish(page);
    await expect.poll(() => savedField(backend, CIVIC, "price")).toBe(original - 500);
    await expect(status).toContainText("does not show this change yet: it appears after the next build");
    await expect(status).toHaveAttribute("data-live-state", "waiting");

    // Put back as it was built: the live site has exactly this version. (Decap reloads the form only when an
    // entry is opened from its list.)
    await openCivic(page);
    await page.getByLabel("Price ($)").fill(String(original));
    await publish(page);
    await expect.poll(() => savedField(backend, CIVIC, "price")).toBe(original);
    await expect(status).toContainText("Saved. The live site already shows this change");
    await expect(status).toHaveAttribute("data-live-state", "live");
    // The editor writes keys in the schema's order, which may differ from the hand-written file: same values.
    expect(readContentJson(backend, CIVIC)).toEqual(JSON.parse(fs.readFileSync(path.join("content", CIVIC), "utf8")));
  });

  test("a photo that is too narrow or not a photo is refused next to its field, and nothing is saved", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const photos = path.join(backend.contentDir, "vehicles", "photos");
    const before = fs.readdirSync(photos).sort();
    const vehicles = fs.readdirSync(path.join(backend.contentDir, "vehicles")).sort();
    await openEditor(page, backend);
    await page.goto("/admin/#/collections/vehicles");
    await page.getByRole("link", { name: "New Vehicle" }).click();
    // The new entry is ready once the date in stock says today (anything chosen before is replaced).
    await expect(page.getByLabel("Date in stock")).toHaveValue(new Date().toISOString().slice(0, 10));

    const photoField = page
      .locator("div", { has: page.getByText("Photo file", { exact: true }) })
      .filter({ has: page.getByRole("button", { name: /^Choose (an|different) image$/ }) })
      .last();
    const choosePhoto = async (name: string, buffer: Buffer) => {
      await photoField.getByRole("button", { name: /^Choose (an|different) image$/ }).click();
      await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/jpeg", buffer });
      await page.getByRole("button", { name: "Choose selected" }).click();
    };
    await page.getByRole("button", { name: "Add photos" }).click();
    const narrow = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a1c1c" } })
      .jpeg()
      .toBuffer();
    // Measured as soon as it is chosen: the reason shows next to the field before any save.
    await choosePhoto("e2e-narrow.jpg", narrow);
    await expect(photoField).toContainText(
      "e2e-narrow.jpg is 640 pixels wide; photos must be at least 800 pixels wide to look sharp on the vehicle page.",
    );
    await choosePhoto("e2e-brochure.jpg", Buffer.from("%PDF-1.7\n% not a photo\n"));
    await expect(photoField).toContainText(
      "e2e-brochure.jpg is not a JPEG, PNG, WebP or AVIF photo. Save it as JPEG and upload it again.",
    );
    await expect(photoField).not.toContainText("e2e-narrow.jpg is 640 pixels wide");

    await publish(page);
    await expect(page.getByText("Oops, you've missed a required field. Please complete before saving.")).toBeVisible();
    expect(fs.readdirSync(photos).sort()).toEqual(before);
    expect(fs.readdirSync(path.join(backend.contentDir, "vehicles")).sort()).toEqual(vehicles);
  });
});
