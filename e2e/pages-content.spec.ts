// What each page says and links to, on the production build.
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import { BADGE_KEYS } from "../src/lib/content/vehicle-fields";
import { calculateLoan, downPayment } from "../src/lib/payments";
import { formatMoney } from "../src/lib/format";
import { PALETTE } from "../src/styles/palette";
import { waitForCalculator } from "./support/hydration";
import type { SiteSettings } from "../src/lib/content/site-settings-schema";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as SiteSettings;
const testimonials = JSON.parse(fs.readFileSync("content/testimonials.json", "utf8")) as {
  name: string;
  rating: number;
}[];

test("home: hero, call to action, badge promises, every testimonial with its rating, hours and map link", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.businessName);
  await expect(page.getByText(site.tagline.en).first()).toBeVisible();
  // The header may carry the same call to action; this is the hero's.
  await expect(page.getByRole("main").getByRole("link", { name: site.callToAction.en })).toHaveAttribute(
    "href",
    "/financing/",
  );
  for (const key of BADGE_KEYS) {
    await expect(page.getByRole("heading", { name: site.badges[key].en, exact: true })).toBeVisible();
  }
  // The quotes' own list: the review ratings above them are a list of their own (pages-reviews.spec.ts).
  const quotes = page
    .getByRole("region", { name: "What our customers say" })
    .getByRole("list", { name: "What our customers say" })
    .getByRole("listitem");
  await expect(quotes).toHaveCount(testimonials.length);
  for (const [index, testimonial] of testimonials.entries()) {
    await expect(quotes.nth(index)).toContainText(testimonial.name);
    await expect(quotes.nth(index)).toContainText(`${testimonial.rating} out of 5 stars`);
  }
  const hours = page.getByRole("table", { name: "Opening hours" });
  await expect(hours.getByRole("row")).toHaveCount(7);
  await expect(hours.getByRole("row", { name: /Saturday/ })).toContainText("10:00 AM – 6:00 PM");
  const map = page.getByRole("link", { name: /Get directions on the map/ }).first();
  await expect(map).toHaveAttribute("href", site.mapUrl);
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact/");
});

test("contact: the three headings, phone, e-mail, address, hours and the form", async ({ page }) => {
  await page.goto("/contact/");
  await expect(page.getByRole("heading", { level: 1, name: site.contact.heading.en })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: site.contact.subheading.en })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: site.contact.intro.en })).toBeVisible();
  await expect(page.getByRole("link", { name: site.phone }).first()).toHaveAttribute("href", "tel:+19165550142");
  await expect(page.getByRole("main").getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(page.getByRole("main").getByText(site.address.street).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Get directions/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expect(page.getByRole("table", { name: "Opening hours" }).getByRole("row")).toHaveCount(7);
  await expect(page.getByRole("form", { name: site.contact.intro.en })).toBeVisible();
  await expect(page.getByRole("link", { name: "privacy notice", exact: true })).toHaveAttribute("href", "/privacy/");
});

test("financing: how it works, the assumptions and a pre-approval form without SSN or birth date", async ({ page }) => {
  await page.goto("/financing/");
  await expect(page.getByRole("heading", { name: "How financing works here" })).toBeVisible();
  const assumptions = page.getByRole("region", { name: /assumptions behind our payment estimates/ });
  await expect(assumptions).toContainText(`${site.financing.apr}%`);
  await expect(assumptions).toContainText(`${site.financing.termMonths} months`);
  await expect(assumptions).toContainText(`${site.financing.downPaymentPercent}%`);
  const form = page.getByRole("form", { name: site.callToAction.en });
  await expect(form).toBeVisible();
  await expect(form.getByLabel(/social security|birth/i)).toHaveCount(0);
  await expect(form.getByRole("checkbox", { name: /Consent is not a condition of purchase/ })).not.toBeChecked();
});

