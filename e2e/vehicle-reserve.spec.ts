// "Reserve this car" is off unless content/site.json says `reserve`: the sample content leaves it off, so the main
// build's vehicle pages have no such button (platform-reserve.spec.ts checks the build that turns it on).
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { contentVehicles } from "./support/inventory-content";

const site = JSON.parse(
  fs.readFileSync(process.env.CONTENT_DIR ? `${process.env.CONTENT_DIR}/site.json` : "content/site.json", "utf8"),
) as {
  reserve?: unknown;
};

test("with the setting off, an available car's page offers no reservation", async ({ page }) => {
  expect(site.reserve, "content/site.json leaves reserve out").toBeUndefined();
  const available = contentVehicles()
    .filter((vehicle) => vehicle.status === "available")
    .sort((a, b) => a.stockNumber.localeCompare(b.stockNumber))[0];
  await page.goto(available.path);
  await expect(page.getByRole("link", { name: "Confirm availability" })).toBeVisible();
  await expect(page.getByRole("link", { name: /reserve/i })).toHaveCount(0);
  await expect(page.getByText(/deposit/i)).toHaveCount(0);
});
