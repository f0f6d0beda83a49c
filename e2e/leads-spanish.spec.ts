// A Spanish visitor's lead, end to end: the contact form on /es/ speaks Spanish (its errors and its thank-you),
// and the lead reaching the outbox tells the CRM to route it to a Spanish-speaking salesperson.
import { expect, test, type Page } from "@playwright/test";
import { FIELD_MESSAGES } from "../src/lib/forms/field-messages";
import { sideBySide } from "../src/lib/i18n/text-catalog";
import { waitForLeadForm } from "./support/hydration";
import { spanishOf } from "./support/message-pairs";
import { findSavedLead, uniqueClientIp, uniqueMarker } from "./support/lead-outbox";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The form's words in Spanish, from the catalogs the site is built with.
let sendLabel = "";
let sentTitle = "";
test.beforeAll(async () => {
  sendLabel = await spanishOf("Send message");
  sentTitle = await spanishOf("Thank you! Your message was sent.");
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
});

// The form is found by what it posts, not by its words: the words are what these tests check.
async function spanishContactForm(page: Page) {
  await page.goto("/es/contact/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const form = page.locator("form", { has: page.locator('input[name="formType"][value="contact"]') });
  await waitForLeadForm(form);
  await expect(form.getByRole("button", { name: sendLabel }), "the Spanish send button").toBeVisible();
  return form;
}

test("contact form on /es/: the Spanish thank-you, and a lead whose ADF asks for Spanish", async ({ page }) => {
  const marker = uniqueMarker("contact-es");
  const form = await spanishContactForm(page);
  await form.locator('[name="name"]').fill("María González");
  await form.locator('[name="email"]').fill("maria@example.com");
  await form.locator('[name="message"]').fill(`¿Tienen SUV pequeñas? ${marker}`);
  await form.locator('[name="consent"]').check();
  await form.getByRole("button", { name: sendLabel }).click();

  await expect(page.getByRole("heading", { name: sentTitle })).toBeVisible();
  const lead = await findSavedLead(marker);
  expect(lead, "the lead is saved in the outbox").toBeDefined();
  expect(lead?.formType).toBe("contact");
  expect(lead?.adf).toContain('<name part="full">María González</name>');
  expect(lead?.adf).toContain("Preferred language: Spanish");
  expect(lead?.adf).toMatch(/<url>https?:\/\/[^<]+\/es\/contact\/<\/url>/);
});

test("contact form on /es/: a bad e-mail address is named in Spanish", async ({ page }) => {
  const form = await spanishContactForm(page);
  await form.locator('[name="name"]').fill("María González");
  await form.locator('[name="email"]').fill("no es un correo");
  await form.locator('[name="message"]').fill("Hola");
  await form.getByRole("button", { name: sendLabel }).click();

  const email = form.locator('[name="email"]');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(new RegExp(escape(sideBySide(FIELD_MESSAGES).emailInvalid.es)));
});