test.describe("payments", () => {
  test("pre-fills the price from the query and the rest from the financing assumptions", async ({ page }) => {
    await page.goto("/payments/?price=21995");
    await waitForCalculator(page);
    await expect(page.getByLabel("Vehicle price ($)")).toHaveValue("21995");
    const down = downPayment(21995, site.financing.downPaymentPercent);
    await expect(page.getByLabel("Down payment ($)")).toHaveValue(String(down));
    await expect(page.getByLabel("APR (%)")).toHaveValue(String(site.financing.apr));
    await expect(page.getByLabel("Loan term")).toHaveValue(String(site.financing.termMonths));
    const expected = calculateLoan({
      price: 21995,
      downPayment: down,
      tradeIn: 0,
      aprPercent: site.financing.apr,
      termMonths: site.financing.termMonths,
      salesTaxPercent: 0,
    });
    const result = page.getByRole("region", { name: "Estimated monthly payment" });
    await expect(result).toContainText(formatMoney(expected.monthly));
    await expect(result).toContainText(formatMoney(expected.amountFinanced));
  });

  test("recalculates as the visitor types, announces the result politely and names bad input", async ({ page }) => {
    await page.goto("/payments/");
    await waitForCalculator(page);
    await page.getByLabel("Vehicle price ($)").fill("30000");
    await page.getByLabel("Down payment ($)").fill("5000");
    await page.getByLabel("Trade-in value ($)").fill("2000");
    await page.getByLabel("APR (%)").fill("6");
    await page.getByLabel("Loan term").selectOption("60");
    await page.getByLabel("Sales tax (%)").fill("8.75");
    const expected = calculateLoan({
      price: 30000,
      downPayment: 5000,
      tradeIn: 2000,
      aprPercent: 6,
      termMonths: 60,
      salesTaxPercent: 8.75,
    });
    const result = page.getByRole("region", { name: "Estimated monthly payment" });
    await expect(result).toContainText(formatMoney(expected.monthly));
    await expect(result).toContainText(formatMoney(expected.totalInterest));
    await expect(result).toContainText(formatMoney(expected.totalCost));
    await expect(result).toContainText(formatMoney(expected.salesTax));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      new RegExp(`Estimated payment ${formatMoney(expected.monthly).replace("$", "\\$")} a month`),
    );
    await expect(page).toHaveURL(/price=30000&down=5000&trade=2000&apr=6&term=60&tax=8.75/);

    await page.getByLabel("APR (%)").fill("abc");
    await expect(page.getByLabel("APR (%)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("APR (%)")).toHaveAccessibleDescription(/Enter an APR from 0 to 36 percent/);
    await expect(result).toContainText("Check the highlighted fields");
  });

  test("shows the disclaimer, and the example estimate in the static HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/payments/");
    const price = 20000;
    const down = downPayment(price, site.financing.downPaymentPercent);
    const expected = calculateLoan({
      price,
      downPayment: down,
      tradeIn: 0,
      aprPercent: site.financing.apr,
      termMonths: site.financing.termMonths,
      salesTaxPercent: 0,
    });
    await expect(page.getByRole("region", { name: "Estimated monthly payment" })).toContainText(
      formatMoney(expected.monthly),
    );
    await expect(page.getByText(/not an offer of credit/).first()).toBeVisible();
    await context.close();
  });
});

test("colors: every palette row with both values and its contrast, and noindex", async ({ page }) => {
  await page.goto("/colors/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(PALETTE.length + 1);
  for (const row of PALETTE) {
    // Anchored on the token too: "Focus ring" is also the start of "Focus ring on top bar and footer".
    const line = page.getByRole("row", { name: new RegExp(`^${row.label} --color-${row.token} `) });
    await expect(line).toContainText(`--color-${row.token}`);
    await expect(line).toContainText(row.light);
    await expect(line).toContainText(row.dark);
    await expect(line).toContainText(/\d+\.\d\d:1/);
  }
  await expect(page.getByText("Fails AA")).toHaveCount(0);
});

test("privacy notice and accessibility statement cover what they must", async ({ page }) => {
  await page.goto("/privacy/");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  for (const heading of [
    "What each form collects and why",
    "Who receives it",
    "Categories of personal information",
    "How long we keep it",
    "Your California privacy rights",
    "How to make a request",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/We do not sell or share/).first()).toBeVisible();
  // The notice's GPC claim is made true on /privacy-choices/ (platform-privacy-choices.spec.ts), which it links.
  await expect(page.getByText(/We honor Global Privacy Control/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Your Privacy Choices" }).first()).toHaveAttribute(
    "href",
    "/privacy-choices/",
  );
  await page.goto("/accessibility/");
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Report a barrier" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: site.phone })).toHaveAttribute(
    "href",
    "tel:+19165550142",
  );
});
