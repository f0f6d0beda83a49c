// The contact and pre-approval forms end to end, against the production build: with JavaScript (JSON,
// inline errors, success and failure states) and without it (plain POST, redirect, :target notices).
// Leads land in the e2e server's outbox (LEAD_OUTBOX_DIR), where the tests read the ADF back.
import { expect, test, type Locator, type Page } from "@playwright/test";
import fs from "node:fs";
import { waitForLeadForm } from "./support/hydration";
import { countSavedLeads, findSavedLead, uniqueClientIp, uniqueMarker } from "./support/lead-outbox";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as { phone: string };

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
});

/** Hydrated, a lead form validates through the endpoint (novalidate); without JavaScript, the browser does. */
const validatesItself = (form: Locator, hydrated: boolean) => expect(form).toHaveJSProperty("noValidate", hydrated);

async function fillContact(page: Page, marker: string, hydrated = true) {
  const form = page.getByRole("form", { name: "We'd love to hear from you!" });
  await validatesItself(form, hydrated);
  await form.getByLabel("Your name").fill("Maria Gonzalez");
  await form.getByRole("textbox", { name: "E-mail" }).fill("maria@example.com");
  await form.getByLabel("Your message").fill(`Do you have small SUVs? ${marker}`);
  return form;
}

async function fillPreApproval(page: Page, marker: string, hydrated = true) {
  const form = page.getByRole("form", { name: "Get Pre-Approved" });
  await validatesItself(form, hydrated);
  await form.getByLabel("Full name").fill("Darnell Washington");
  await form.getByRole("textbox", { name: "E-mail" }).fill("darnell@example.com");
  await form.getByRole("textbox", { name: "Phone" }).fill("(916) 555-0123");
  await form.getByLabel("ZIP code").fill("95823");
  await form.getByLabel("Employment status").selectOption({ label: "Employed full-time" });
  await form.getByLabel("Monthly income").selectOption({ label: "$4,000 to $5,999 a month" });
  await form.getByLabel("How would you rate your credit?").selectOption({ label: "Fair (600 to 659)" });
  await form.getByLabel("Down payment").fill("2500");
  await form.getByLabel("Vehicle you're interested in").fill(`A pickup truck ${marker}`);
  return form;
}

