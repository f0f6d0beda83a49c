// The content editor end to end, as staff use it: the production build's /admin/ with decap-server (the
// local backend `npm run admin` starts) working on a copy of content/. One session changes a price, adds a
// vehicle with a photo, edits the opening hours and a testimonial; the files then hold exactly those changes
// and pass the build's validation. Values the build would refuse (a VIN with a wrong check digit, a rating of
// 3) are refused next to their field and nothing is written.
import fs from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { loadContent } from "../src/lib/content/load-content";
import { withVinCheckDigit } from "../src/lib/content/vin";
import {
  readContentJson,
  routeEditorTo,
  savedField,
  startAdminBackend,
  type AdminBackendServer,
} from "./support/admin-backend";
import { E2E_PORT } from "./support/platform-ports";

// The editor's backend port for this test; the editor asks for the default one (8081), which the test routes here.
const BACKEND_PORT = E2E_PORT + 5;

const CIVIC = "vehicles/2019-honda-civic-h24100.json";
const NEW_VEHICLE = "vehicles/2021-mazda-cx-30-e2e100.json";
const NEW_PHOTO = "vehicles/photos/e2e-mazda-cx-30-side.jpg";
const SEEDED_TESTIMONIAL = 2;

const GOOD_VIN = withVinCheckDigit("3MVDMBDL0MM000123");
const BAD_VIN = `${GOOD_VIN.slice(0, 8)}${GOOD_VIN[8] === "7" ? "8" : "7"}${GOOD_VIN.slice(9)}`;

/** Every file of a content folder: JSON parsed, photos by size. */
function snapshot(contentDir: string): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(contentDir, full).split(path.sep).join("/");
      if (entry.isDirectory()) walk(full);
      else
        files.set(
          relative,
          entry.name.endsWith(".json") ? JSON.parse(fs.readFileSync(full, "utf8")) : fs.statSync(full).size,
        );
    }
  };
  walk(contentDir);
  return files;
}

function changedFiles(before: Map<string, unknown>, after: Map<string, unknown>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => JSON.stringify(before.get(name)) !== JSON.stringify(after.get(name))).sort();
}

// Entries load their photos through decap-server (base64, routed by the test) and Decap redraws the whole form
// on each change: on a busy 2-core machine that takes longer than the suite's usual 7 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Decap's own field wrapper (label, control and the field's messages) around a labelled control. */
function fieldOf(page: Page, label: string): Locator {
  return page
    .locator("div", { has: page.getByText(label, { exact: true }) })
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .last();
}

/** A field's control by its label; Decap adds " (optional)" to the labels of optional fields. */
function control(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(optional\\))?$`, "i"));
}

const selectOptions = (page: Page) => page.locator('[id*="-option-"]');

/** Decap's selects (react-select): type to filter, then pick the option that reads exactly so. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const input = control(page, label);
  await input.click();
  await input.fill(option);
  const match = selectOptions(page).filter({ hasText: new RegExp(`^${option}$`) });
  // The menu opens on typing; on a busy machine it can miss that, and the arrow key opens it for sure.
  if (!(await match.isVisible())) await input.press("ArrowDown");
  await match.click();
}

/** Opens an entry the way staff do, from its collection's list (Decap reloads the form only on that way in). */
async function openFromList(page: Page, collection: string, slug: string): Promise<void> {
  await page.goto(`/admin/#/collections/${collection}`);
  await page.locator(`a[href$="#/collections/${collection}/entries/${slug}"]`).click();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByText("Entry saved")).toBeVisible();
  await expect(page.getByText("Changes saved", { exact: false })).toBeVisible();
}

/** A day long enough before any run of the suite for its rating to be stale. */
const STALE_REVIEW_DATE = "2026-01-05";

