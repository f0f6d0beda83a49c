// A dealer group's leads through the real endpoint logic, a real SMTP server on loopback and a real folder outbox:
// a car's lead goes to its lot's LEAD_TO_<ID> with the lot as the ADF vendor (valid against the DTD), a lot with no
// route falls back to LEAD_TO, the contact form's chosen lot is checked against the site's, a lead kept for later
// keeps its lot (leads:send routes it the same) and leads:status counts by lot.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { createSmtpMailer } from "../../src/lib/leads/delivery/mail/smtp-mailer";
import { sendOutbox } from "../../src/lib/leads/delivery/mail/send-outbox";
import { handleLeadRequest, type HttpRequest } from "../../src/lib/leads/delivery/request/handle-lead-request";
import { formatStatus, outboxStatus } from "../../src/lib/leads/delivery/outbox/outbox-status";
import { createLeadHandlerDeps } from "../../src/lib/leads/delivery/runtime/lead-runtime";
import type { LeadLot } from "../../src/lib/leads/lead-lots";
import { createLeadInventory, type LeadVehicleFacts } from "../../src/lib/leads/lead-vehicle";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { contactBody, dealer, inquiryBody } from "./support/lead-fixtures";
import { parseXml, textOf } from "./support/parse-xml";
import { readMail } from "./support/read-mail";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-test-server";
import { validateAdf } from "./support/validate-adf";

const address = (street: string, city: string) => ({ street, city, region: "CA", postalCode: "95624", country: "US" });
const LOTS: LeadLot[] = [
  {
    id: "elk-grove",
    name: "Sierra Vista Motors Elk Grove",
    phone: "(916) 555-0177",
    email: "elkgrove@dealer.example",
    address: address("9150 East Stockton Boulevard", "Elk Grove"),
  },
  {
    id: "roseville",
    name: "Sierra Vista Motors Roseville",
    phone: "(916) 555-0193",
    email: "roseville@dealer.example",
    address: address("1850 Douglas Boulevard", "Roseville"),
  },
];
const facts = (stockNumber: string, vin: string, location: string): LeadVehicleFacts => {
  const { year, make, model, trim, price, status } = makeVehicle();
  return { stockNumber, vin: withVinCheckDigit(vin), year, make, model, trim, price, status, location };
};
const ELK_CAR = facts("E100", "1HGCV1F30LA000101", "elk-grove");
const ROSEVILLE_CAR = facts("R200", "1HGCV1F30LA000202", "roseville");

let smtp: TestSmtpServer;
let outbox: string;
let logs: string[];

const ENV = (smtpUrl: string) => ({
  NODE_ENV: "test",
  SITE_URL: "https://group.example",
  LEAD_OUTBOX_URL: `file:${outbox}`,
  LEAD_SMTP_URL: smtpUrl,
  LEAD_TO: "bdc@group.example",
  LEAD_TO_ELK_GROVE: "elk@group.example, crm-elk@group.example",
});

const deps = () =>
  createLeadHandlerDeps(dealer, {
    env: ENV(smtp.plainUrl),
    log: (line) => void logs.push(line),
    inventory: createLeadInventory([ELK_CAR, ROSEVILLE_CAR], LOTS),
  });

const post = (body: Record<string, unknown>): HttpRequest => ({
  method: "POST",
  headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
  body,
  remoteAddress: "203.0.113.9",
});

