import { expect, test } from "@playwright/test";
import fs from "node:fs";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as {
  businessName: string;
  tagline: { en: string };
};

test("home page of the production build shows the dealership and declares English", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(site.businessName);
  await expect(page.getByText(site.tagline.en).first()).toBeVisible();
});
