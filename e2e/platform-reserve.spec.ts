// "Reserve this car" (content/site.json `reserve`), switched on in the integrations build: the button on an
// available car leads to the payment link with that car's values put in; pending and sold cars have none.
// The analytics event of its click is in platform-asc-events.spec.ts.
import path from "node:path";
import { axeViolations } from "./support/axe";
import { expect, test } from "@playwright/test";
import { reserveUrl } from "../src/lib/content/reserve-link";
import { INTEGRATIONS_RESERVE } from "./support/integrations-content";
import { contentVehicles, type ContentVehicle } from "./support/inventory-content";
import { nuHtmlErrors } from "./support/nu-html-checker";
import { INTEGRATIONS_BUILD_DIR, INTEGRATIONS_URL } from "./support/platform-ports";

test.use({ baseURL: INTEGRATIONS_URL });

const vehicles = () => contentVehicles(path.join(INTEGRATIONS_BUILD_DIR, "integrations-content"));
const withStatus = (status: ContentVehicle["status"]) => {
  const found = vehicles().find((vehicle) => vehicle.status === status);
  expect(found, `a ${status} vehicle in the integrations build`).toBeDefined();
  return found as ContentVehicle;
};

test("an available car's page has the button, leading to the payment link made for that car", async ({ page }) => {
  const car = withStatus("available");
  await page.goto(car.path);
  const button = page.getByRole("link", { name: INTEGRATIONS_RESERVE.label });
  await expect(button).toBeVisible();
  // Written out here rather than computed with the site's own function for this one car, so a wrong expansion fails.
  const expected = `https://buy.stripe.example/e2e-deposit?client_reference_id=${encodeURIComponent(car.stockNumber)}&vin=${car.vin}&price=${car.advertisedPrice}`;
  expect(Number.isInteger(car.advertisedPrice)).toBe(true);
  await expect(button).toHaveAttribute("href", expected);
  expect(reserveUrl(INTEGRATIONS_RESERVE.urlTemplate, { ...car, price: car.advertisedPrice })).toBe(expected);
  await expect(button).toHaveAccessibleDescription(INTEGRATIONS_RESERVE.deposit);
  await expect(page.getByText(INTEGRATIONS_RESERVE.deposit)).toBeVisible();
});

for (const status of ["pending", "sold"] as const) {
  test(`a ${status} car's page has no reserve button`, async ({ page }) => {
    const car = withStatus(status);
    await page.goto(car.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: INTEGRATIONS_RESERVE.label })).toHaveCount(0);
    await expect(page.getByText(INTEGRATIONS_RESERVE.deposit)).toHaveCount(0);
  });
}

test("the page with the button stays clean for axe (both colour modes) and the Nu HTML checker", async ({ page }) => {
  test.setTimeout(90_000);
  const car = withStatus("available");
  await page.goto(car.path);
  await expect(page.getByRole("link", { name: INTEGRATIONS_RESERVE.label })).toBeVisible();
  for (const mode of ["light", "dark"] as const) {
    await page.evaluate((theme) => {
      document.documentElement.dataset.theme = theme;
    }, mode);
    // The page itself: Partytown's hidden sandbox frame (analytics is on here) is not ours to scan.
    expect(await axeViolations(page, mode, { iframes: false }), mode).toEqual([]);
  }
  // The built file, as a static host serves it. Gatsby's off-main-thread <Script> tags of the Google tag (this
  // build has analytics on) carry attributes the checker refuses (`forward`, `src` on a text/partytown script):
  // Gatsby's markup, not this page's, so they are left out here.
  const file = path.join(INTEGRATIONS_BUILD_DIR, "public", car.path, "index.html");
  const errors = nuHtmlErrors([file]).filter((error) => !error.extract?.includes('<script type="text/partytown"'));
  expect(errors.map((error) => `${error.lastLine ?? "?"}: ${error.message}`)).toEqual([]);
});
