// The vehicle history report link (content/site.json `historyReport`) on cards and vehicle pages, and the
// "Confirm availability" action of a car on sale, whose lead reaches the outbox saying so, with and without
// JavaScript.
import { expect, test, type Locator, type Page } from "@playwright/test";
import fs from "node:fs";
import { waitForLeadForm } from "./support/hydration";
import { contentVehicles, listedVehicles, type ContentVehicle } from "./support/inventory-content";
import { findSavedLead, uniqueClientIp, uniqueMarker } from "./support/lead-outbox";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as {
  historyReport: { provider: string; urlTemplate: string };
};
const reportName = `${site.historyReport.provider} report (opens in a new tab)`;
// A car on sale, by stock number order so the choice does not depend on the file system.
const available = contentVehicles()
  .filter((vehicle) => vehicle.status === "available")
  .sort((a, b) => a.stockNumber.localeCompare(b.stockNumber))[0];

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
});

async function expectReportLink(link: Locator, vin: string) {
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toBe(site.historyReport.urlTemplate.replace("{vin}", vin));
  expect(href).toContain(vin);
  await expect(link).toHaveAttribute("target", "_blank");
  expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
}

test("each card on /inventory/ links to the history report of its own vehicle", async ({ page }) => {
  await page.goto("/inventory/");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const byPath = new Map(listedVehicles().map((vehicle) => [vehicle.path, vehicle]));
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (const index of [0, count - 1]) {
    const card = cards.nth(index);
    const path = await card.getByRole("heading").getByRole("link").getAttribute("href");
    const vehicle = byPath.get(path ?? "");
    expect(vehicle, `a content vehicle at ${path}`).toBeDefined();
    await expectReportLink(card.getByRole("link", { name: reportName }), (vehicle as ContentVehicle).vin);
  }
  // Its own target, not the card's: a click there does not open the vehicle page.
  const first = cards.first().getByRole("link", { name: reportName });
  expect(await first.evaluate((link) => link.parentElement?.closest("a") === null)).toBe(true);
});

test("a vehicle page links to its history report", async ({ page }) => {
  await page.goto(available.path);
  const summary = page.locator("main");
  await expectReportLink(summary.getByRole("link", { name: reportName }).first(), available.vin);
});

test("cars that are pending or sold offer no availability check", async ({ page }) => {
  for (const vehicle of contentVehicles().filter((v) => v.status !== "available")) {
    await page.goto(vehicle.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Confirm availability" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Confirm availability" })).toHaveCount(0);
  }
});

function inquiryForm(page: Page) {
  return page.getByRole("form", { name: "Ask about this car or book a test drive" });
}

async function fillContact(form: Locator, marker: string) {
  await form.getByLabel("Your name").fill("Kevin Nguyen");
  await form.getByRole("textbox", { name: "E-mail" }).fill("kevin@example.com");
  // The message is optional for this request; the marker finds the lead in the outbox.
  await form.getByRole("textbox", { name: /Anything we should know|Your question or message/ }).fill(marker);
}

function expectAvailabilityAdf(adf: string | undefined) {
  expect(adf).toContain(`<year>${available.year}</year>`);
  expect(adf).toContain(`<make>${available.make}</make>`);
  expect(adf).toContain(`<model>${available.model}</model>`);
  expect(adf).toContain(`<stock>${available.stockNumber}</stock>`);
  expect(adf).toContain(`<vin>${available.vin}</vin>`);
  expect(adf).toContain("<comments>Availability confirmation requested</comments>");
  expect(adf).toMatch(/<customer>[\s\S]*<comments>Request: Confirm availability\n/);
}

test.describe("with JavaScript", () => {
  test("Confirm availability chooses that request, focuses it, and the lead says so", async ({ page }) => {
    const marker = uniqueMarker("availability-js");
    await page.goto(available.path);
    const form = inquiryForm(page);
    await waitForLeadForm(form);
    // The visitor had picked another request: the action chooses its own again.
    await form.getByRole("radio", { name: "Ask a question" }).check();
    await page.getByRole("link", { name: "Confirm availability" }).click();
    const choice = form.getByRole("radio", { name: "Confirm availability" });
    await expect(choice).toBeChecked();
    await expect(choice).toBeFocused();
    await expect(page).toHaveURL(/#inquiry$/);
    await fillContact(form, marker);
    await form.getByRole("button", { name: "Send request" }).click();

    await expect(page.getByRole("heading", { name: "Thank you! Your request was sent." })).toBeVisible();
    const lead = await findSavedLead(marker);
    expect(lead, "the lead is saved in the outbox").toBeDefined();
    expect(lead?.formType).toBe("availability");
    expect(lead?.subject).toContain(`Confirm availability: ${available.year} ${available.make} ${available.model}`);
    expectAvailabilityAdf(lead?.adf);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Confirm availability leads to the form, already set to it, and a plain post is saved", async ({ page }) => {
    const marker = uniqueMarker("availability-nojs");
    await page.goto(available.path);
    await page.getByRole("link", { name: "Confirm availability" }).click();
    await expect(page).toHaveURL(/#inquiry$/);
    const form = inquiryForm(page);
    await expect(form.getByRole("radio", { name: "Confirm availability" })).toBeChecked();
    await expect(form.getByLabel("Test-drive day")).toBeHidden();
    await fillContact(form, marker);
    await form.getByRole("button", { name: "Send request" }).click();

    await expect(page.getByRole("heading", { name: "Thank you! Your request was sent." })).toBeVisible();
    const lead = await findSavedLead(marker);
    expect(lead, "the lead is saved in the outbox").toBeDefined();
    expect(lead?.formType).toBe("availability");
    expectAvailabilityAdf(lead?.adf);
  });
});
