// The Buyers Guide on a Spanish vehicle page of each dealer warranty the content holds: the FTC's Spanish
// words (tests/fixtures/ftc-buyers-guide.ts), the staff's terms (systems covered, duration) said in Spanish, and no
// English anywhere in it (16 CFR 455.5: a buyer served in Spanish gets the guide in Spanish), as served and once
// the app has run, on phone and desktop.
import { expect, test, type Locator } from "@playwright/test";
import fs from "node:fs";
import { coveredSystemsText, warrantyDurationText } from "../src/lib/content/warranty-labels";
import type { DealerWarranty } from "../src/lib/content/vehicle-schema";
import { FTC_BUYERS_GUIDE_EN, FTC_BUYERS_GUIDE_ES, plainPassage } from "../tests/fixtures/ftc-buyers-guide";
import { waitForGatsbyApp } from "./support/hydration";
import { contentVehicles } from "./support/inventory-content";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as { serviceContract?: boolean };
const withDealerWarranty = contentVehicles()
  .filter((vehicle) => vehicle.warranty.type === "dealer")
  .sort((a, b) => a.path.localeCompare(b.path));
// One page per distinct warranty: every vehicle page renders the guide from its warranty alone (one template,
// tests/inventory/buyers-guide-ftc.test.tsx renders each kind), so a second car with the same terms would
// check the same words again.
const oneCarPerWarranty = [
  ...new Map(withDealerWarranty.map((vehicle) => [JSON.stringify(vehicle.warranty), vehicle])).values(),
];

// The English form's words of four letters or more: none may appear in the Spanish guide.
const ENGLISH_WORDS = new Set(
  Object.values(FTC_BUYERS_GUIDE_EN).flatMap((passage) =>
    plainPassage(passage)
      .split(/[^A-Za-z']+/)
      .filter((word) => word.length > 3),
  ),
);

const normalized = (text: string) => text.replace(/\s+/g, " ").trim();

async function expectSpanishGuide(guide: Locator, warranty: DealerWarranty): Promise<void> {
  await expect(guide.locator('[lang="en"]'), "nothing in the guide is marked English").toHaveCount(0);
  const text = normalized(await guide.innerText());
  const form = FTC_BUYERS_GUIDE_ES;
  const values = { labor: warranty.laborPercent, parts: warranty.partsPercent };
  const passages = [
    form.formTitle,
    form.spokenPromises,
    form.dealerHeading,
    ...(warranty.coverage === "full" ? [form.fullWarranty] : [form.limitedWarranty, form.dealerPercentages]),
    form.dealerText,
    form.systemsCovered,
    form.duration,
    ...(site.serviceContract ? [form.serviceContract] : []),
  ];
  // innerText follows CSS (a heading's case as shown); the form's capitals are the text's own.
  for (const passage of passages) expect(text, passage.checked).toContain(plainPassage(passage, values));
  const terms = guide.locator("dd");
  await expect(terms).toHaveText([
    coveredSystemsText(warranty, "es").join(", "),
    warrantyDurationText(warranty.duration, "es"),
  ]);
  const english = text.split(/[^\p{L}']+/u).filter((word) => ENGLISH_WORDS.has(word));
  expect(english, "English words of the form in the Spanish guide").toEqual([]);
}

test("the sample has vehicles with a dealer warranty to check", () => {
  expect(withDealerWarranty.length).toBeGreaterThan(0);
});

for (const vehicle of oneCarPerWarranty) {
  test(`/es${vehicle.path}: the Buyers Guide is all Spanish, in the FTC's words`, async ({ page }) => {
    await page.goto(`/es${vehicle.path}`);
    const guide = page.getByRole("region", { name: "Garantía (Guía del Comprador)" });
    await expectSpanishGuide(guide, vehicle.warranty as DealerWarranty);
    await waitForGatsbyApp(page);
    await expectSpanishGuide(guide, vehicle.warranty as DealerWarranty);
  });
}
