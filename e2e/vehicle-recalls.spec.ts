// "Check open recalls" on the vehicle pages: NHTSA's lookup for the page's own VIN, in a new tab, with a line
// saying what it is. A plain link: the build and the page ask NHTSA nothing.
import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { contentVehicles } from "./support/inventory-content";
import { storeColourMode, waitForHydration } from "./support/shell-pages";

// One car of each status, by stock number so the choice does not depend on the file system.
const byStatus = (status: string) =>
  contentVehicles()
    .filter((vehicle) => vehicle.status === status)
    .sort((a, b) => a.stockNumber.localeCompare(b.stockNumber))[0];
const VEHICLES = [byStatus("available"), byStatus("pending"), byStatus("sold")].filter(Boolean);

const recallLink = (page: Page) =>
  page.getByRole("main").getByRole("link", { name: "Check open recalls (opens in a new tab)", exact: true });

test("every vehicle status has at least one page to check", () => {
  expect(VEHICLES.map((vehicle) => vehicle.status)).toEqual(["available", "pending", "sold"]);
});

for (const vehicle of VEHICLES) {
  test(`${vehicle.status} ${vehicle.stockNumber}: links NHTSA's recall lookup for its own VIN, in a new tab`, async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) outside.push(request.url());
    });
    await page.goto(vehicle.path);
    await waitForHydration(page);
    const link = recallLink(page);
    await expect(link).toBeVisible();
    // The VIN shown on the page is the one in the link.
    const shownVin = (
      await page.getByRole("main").locator("dt", { hasText: /^VIN$/ }).locator("+ dd").innerText()
    ).trim();
    expect(shownVin).toBe(vehicle.vin);
    await expect(link).toHaveAttribute("href", `https://www.nhtsa.gov/recalls?vin=${vehicle.vin}`);
    await expect(link).toHaveAttribute("target", "_blank");
    expect((await link.getAttribute("rel"))?.split(/\s+/).sort()).toEqual(["noopener", "noreferrer"]);
    await expect(page.getByText("Free check of safety recalls not yet repaired, on NHTSA.gov")).toBeVisible();
    expect(outside, "no request leaves the site for the recall check").toEqual([]);
  });
}

for (const mode of ["dark", "light"] as const) {
  test(`a vehicle page with the recall check has no axe violations in ${mode} mode`, async ({ page, context }) => {
    if (mode === "light") await storeColourMode(context, "light");
    await page.goto(VEHICLES[0].path);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
    await expect(recallLink(page)).toBeVisible();
    expect(await axeViolations(page, mode)).toEqual([]);
  });
}