test.describe("content editor", () => {
  test.describe.configure({ mode: "serial" });
  let backend: AdminBackendServer;

  test.beforeAll(async () => {
    backend = await startAdminBackend(BACKEND_PORT, E2E_PORT);
    // A hand edit gone wrong, for the editor to catch: a 3-star rating the build would refuse.
    const file = path.join(backend.contentDir, "testimonials.json");
    const testimonials = JSON.parse(fs.readFileSync(file, "utf8"));
    testimonials[SEEDED_TESTIMONIAL].rating = 3;
    fs.writeFileSync(file, `${JSON.stringify(testimonials, null, 2)}\n`);
    // A Google rating read long ago: flagged under its date, never a reason to refuse the save.
    const siteFile = path.join(backend.contentDir, "site.json");
    const siteSettings = JSON.parse(fs.readFileSync(siteFile, "utf8"));
    siteSettings.reviews[0].readOn = STALE_REVIEW_DATE;
    fs.writeFileSync(siteFile, `${JSON.stringify(siteSettings, null, 2)}\n`);
  });

  test.afterAll(async () => {
    await backend?.stop();
  });

  test("staff edit a price, add a vehicle with a photo, change the hours and a testimonial; the files hold exactly that", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const before = snapshot(backend.contentDir);
    const problems: string[] = [];
    // Decap rejects a refused save with a bare `Promise.reject()` (message "undefined"): that one is expected.
    page.on("pageerror", (error) => error.message !== "undefined" && problems.push(error.message));
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    await routeEditorTo(page, backend);

    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("link", { name: "Vehicles" })).toBeVisible();

    // 1. A price.
    await openFromList(page, "vehicles", "2019-honda-civic-h24100");
    await expect(page.getByLabel("Stock number")).toHaveValue("H24100");
    await page.getByLabel("Price ($)").fill("16995");
    // The preview is the site's own card, in the site's colour mode.
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByRole("heading", { name: "2019 Honda Civic EX", level: 3 })).toBeVisible();
    // The card shows the advertised price: the $85 documentation fee of content/site.json added.
    await expect(preview.locator("article").getByText("$17,080")).toBeVisible();
    await expect(preview.locator("html")).toHaveAttribute("data-theme", "dark");
    // The dealer's ratings as the vehicle page shows them: the preview writes each line as the build does.
    await expect(
      preview.getByRole("link", { name: "4.8 out of 5 on DealerRater, 96 reviews, as of November 16, 2026" }),
    ).toBeVisible();
    await publish(page);
    await expectSaved(page);
    await expect.poll(() => savedField(backend, CIVIC, "price")).toBe(16995);

    // 2. A new vehicle with a photo; its VIN is mistyped first.
    await page.goto("/admin/#/collections/vehicles");
    await page.getByRole("link", { name: "New Vehicle" }).click();
    // The new entry is ready once the previous vehicle's values are gone and the date in stock says today
    // (anything typed before that is replaced by the empty entry).
    const today = new Date().toISOString().slice(0, 10);
    await expect(page.getByLabel("Price ($)")).toHaveValue("");
    await expect(page.getByLabel("Date in stock")).toHaveValue(today);
    await page.getByLabel("VIN", { exact: true }).fill(BAD_VIN);
    await page.getByLabel("Stock number").fill("E2E100");
    await page.getByLabel("Year", { exact: true }).fill("2021");
    await page.getByLabel("Make", { exact: true }).fill("Mazda");
    await page.getByLabel("Model", { exact: true }).fill("CX-30");
    await control(page, "Trim").fill("Select");
    await choose(page, "Body style", "SUV");
    await page.getByLabel("Mileage").fill("23456");
    await page.getByLabel("Price ($)").fill("22995");
    await page.getByLabel("Exterior color").fill("Soul Red Crystal");
    await page.getByLabel("Interior color").fill("Black Cloth");
    await choose(page, "Transmission", "Automatic");
    await choose(page, "Drivetrain", "AWD");
    await choose(page, "Fuel", "Gasoline");
    await page.getByLabel("Engine").fill("2.5L I4");
    await control(page, "MPG city").fill("26");
    await control(page, "MPG highway").fill("33");
    await page.getByRole("button", { name: "Add features" }).click();
    await page.getByLabel("Feature", { exact: true }).fill("Apple CarPlay");
    // The description is a text by language: its English text area (the vehicle's only text by language).
    await page
      .getByLabel("English", { exact: true })
      .fill("One-owner CX-30 Select with all-wheel drive and a clean history report.");
    await page.getByRole("button", { name: "Add photos" }).click();
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: path.basename(NEW_PHOTO),
      mimeType: "image/jpeg",
      buffer: fs.readFileSync(path.join("content", "vehicles", "photos", "2019-honda-civic-h24100-side.jpg")),
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await control(page, "What the photo shows").fill("Driver-side view of the red 2021 Mazda CX-30");
    await choose(page, "Badges", "Low Miles");
    await choose(page, "Status", "Available");
    // The dealer warranty's terms appear only once a dealer warranty is chosen.
    await expect(page.getByLabel("Days", { exact: true })).toHaveCount(0);
    await choose(page, "Buyers Guide choice", "Dealer warranty");
    await choose(page, "Coverage", "Limited");
    await page.getByLabel("Labor paid by dealer (%)").fill("50");
    await page.getByLabel("Parts paid by dealer (%)").fill("50");
    // The systems from the Buyers Guide's closed list, the duration as numbers (each language's page words them).
    await choose(page, "Systems covered", "Engine");
    await control(page, "Days").fill("30");
    await control(page, "Miles").fill("1000");

    await publish(page);
    await expect(fieldOf(page, "VIN")).toContainText("check digit (9th character) does not match the rest of the VIN");
    expect(fs.existsSync(path.join(backend.contentDir, NEW_VEHICLE))).toBe(false);
    // Retyped as a person does (select all, type): Decap's text box keeps its cursor across the focus re-render.
    const vin = page.getByLabel("VIN", { exact: true });
    await vin.click();
    await vin.press("Control+A");
    await vin.pressSequentially(GOOD_VIN);
    await expect(vin).toHaveValue(GOOD_VIN);
    await publish(page);
    await expectSaved(page);
    await expect.poll(() => fs.existsSync(path.join(backend.contentDir, NEW_VEHICLE))).toBe(true);
    // The editor moves on to the saved vehicle's own address; let it, before going elsewhere.
    await expect(page).toHaveURL(/#\/collections\/vehicles\/entries\/2021-mazda-cx-30-e2e100$/);

    // 3. Opening hours.
    await openFromList(page, "site", "site");
    await expect(page.getByLabel("Business name")).not.toHaveValue("");
    // The stale Google rating: its item opened, the warning under its date (the save below goes through anyway).
    const reviewSummary = page.getByText(`google: 4.7 of 5, 212 reviews, read ${STALE_REVIEW_DATE}`, { exact: true });
    const review = page
      .locator("div")
      .filter({ has: reviewSummary })
      .filter({ has: page.getByLabel("Profile link", { exact: true }) })
      .last();
    await review.locator("button").first().click();
    await expect(review.getByRole("status")).toContainText(/^Stale: read \d+ days ago, more than 90\./);
    await page.getByLabel("Saturday").fill("10:00 AM - 4:00 PM");
    await page.getByLabel("Sunday").fill("Closed");
    await publish(page);
    await expectSaved(page);

    // 4. A testimonial: the 3-star rating left by a hand edit cannot be saved until it is 4 or 5.
    await openFromList(page, "testimonials", "testimonials");
    const seeded = readContentJson<Array<{ name: string }>>(backend, "testimonials.json")[SEEDED_TESTIMONIAL];
    // The list item of that testimonial: the innermost box holding its summary line and a rating field.
    const summary = page.getByText(new RegExp(`^${seeded.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, \\d stars$`));
    const item = page
      .locator("div")
      .filter({ has: summary })
      .filter({ has: page.getByLabel("Rating", { exact: true }) })
      .last();
    await expect(summary).toHaveText(`${seeded.name}, 3 stars`);
    // Its first button opens it (the testimonials start folded to their summary lines).
    await item.locator("button").first().click();
    const rating = item.getByLabel("Rating", { exact: true });
    await expect(rating).toBeVisible();
    // "What they said" is a text by language: its English text area.
    const text = item.getByLabel("English", { exact: true });
    await text.click();
    await text.press("Control+A");
    await text.pressSequentially("Fair price, no pressure, and they had the car detailed and ready when I came back.");
    await publish(page);
    await expect(item).toContainText("expected a rating of 4 or 5");
    expect(readContentJson<Array<{ name: string }>>(backend, "testimonials.json")[SEEDED_TESTIMONIAL]).toEqual(seeded);
    // 3 is not even on offer.
    await rating.click();
    await rating.press("ArrowDown");
    await expect(selectOptions(page)).toHaveText(["4 stars", "5 stars"]);
    await selectOptions(page)
      .filter({ hasText: /^5 stars$/ })
      .click();
    await expect(summary).toHaveText(`${seeded.name}, 5 stars`);
    await publish(page);
    await expectSaved(page);

    // Exactly those changes, and the build accepts them.
    const after = snapshot(backend.contentDir);
    expect(changedFiles(before, after)).toEqual(
      [CIVIC, "site.json", "testimonials.json", NEW_VEHICLE, NEW_PHOTO].sort(),
    );
    expect(after.get(CIVIC)).toEqual({ ...(before.get(CIVIC) as object), price: 16995 });
    const site = before.get("site.json") as { hours: { day: string; hours: string }[] };
    expect(after.get("site.json")).toEqual({
      ...site,
      hours: site.hours.map((entry) =>
        entry.day === "Saturday"
          ? { day: "Saturday", hours: "10:00 AM - 4:00 PM" }
          : entry.day === "Sunday"
            ? { day: "Sunday", hours: "Closed" }
            : entry,
      ),
    });
    const testimonials = before.get("testimonials.json") as { text: { en: string; es?: string }; rating: number }[];
    expect(after.get("testimonials.json")).toEqual(
      testimonials.map((entry, index) =>
        index === SEEDED_TESTIMONIAL
          ? {
              ...entry,
              rating: 5,
              text: {
                ...entry.text,
                en: "Fair price, no pressure, and they had the car detailed and ready when I came back.",
              },
            }
          : entry,
      ),
    );
    expect(after.get(NEW_VEHICLE)).toEqual({
      vin: GOOD_VIN,
      stockNumber: "E2E100",
      year: 2021,
      make: "Mazda",
      model: "CX-30",
      trim: "Select",
      bodyStyle: "SUV",
      mileage: 23456,
      price: 22995,
      exteriorColor: "Soul Red Crystal",
      interiorColor: "Black Cloth",
      transmission: "Automatic",
      drivetrain: "AWD",
      fuelType: "Gasoline",
      engine: "2.5L I4",
      mpgCity: 26,
      mpgHighway: 33,
      features: ["Apple CarPlay"],
      description: { en: "One-owner CX-30 Select with all-wheel drive and a clean history report." },
      photos: [{ file: path.basename(NEW_PHOTO), alt: "Driver-side view of the red 2021 Mazda CX-30" }],
      badges: ["lowMiles"],
      status: "available",
      dateInStock: today,
      warranty: {
        type: "dealer",
        coverage: "limited",
        laborPercent: 50,
        partsPercent: 50,
        systemsCovered: ["Engine"],
        duration: { days: 30, miles: 1000 },
      },
    });
    const content = loadContent(backend.contentDir);
    expect(content.vehicles).toHaveLength(
      [...before.keys()].filter((name) => /^vehicles\/[^/]+\.json$/.test(name)).length + 1,
    );
    expect(problems).toEqual([]);
  });
});
