// axe-core (WCAG 2.2 AA rules and best practices) on the forms' error and thank-you states and the filled-in
// saved list and comparison, in both colour modes; on a phone only the comparison, whose table is laid out for
// the narrow window (the forms' states are the same elements at every size). Every page as it first shows is
// scanned in shell-a11y.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { axeViolations, type ColourMode } from "./support/axe";
import { waitForLeadForm } from "./support/hydration";
import { uniqueClientIp } from "./support/lead-outbox";
import { isPhoneLayout } from "./support/shell-pages";

const MODES = ["light", "dark"] as const;

async function setMode(page: Page, mode: (typeof MODES)[number]) {
  await page.evaluate((theme) => {
    document.documentElement.dataset.theme = theme;
  }, mode);
}

async function expectNoViolations(page: Page, mode: ColourMode) {
  expect(await axeViolations(page, mode)).toEqual([]);
}

for (const mode of MODES) {
  test(`form error and status states have no axe violations in ${mode} mode`, async ({ page }) => {
    test.skip(isPhoneLayout(page), "the same states at every window size");
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
    await page.goto("/contact/");
    await setMode(page, mode);
    await waitForLeadForm(page.getByRole("form", { name: "We'd love to hear from you!" }));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(/Please correct the/)).toBeVisible();
    await expectNoViolations(page, mode);
    await page.goto("/contact/?lead=unavailable#contact-form-unavailable");
    await setMode(page, mode);
    await expect(page.locator("#contact-form-unavailable")).toBeVisible();
    await expectNoViolations(page, mode);
  });
}

for (const mode of MODES) {
  test(`trade-in form states have no axe violations in ${mode} mode`, async ({ page }) => {
    test.skip(isPhoneLayout(page), "the same states at every window size");
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
    await page.goto("/trade-in/");
    await setMode(page, mode);
    const form = page.getByRole("form", { name: "Tell us about your car" });
    await waitForLeadForm(form);
    await form.getByRole("radio", { name: "Yes", exact: true }).check();
    await form.getByRole("button", { name: "Get my trade-in value" }).click();
    await expect(page.getByText(/Please correct the/)).toBeVisible();
    await expectNoViolations(page, mode);
    // A plain post refused for its VIN: the message next to the field and the form's notice.
    await page.goto("/trade-in/?lead=error#trade-in-form-tradeVin-refused");
    await setMode(page, mode);
    await expect(page.getByText(/This VIN was not accepted/)).toBeVisible();
    await expectNoViolations(page, mode);
    await page.goto("/trade-in/?lead=sent#trade-in-form-sent");
    await setMode(page, mode);
    await expect(page.locator("#trade-in-form-sent")).toBeVisible();
    await expectNoViolations(page, mode);
  });
}

// Saved vehicles and the comparison, filled in (a sold and an unlisted vehicle among the saved ones).
const SHORTLIST_PAGES = [
  { path: "/saved/", ready: "list" as const },
  { path: "/compare/?stock=K24198,H24100,H24261,NOPE1", ready: "table" as const },
];

for (const mode of MODES) {
  for (const { path, ready } of SHORTLIST_PAGES) {
    test(`${path} filled in has no axe violations in ${mode} mode`, async ({ page }) => {
      test.skip(isPhoneLayout(page) && ready !== "table", "the same list at every window size");
      await page.addInitScript(() =>
        localStorage.setItem("saved-vehicles", JSON.stringify({ version: 1, stock: ["K24198", "H24261", "ZZ9999"] })),
      );
      await page.goto(path);
      await setMode(page, mode);
      await expect(page.getByRole(ready).first()).toBeVisible();
      await expectNoViolations(page, mode);
    });
  }
}
