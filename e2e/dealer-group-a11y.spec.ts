// A dealer group's own pages (/locations/, a lot's page in both languages, the contact page with its lots and
// location select, a vehicle page naming its lot) on the integrations build: axe in both colour modes on phone and
// desktop, and the Nu HTML checker on their built files.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { nuHtmlErrors } from "./support/nu-html-checker";
import { contentVehicles } from "./support/inventory-content";
import { INTEGRATIONS_BUILD_DIR, INTEGRATIONS_URL } from "./support/platform-ports";

test.use({ baseURL: INTEGRATIONS_URL });

const CONTENT = path.join(INTEGRATIONS_BUILD_DIR, "integrations-content");
const carOnALot = () => contentVehicles(CONTENT).find((vehicle) => vehicle.status === "available" && vehicle.location)!;
const PAGES = () => ["/locations/", "/locations/elk-grove/", "/es/locations/elk-grove/", "/contact/", carOnALot().path];

for (const mode of ["dark", "light"] as const) {
  test(`the group's pages have no axe violations in ${mode} mode`, async ({ page }) => {
    for (const pagePath of PAGES()) {
      await page.goto(pagePath);
      await page.evaluate((theme) => {
        document.documentElement.dataset.theme = theme;
      }, mode);
      expect(await axeViolations(page, mode, { iframes: false }), pagePath).toEqual([]);
    }
  });
}

test("the group's pages are valid HTML", ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "files of the build: the same on every screen");
  const files = PAGES().map((pagePath) => path.join(INTEGRATIONS_BUILD_DIR, "public", pagePath, "index.html"));
  // Partytown's tag scripts (this build has analytics on) carry attributes the checker refuses: theirs, not ours.
  const errors = nuHtmlErrors(files).filter((error) => !error.extract?.includes('<script type="text/partytown"'));
  expect(errors).toEqual([]);
});
