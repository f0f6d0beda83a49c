// Honest prices: every place shows the advertised price (the vehicle's price plus required fees), the detail page
// adds it up like a receipt, and a recent price drop is shown and sorts first under "Recently reduced".
// The reduction in the sample content is shown only if the build's date is within priceReductionDays of it:
// build with BUILD_DATE=2026-11-23, as `npm run test:e2e` does, so this spec does not depend on the calendar.
import { axeViolations } from "./support/axe";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { cardsOf, listedVehicles, waitForSearch } from "./support/inventory-content";

const listed = listedVehicles();
const reduced = listed.find((vehicle) => vehicle.previousPrice !== undefined);
const dollars = (text: string) => Number(/\$([\d,]+(?:\.\d\d)?)/.exec(text)?.[1].replace(/,/g, ""));
const format = (value: number) => `$${value.toLocaleString("en-US")}`;

/** The card's own price: the first amount after the mileage line. */
async function cardPrice(card: Locator): Promise<number> {
  const lines = (await card.innerText()).split("\n").map((line) => line.trim());
  return dollars(lines.find((line) => /^\$[\d,]+(\.\d\d)?$/.test(line)) ?? "");
}

async function detailPrice(page: Page): Promise<number> {
  return dollars(await page.getByText(/^Price: \$/).innerText());
}

test.describe("advertised prices", () => {
  test("the detail page's fee breakdown adds up to the price the card shows for the same car", async ({ page }) => {
    await page.goto("/inventory/");
    const card = cardsOf(page).first();
    const stock = /Stock (\S+)/.exec(await card.innerText())?.[1];
    const vehicle = listed.find((candidate) => candidate.stockNumber === stock)!;
    const shown = await cardPrice(card);

    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${vehicle.path}$`));
    expect(await detailPrice(page)).toBe(shown);

    const receipt = page.getByRole("table", { name: "How the price adds up" });
    const rows = await receipt
      .getByRole("row")
      .evaluateAll((elements) =>
        elements.map((row) => [
          row.querySelector("th")!.textContent!.trim(),
          row.querySelector("td")!.textContent!.trim(),
        ]),
      );
    expect(rows[0][0]).toBe("Vehicle price");
    const total = rows.at(-1)!;
    expect(total[0]).toBe("Total price");
    // The lines between: each required fee, added unless the cell says it is already included.
    const added = rows.slice(0, -1).filter(([, amount]) => !/included/.test(amount));
    const cents = added.reduce((sum, [, amount]) => sum + Math.round(dollars(amount) * 100), 0);
    expect(rows.length).toBeGreaterThan(2);
    expect(cents / 100).toBe(dollars(total[1]));
    expect(dollars(total[1])).toBe(shown);
    expect(dollars(rows[0][1])).toBe(vehicle.price);
    expect(shown).toBe(vehicle.advertisedPrice);
    // The sample dealer sells in California: what the price leaves out is said once, beside the price.
    await expect(
      page.getByText("Total price, plus taxes, title and registration (government fees)").first(),
    ).toBeVisible();
    // The calculator link carries the same price.
    await expect(page.getByRole("link", { name: "Calculate your own payment" })).toHaveAttribute(
      "href",
      `/payments/?price=${Math.round(shown)}`,
    );
  });
});

test.describe("price drops", () => {
  test("a reduced car shows its reduction, the old price for screen readers, and sorts first under Recently reduced", async ({
    page,
  }) => {
    expect(reduced, "the sample content has a vehicle with previousPrice").toBeTruthy();
    const car = reduced!;
    const amount = car.previousPrice! - car.price;
    await page.goto("/inventory/");
    await waitForSearch(page);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Recently reduced" });
    await expect(page).toHaveURL(/\?sort=reduced$/);
    const first = cardsOf(page).first();
    await expect(
      first,
      "the reduced car comes first (build with BUILD_DATE=2026-11-23 so its reduction is recent)",
    ).toContainText(`Stock ${car.stockNumber}`);
    await expect(first).toContainText(`Price reduced ${format(amount)}`);
    expect(await cardPrice(first)).toBe(car.advertisedPrice);

    await page.goto(car.path);
    await expect(page.getByText(`Price reduced ${format(amount)}`)).toBeVisible();
    const was = page.locator("s").filter({ hasText: format(car.advertisedPrice + amount) });
    // A strike-through is not announced: the old price reads "was $X".
    await expect(was).toHaveText(`was ${format(car.advertisedPrice + amount)}`);
    await expect(was.getByText("was", { exact: true })).toHaveClass(/visually-hidden/);
  });

  for (const mode of ["light", "dark"] as const) {
    test(`the reduced car's page, receipt and old price, has no axe violations in ${mode} mode`, async ({ page }) => {
      await page.goto(reduced!.path);
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
      await expect(page.getByRole("table", { name: "How the price adds up" })).toBeVisible();
      expect(await axeViolations(page, mode)).toEqual([]);
    });
  }

  test("a car without a reduction shows none", async ({ page }) => {
    const car = listed.find((vehicle) => vehicle.previousPrice === undefined)!;
    await page.goto(car.path);
    await expect(page.getByText(/^Price: \$/)).toBeVisible();
    await expect(page.getByText(/Price reduced/)).toHaveCount(0);
  });
});
