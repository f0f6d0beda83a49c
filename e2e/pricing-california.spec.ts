// The California CARS Act on the built pages (tests/fixtures/california-cars-act.ts): on the main build (the sample
// dealer sells in California) every price on cards, the vehicle page and compare is the fixture's total price with
// what it leaves out beside it, and an eligible used car's page states the 3-day right to cancel with the fee of its
// price band, in English and in Spanish; on the integrations build (a dealer outside California, the same
// templates) none of it is shown. The over-$50,000 case is the unit tests' (tests/vehicle/right-to-cancel.test.tsx):
// no sample car costs that much.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { formatDollars } from "../src/lib/format";
import { restockingFeeRule, totalPriceRule, PRICE_CAP } from "../tests/fixtures/california-cars-act";
import { cardsOf, listedVehicles, type ContentVehicle } from "./support/inventory-content";
import { INTEGRATIONS_URL } from "./support/platform-ports";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as {
  sellsInCalifornia?: boolean;
  fees?: Array<{ amount: number; required: boolean; includedInPrice: boolean }>;
};
const addedFees = (site.fees ?? []).filter((fee) => fee.required && !fee.includedInPrice).map((fee) => fee.amount);
const totalOf = (vehicle: ContentVehicle) => totalPriceRule(vehicle.price, addedFees);
const listed = listedVehicles();
const eligible = listed.find((vehicle) => vehicle.status === "available" && totalOf(vehicle) <= PRICE_CAP)!;
const dollars = (text: string) => Number(/\$([\d,]+(?:\.\d\d)?)/.exec(text)?.[1].replace(/,/g, ""));

const NOTE = {
  en: "Total price, plus taxes, title and registration (government fees)",
  es: "Precio total, más impuestos, título y registro (cargos del gobierno)",
};

test("the sample dealer sells in California and has an eligible used car", () => {
  expect(site.sellsInCalifornia).toBe(true);
  expect(eligible).toBeTruthy();
});

for (const locale of ["en", "es"] as const) {
  const prefix = locale === "en" ? "" : "/es";

  test(`${prefix || "/"} vehicle page: the total price, what it leaves out, and the 3-day right to cancel with its fee (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}${eligible.path}`);
    const summary = page.locator("p.price").first();
    expect(dollars(await summary.innerText())).toBe(totalOf(eligible));
    await expect(page.locator("p.price + p").first()).toHaveText(NOTE[locale]);
    const fee = formatDollars(restockingFeeRule(totalOf(eligible)), locale);
    const box = page.getByRole("region", {
      name: locale === "en" ? "3-day right to cancel" : "Derecho a cancelar en 3 días",
    });
    await expect(box).toContainText(
      locale === "en" ? `restocking fee of ${fee} for this vehicle` : `cargo de reposición de ${fee} por este vehículo`,
    );
    await expect(box).toContainText(locale === "en" ? "400 miles" : "400 millas");
  });

  test(`${prefix}/inventory/: every card's price is the total price, with what it leaves out (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/inventory/`);
    const cards = cardsOf(page, locale === "en" ? "Vehicles" : "Vehículos");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      const stock = /(?:Stock|inventario) (\S+)/.exec(await card.innerText())?.[1];
      const vehicle = listed.find((candidate) => candidate.stockNumber === stock)!;
      expect(dollars(await card.locator("p.price").innerText()), stock).toBe(totalOf(vehicle));
      await expect(card.locator("[data-total-price-note]")).toHaveText(NOTE[locale]);
    }
  });
}

test("/compare/: each price is the total price, with what it leaves out", async ({ page }) => {
  const two = listed.filter((vehicle) => vehicle.status === "available").slice(0, 2);
  await page.goto(`/compare/?stock=${two.map((vehicle) => vehicle.stockNumber).join(",")}`);
  const priceRow = page.locator("tbody tr").first();
  await expect(priceRow.getByRole("rowheader")).toContainText("Price");
  const cells = await priceRow.getByRole("cell").allInnerTexts();
  expect(cells.map(dollars)).toEqual(two.map(totalOf));
  await expect(page.locator("[data-total-price-note]")).toHaveText(NOTE.en);
});

test.describe("a dealer outside California (the integrations build)", () => {
  test.use({ baseURL: INTEGRATIONS_URL });

  async function expectNone(page: Page): Promise<void> {
    await expect(page.locator("[data-right-to-cancel]")).toHaveCount(0);
    await expect(page.locator("[data-total-price-note]")).toHaveCount(0);
  }

  test("no right to cancel and no total-price note, on cards or vehicle pages, in either language", async ({
    page,
  }) => {
    for (const prefix of ["", "/es"]) {
      await page.goto(`${prefix}/inventory/`);
      await expect(page.locator("article").first()).toBeVisible();
      await expectNone(page);
      await page.locator("article h3 a").first().click();
      await expect(page.locator("p.price").first()).toBeVisible();
      await expectNone(page);
    }
  });
});
