// The dealer's review ratings (content/site.json `reviews`) on the main build, in English and Spanish, at phone
// and desktop sizes: the home page, a vehicle page's "Ask about this vehicle" block and the footer show each site's
// rating, count and date as a link to the profile, and no page says it in structured data.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { SiteSettings } from "../src/lib/content/site-settings-schema";
import { contentVehicles } from "./support/inventory-content";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as SiteSettings;
const vehicle = contentVehicles(path.resolve("content")).find((car) => car.status === "available");

// Written out rather than computed with the site's own formatting, so a wrong number, plural or date fails.
const LINES = {
  en: {
    list: "Our ratings on review sites",
    google: "4.7 out of 5 on Google, 212 reviews, as of November 16, 2026",
    dealerrater: "4.8 out of 5 on DealerRater, 96 reviews, as of November 16, 2026",
  },
  es: {
    list: "Nuestras calificaciones en sitios de reseñas",
    google: "4.7 de 5 en Google, 212 reseñas, al 16 de noviembre de 2026",
    dealerrater: "4.8 de 5 en DealerRater, 96 reseñas, al 16 de noviembre de 2026",
  },
} as const;

async function expectRatings(page: Page, where: ReturnType<Page["locator"]>, language: "en" | "es") {
  const words = LINES[language];
  const list = where.getByRole("list", { name: words.list });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  for (const review of site.reviews ?? []) {
    const key = review.site as "google" | "dealerrater";
    const link = list.getByRole("link", { name: words[key], exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", review.url);
  }
}

/** Every JSON-LD block of the page, parsed: none may rate the dealer. */
async function structuredData(page: Page): Promise<string> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
}

test("the sample content rates the dealer on Google and DealerRater", () => {
  expect(site.reviews?.map((review) => review.site)).toEqual(["google", "dealerrater"]);
  expect(vehicle, "an available car in content/").toBeDefined();
});

for (const language of ["en", "es"] as const) {
  const prefix = language === "en" ? "" : "/es";

  test(`${language}: the home page and the footer show each rating with its date, linking out, with no rating markup`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    const section = page.getByRole("region", {
      name: language === "en" ? "What our customers say" : "Lo que dicen nuestros clientes",
    });
    await expectRatings(page, section, language);
    await expectRatings(page, page.getByRole("contentinfo"), language);
    const jsonLd = await structuredData(page);
    expect(jsonLd).toContain("AutoDealer");
    expect(jsonLd).not.toMatch(/aggregateRating|"Review"|ratingValue/);
  });

  test(`${language}: a vehicle page shows the ratings in its dealer block`, async ({ page }) => {
    await page.goto(`${prefix}${vehicle!.path}`);
    await expectRatings(page, page.locator("#inquiry"), language);
    expect(await structuredData(page)).not.toMatch(/aggregateRating|ratingValue/);
  });
}
