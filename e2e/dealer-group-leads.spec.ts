// A dealer group's leads go to the lot that has the car: the integrations build (the dealer-group example) on its
// own serve:prod with a real SMTP server on loopback, LEAD_TO for the group and LEAD_TO_ELK_GROVE for one lot. A
// vehicle's lead reaches its lot's addresses with the lot as the ADF vendor; the contact form's chosen lot names the
// vendor and, without a route of its own, goes to LEAD_TO; a lot the site does not have is refused (422) and kept
// nowhere; leads:status says which lots have no route.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readMail } from "../tests/leads/support/read-mail";
import { startSmtpServer, type TestSmtpServer } from "../tests/leads/support/smtp-test-server";
import { exampleLots } from "./support/group-content";
import { startGroupServer, type GroupServer } from "./support/group-server";
import { waitForLeadForm } from "./support/hydration";
import { contentVehicles } from "./support/inventory-content";
import { INTEGRATIONS_BUILD_DIR } from "./support/platform-ports";

const CONTENT = path.join(INTEGRATIONS_BUILD_DIR, "integrations-content");
const lots = exampleLots();
const lot = (id: string) => lots.find((candidate) => candidate.id === id)!;
const GROUP_TO = "bdc@group-leads.example";
const ELK_GROVE_TO = ["elk-grove@group-leads.example", "crm-elk@group-leads.example"];
const ENV = { LEAD_TO: GROUP_TO, LEAD_TO_ELK_GROVE: ELK_GROVE_TO.join(", ") };

test.describe.configure({ mode: "serial" });

let smtp: TestSmtpServer;
let server: GroupServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startGroupServer({ ...ENV, LEAD_SMTP_URL: smtp.plainUrl });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The ADF of the one e-mail the SMTP server took since `count`, and who it went to. */
async function nextLead(count: number) {
  await expect.poll(() => smtp.messages.length).toBe(count + 1);
  const mail = smtp.messages[count];
  return { to: mail.to, adf: readMail(mail.raw).body };
}

/** The vendor block of an ADF document. */
const vendorOf = (adf: string) => /<vendor>([\s\S]*?)<\/vendor>/.exec(adf)?.[1] ?? "";

test("a car's lead goes to its lot's addresses, with the lot as the ADF vendor", async ({ page }) => {
  const elkGrove = lot("elk-grove");
  const car = contentVehicles(CONTENT).find(
    (vehicle) => vehicle.location === "elk-grove" && vehicle.status === "available",
  )!;
  const before = smtp.messages.length;
  await page.goto(`${server.url}${car.path}`);
  const form = page.locator("#inquiry form");
  await waitForLeadForm(form);
  await form.getByLabel("Your name").fill("Dana Shopper");
  await form.getByLabel("E-mail").fill("dana@shopper.example");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your request was sent." })).toBeVisible();
  const { to, adf } = await nextLead(before);
  expect(to.sort()).toEqual([...ELK_GROVE_TO].sort());
  const vendor = vendorOf(adf);
  expect(vendor).toContain(`<vendorname>${elkGrove.name}</vendorname>`);
  expect(vendor).toContain(elkGrove.address.street);
  expect(vendor).toContain(elkGrove.phone);
  expect(adf).toContain(`<stock>${car.stockNumber}</stock>`);
});

test("a contact form's lead names the chosen lot; a lot without a route of its own goes to LEAD_TO", async ({
  page,
}) => {
  const roseville = lot("roseville");
  const before = smtp.messages.length;
  await page.goto(`${server.url}/contact/`);
  const form = page.getByRole("form", { name: "We'd love to hear from you!" });
  await waitForLeadForm(form);
  await form.getByLabel("Your name").fill("Sam Buyer");
  await form.getByRole("textbox", { name: "E-mail" }).fill("sam@shopper.example");
  await form.getByLabel("Which location?").selectOption({ label: roseville.name });
  await form.getByLabel("Your message").fill("Do you have a minivan at this lot?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your message was sent." })).toBeVisible();
  const { to, adf } = await nextLead(before);
  expect(to).toEqual([GROUP_TO]);
  expect(vendorOf(adf)).toContain(`<vendorname>${roseville.name}</vendorname>`);
  expect(server.log()).toContain("leads: lot roseville has no LEAD_TO_ROSEVILLE: its leads go to LEAD_TO");
});

test("a lot the site does not have is refused, naming it, before the lead is kept", async ({ request }) => {
  const before = smtp.messages.length;
  const response = await request.post(`${server.url}/api/leads`, {
    headers: { Origin: server.url },
    data: {
      formType: "contact",
      name: "Pat Prober",
      email: "pat@shopper.example",
      preferredContact: "email",
      message: "Which lot?",
      location: "nowhere-lot",
    },
  });
  expect(response.status()).toBe(422);
  const body = (await response.json()) as { errors: Record<string, string> };
  expect(body.errors.location).toContain("nowhere-lot");
  expect(smtp.messages).toHaveLength(before);
  expect(fs.readdirSync(server.outboxDir)).toEqual([]);
});

test("leads:status says where each lot's leads go", () => {
  const status = spawnSync("npm", ["run", "--silent", "leads:status"], {
    cwd: INTEGRATIONS_BUILD_DIR,
    env: {
      ...process.env,
      ...ENV,
      LEAD_SMTP_URL: smtp.plainUrl,
      LEAD_OUTBOX_URL: `file:${server.outboxDir}`,
      LEAD_OUTBOX_ALLOW_TEMPORARY: "yes",
      CONTENT_DIR: CONTENT,
    },
    encoding: "utf8",
  });
  expect(status.status, status.stderr).toBe(0);
  expect(status.stdout).toContain("lot elk-grove: 0 in the outbox; leads go to LEAD_TO_ELK_GROVE");
  expect(status.stdout).toContain("lot roseville: 0 in the outbox; no LEAD_TO_ROSEVILLE: its leads go to LEAD_TO");
  expect(status.stdout).toContain("lot east-sacramento: 0 in the outbox; no LEAD_TO_EAST_SACRAMENTO");
});