const carBody = (car: LeadVehicleFacts) =>
  inquiryBody({ stockNumber: car.stockNumber, vin: car.vin, year: String(car.year), make: car.make, model: car.model });

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.leads.shared-state"));
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "lead-routing-"));
  logs = [];
  smtp.messages.length = 0;
  smtp.refuse = false;
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.leads.shared-state"));
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe("a dealer group's leads", () => {
  it("go to the lot that has the car, which the ADF names as its vendor", async () => {
    const response = await handleLeadRequest(post(carBody(ELK_CAR)), deps());
    expect(response.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to.sort()).toEqual(["crm-elk@group.example", "elk@group.example"]);
    const adf = readMail(smtp.messages[0].raw).body;
    expect(validateAdf(adf)).toEqual({ status: 0, stderr: "" });
    const document = parseXml(adf);
    expect(textOf(document, "vendor > vendorname")).toBe("Sierra Vista Motors Elk Grove");
    expect(textOf(document, "vendor > contact > phone")).toBe("(916) 555-0177");
    expect(textOf(document, "vendor > contact > address > street")).toBe("9150 East Stockton Boulevard");
    // The website that took it is still the group's.
    expect(textOf(document, "provider > name")).toBe("Sierra Vista Motors website");
  });

  it("fall back to LEAD_TO for a lot with no route of its own, and say so once", async () => {
    await handleLeadRequest(post(carBody(ROSEVILLE_CAR)), deps());
    await handleLeadRequest(post(contactBody({ location: "roseville" })), deps());
    expect(smtp.messages.map((mail) => mail.to)).toEqual([["bdc@group.example"], ["bdc@group.example"]]);
    const vendors = smtp.messages.map((mail) => textOf(parseXml(readMail(mail.raw).body), "vendor > vendorname"));
    expect(vendors).toEqual(["Sierra Vista Motors Roseville", "Sierra Vista Motors Roseville"]);
    expect(logs.filter((line) => line.includes("has no LEAD_TO_ROSEVILLE"))).toEqual([
      "leads: lot roseville has no LEAD_TO_ROSEVILLE: its leads go to LEAD_TO",
    ]);
  });

  it("send a lead for no lot (the contact form left at any location) to LEAD_TO, with the dealer as vendor", async () => {
    await handleLeadRequest(post(contactBody()), deps());
    expect(smtp.messages[0].to).toEqual(["bdc@group.example"]);
    expect(textOf(parseXml(readMail(smtp.messages[0].raw).body), "vendor > vendorname")).toBe(dealer.businessName);
  });

  it("refuse a lot the site does not have, naming it, before anything is kept or sent", async () => {
    const response = await handleLeadRequest(post(contactBody({ location: "south-davis" })), deps());
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({
      errors: { location: "We have no location “south-davis”: choose one of our locations from the list." },
    });
    const malformed = await handleLeadRequest(post(contactBody({ location: "<b>" })), deps());
    expect(malformed.json).toMatchObject({ errors: { location: "Choose one of our locations from the list." } });
    expect(smtp.messages).toEqual([]);
    expect(fs.readdirSync(outbox)).toEqual([]);
  });

  it("keep a lead's lot when it waits in the outbox: leads:status counts it there, leads:send routes it the same", async () => {
    smtp.refuse = true;
    expect((await handleLeadRequest(post(carBody(ELK_CAR)), deps())).status).toBe(200);
    expect(smtp.messages).toEqual([]);
    const store = { store: createFileStore(outbox), keyring: readKeyring({}, []) };
    const status = await outboxStatus(store, 30);
    expect(status.byLocation).toEqual({ "elk-grove": 1 });
    const { lines } = formatStatus(status, {
      label: outbox,
      alertAfterHours: 24,
      maxDays: 30,
      encrypted: false,
      production: false,
      lots: [
        { id: "elk-grove", setting: "LEAD_TO_ELK_GROVE", routed: true },
        { id: "roseville", setting: "LEAD_TO_ROSEVILLE", routed: false },
      ],
    });
    expect(lines).toContain("lot elk-grove: 1 in the outbox; leads go to LEAD_TO_ELK_GROVE");
    expect(lines).toContain("lot roseville: 0 in the outbox; no LEAD_TO_ROSEVILLE: its leads go to LEAD_TO");

    smtp.refuse = false;
    const smtpSettings = deps().config.smtp!;
    const report = await sendOutbox(store, createSmtpMailer(smtpSettings), () => undefined);
    expect(report.sent).toHaveLength(1);
    expect(smtp.messages[0].to.sort()).toEqual(["crm-elk@group.example", "elk@group.example"]);
  });
});