test.describe("with JavaScript", () => {
  test("contact form: a message reaches the outbox as ADF and the visitor sees the thank-you", async ({ page }) => {
    const marker = uniqueMarker("contact-js");
    await page.goto("/contact/");
    const form = await fillContact(page, marker);
    await form.getByLabel(/I agree that/).check();
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("heading", { name: "Thank you! Your message was sent." })).toBeVisible();
    const lead = await findSavedLead(marker);
    expect(lead, "the lead is saved in the outbox").toBeDefined();
    expect(lead?.formType).toBe("contact");
    expect(lead?.adf).toContain('<?adf version="1.0"?>');
    expect(lead?.adf).toContain('<name part="full">Maria Gonzalez</name>');
    expect(lead?.adf).toContain('<email preferredcontact="1">maria@example.com</email>');
    expect(lead?.adf).toContain("Consent to calls and texts: Yes");
    expect(lead?.adf).toMatch(/<url>https?:\/\/[^<]+\/contact\/<\/url>/);
  });

  test("contact form: errors appear next to their fields and focus moves to the first", async ({ page }) => {
    await page.goto("/contact/");
    const form = page.getByRole("form", { name: "We'd love to hear from you!" });
    await waitForLeadForm(form);
    await form.getByRole("radio", { name: "Phone call" }).check();
    await form.getByRole("textbox", { name: "E-mail" }).fill("not an address");
    await form.getByRole("button", { name: "Send message" }).click();

    const name = form.getByLabel("Your name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Enter your name.");
    await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      /Enter an e-mail address like name@example.com/,
    );
    await expect(form.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription(
      /Enter your phone number, or choose e-mail for our reply/,
    );
    await expect(form.getByLabel("Your message")).toHaveAccessibleDescription("Enter your message.");
    await expect(page.getByText("Please correct the 4 fields marked below.")).toBeVisible();
    // What was typed is still there, and fixing a field clears its error.
    await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue("not an address");
    await name.fill("Maria");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
  });

  test("pre-approval form: the request reaches the outbox with the finance details", async ({ page }) => {
    const marker = uniqueMarker("preapproval-js");
    await page.goto("/financing/");
    const form = await fillPreApproval(page, marker);
    await form.getByRole("button", { name: "Get pre-approved" }).click();
    await expect(page.getByRole("heading", { name: "Thank you! Your pre-approval request was sent." })).toBeVisible();
    const lead = await findSavedLead(marker);
    expect(lead?.formType).toBe("pre-approval");
    // What the visitor typed stays out of the subject; it is quoted in the comments.
    expect(lead?.subject).toBe("Pre-approval request from the website");
    expect(lead?.adf).toContain(`Vehicle of interest, as typed by the visitor:\n&gt; A pickup truck ${marker}`);
    expect(lead?.adf).toContain('<amount type="downpayment" limit="maximum" currency="USD">2500</amount>');
    expect(lead?.adf).toContain("Credit: Fair (600 to 659)");
    // In the comments, not in an <address>: the ADF 1.0 DTD allows one only with a street, never asked.
    expect(lead?.adf).toContain("ZIP code: 95823");
    expect(lead?.adf).not.toContain("<postalcode>95823</postalcode>");
  });

  test("pre-approval form: every missing answer is named", async ({ page }) => {
    await page.goto("/financing/");
    const form = page.getByRole("form", { name: "Get Pre-Approved" });
    await waitForLeadForm(form);
    await form.getByRole("button", { name: "Get pre-approved" }).click();
    await expect(form.getByLabel("Full name")).toBeFocused();
    for (const [label, message] of [
      ["Full name", "Enter your name."],
      ["E-mail", "Enter your e-mail address."],
      ["Phone", /Enter your phone number/],
      ["ZIP code", /Enter your ZIP code/],
      ["Employment status", "Choose your employment status."],
      ["Monthly income", /Choose your monthly income/],
      ["How would you rate your credit?", /Choose how you would rate your credit/],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
    }
  });

  test("when the lead service answers 503, the visitor is told to call and keeps what they typed", async ({ page }) => {
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 503, json: { error: "unavailable", phone: site.phone } }),
    );
    await page.goto("/contact/");
    const marker = uniqueMarker("contact-503");
    const form = await fillContact(page, marker);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "We could not send your message" })).toBeVisible();
    await expect(page.getByText(/What you typed is still in the form/)).toBeVisible();
    await expect(page.getByRole("link", { name: site.phone }).first()).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(form.getByLabel("Your name")).toHaveValue("Maria Gonzalez");
    await expect(form.getByLabel("Your message")).toHaveValue(`Do you have small SUVs? ${marker}`);
    expect(countSavedLeads(marker)).toBe(0);
  });

  test("when the network fails, the visitor is told the message may not have been sent", async ({ page }) => {
    await page.route("**/api/leads", (route) => route.abort("internetdisconnected"));
    await page.goto("/financing/");
    const form = await fillPreApproval(page, uniqueMarker("network"));
    await form.getByRole("button", { name: "Get pre-approved" }).click();
    await expect(page.getByRole("heading", { name: "We could not reach our server" })).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("Darnell Washington");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("contact form: a plain post is saved and answered with the thank-you message", async ({ page }) => {
    const marker = uniqueMarker("contact-nojs");
    await page.goto("/contact/");
    const form = await fillContact(page, marker, false);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\/\?lead=sent#contact-form-sent$/);
    await expect(page.getByRole("heading", { name: "Thank you! Your message was sent." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your message was not sent" })).toBeHidden();
    const lead = await findSavedLead(marker);
    expect(lead?.adf).toContain('<name part="full">Maria Gonzalez</name>');
    expect(lead?.adf).toContain("Consent to calls and texts: No");
  });

  test("contact form: a post the server refuses comes back to the form with an explanation", async ({ page }) => {
    const marker = uniqueMarker("contact-nojs-error");
    await page.goto("/contact/");
    const form = await fillContact(page, marker, false);
    // Text replies need a phone number: the browser cannot know that, the server says so.
    await form.getByRole("radio", { name: "Text message" }).check();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\/\?lead=error#contact-form-error$/);
    await expect(page.getByRole("heading", { name: "Your message was not sent" })).toBeVisible();
    await expect(page.getByText(/Back button usually brings back what you typed/).first()).toBeVisible();
    expect(countSavedLeads(marker)).toBe(0);
  });

  test("pre-approval form: a plain post is saved and answered with the thank-you message", async ({ page }) => {
    const marker = uniqueMarker("preapproval-nojs");
    await page.goto("/financing/");
    const form = await fillPreApproval(page, marker, false);
    await form.getByRole("button", { name: "Get pre-approved" }).click();
    await expect(page).toHaveURL(/\/financing\/\?lead=sent#pre-approval-form-sent$/);
    await expect(page.getByRole("heading", { name: "Thank you! Your pre-approval request was sent." })).toBeVisible();
    expect((await findSavedLead(marker))?.formType).toBe("pre-approval");
  });

  test("the browser's own checks stop an empty required field before anything is sent", async ({ page }) => {
    await page.goto("/contact/");
    const form = page.getByRole("form", { name: "We'd love to hear from you!" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(await form.getByLabel("Your name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
  });
});
