// When the lead can be neither e-mailed nor saved, the visitor is told so with the phone number. This
// spec starts its own `gatsby serve` whose outbox cannot be written and which has no SMTP server.
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { waitForLeadForm } from "./support/hydration";
import { waitForServer } from "./support/wait-for-server";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as { phone: string };
const BASE_PORT = Number(process.env.E2E_PORT || 9100);

let server: ChildProcess | undefined;
let baseURL = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  // Starting a second server takes a while on a busy machine.
  testInfo.setTimeout(120_000);
  const port = BASE_PORT + 50 + testInfo.parallelIndex + (testInfo.project.name === "phone" ? 10 : 0);
  baseURL = `http://localhost:${port}`;
  server = spawn("npx", ["gatsby", "serve", "--host", "localhost", "--port", String(port)], {
    env: { ...process.env, LEAD_OUTBOX_DIR: "/dev/null/leads", LEAD_SMTP_URL: "", LEAD_TO: "" },
    stdio: "ignore",
    detached: true,
  });
  await waitForServer(`${baseURL}/contact/`, 110_000);
});

test.afterAll(() => {
  // Only the process group this spec started.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("the endpoint answers 503 with the phone number", async ({ request }) => {
  const response = await request.post(`${baseURL}/api/leads`, {
    data: {
      formType: "contact",
      returnTo: "/contact/",
      name: "Maria",
      email: "maria@example.com",
      preferredContact: "email",
      message: "Hello",
    },
  });
  expect(response.status()).toBe(503);
  expect(await response.json()).toEqual({ error: expect.stringContaining(site.phone), phone: site.phone });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the visitor is sent back to the form and told to call", async ({ page }) => {
    await page.goto(`${baseURL}/contact/`);
    const form = page.getByRole("form", { name: "We'd love to hear from you!" });
    await form.getByLabel("Your name").fill("Maria Gonzalez");
    await form.getByRole("textbox", { name: "E-mail" }).fill("maria@example.com");
    await form.getByLabel("Your message").fill("Hello");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\/\?lead=unavailable#contact-form-unavailable$/);
    const notice = page.locator("#contact-form-unavailable");
    await expect(notice.getByRole("heading", { name: "We could not send your message" })).toBeVisible();
    await expect(notice.getByRole("link", { name: site.phone })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    // Back brings the typed message back (the browser restores the form).
    await page.goBack();
    await expect(form.getByLabel("Your message")).toHaveValue("Hello");
  });
});

test.describe("with JavaScript", () => {
  test("the visitor keeps what they typed and gets the phone number", async ({ page }) => {
    await page.goto(`${baseURL}/contact/`);
    const form = page.getByRole("form", { name: "We'd love to hear from you!" });
    await waitForLeadForm(form);
    await form.getByLabel("Your name").fill("Maria Gonzalez");
    await form.getByRole("textbox", { name: "E-mail" }).fill("maria@example.com");
    await form.getByLabel("Your message").fill("Hello there");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "We could not send your message" })).toBeVisible();
    await expect(form.getByLabel("Your message")).toHaveValue("Hello there");
  });
});
