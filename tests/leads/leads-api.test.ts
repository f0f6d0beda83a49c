// Integration: src/api/leads.ts called the way Gatsby calls it, delivering to a real SMTP server on
// loopback, or to an outbox folder; and the requests it must refuse.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import leads from "../../src/api/leads";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { listHeld } from "../../src/lib/leads/delivery/outbox/outbox-tasks";
import { createSmtpMailer } from "../../src/lib/leads/delivery/mail/smtp-mailer";
import { sendOutbox as sendFromStore } from "../../src/lib/leads/delivery/mail/send-outbox";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import {
  contactBody,
  daysFromToday,
  inquiryBody,
  preApprovalBody,
  testDriveBody,
  vehicle,
} from "./support/lead-fixtures";
import { fakeRequest, fakeResponse, type CapturedResponse, type FakeRequestInit } from "./support/gatsby-http";
import { parseXml, textOf } from "./support/parse-xml";
import { decodeHeader, readMail } from "./support/read-mail";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-test-server";

// The build writes .generated/lead-inventory.json and webpack bundles it; here the fixture vehicle stands in.
vi.mock("../../src/lib/leads/delivery/request/build-inventory", async () => {
  const { testInventory } = await import("./support/lead-fixtures");
  return { buildInventory: testInventory };
});

let smtp: TestSmtpServer;
let outbox: string;
let logs: string[];

async function call(init: FakeRequestInit): Promise<CapturedResponse> {
  const { res, result } = fakeResponse();
  await leads(fakeRequest(init), res);
  return result;
}

const postJson = (body: unknown, extra: Partial<FakeRequestInit> = {}) =>
  call({ headers: { "content-type": "application/json" }, body, ...extra });
const postForm = (body: Record<string, unknown>, extra: Partial<FakeRequestInit> = {}) =>
  call({ headers: { "content-type": "application/x-www-form-urlencoded" }, body, ...extra });

const outboxFiles = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
const fileOutbox = (dir: string) => ({ store: createFileStore(dir), keyring: readKeyring({}, []) });
/** `npm run leads:send` on the test's folder outbox. */
const sendOutbox = (dir: string, ...rest: Parameters<typeof sendFromStore> extends [unknown, ...infer R] ? R : never) =>
  sendFromStore(fileOutbox(dir), ...rest);

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.leads.shared-state"));
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "leads-outbox-"));
  smtp.messages.length = 0;
  smtp.auths.length = 0;
  smtp.mailFromCommands = 0;
  smtp.refuse = false;
  smtp.rejectRecipients.clear();
  // The test server offers no STARTTLS: it stands for a relay on the same machine, so TLS is off explicitly.
  vi.stubEnv("LEAD_SMTP_URL", smtp.plainUrl);
  vi.stubEnv("LEAD_TO", "crm@dealer.example, sales@dealer.example");
  vi.stubEnv("LEAD_FROM", "");
  vi.stubEnv("LEAD_EMAIL_FORMAT", "");
  vi.stubEnv("LEAD_OUTBOX_DIR", outbox);
  vi.stubEnv("LEAD_RATE_LIMIT", "1000");
  vi.stubEnv("SITE_URL", "https://sierravistamotors.example");
  logs = [];
  vi.spyOn(console, "info").mockImplementation((line: unknown) => void logs.push(String(line)));
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe("delivery by SMTP", () => {
  it("e-mails a contact lead with the ADF as the plain-text body", async () => {
    const response = await postJson(contactBody());
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true, id: expect.stringMatching(/^\d{8}-[0-9A-Z]{6}$/) });
    expect(response.headers["cache-control"]).toBe("no-store");

    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received.to).toEqual(["crm@dealer.example", "sales@dealer.example"]);
    expect(received.from).toBe("sales@sierravistamotors.example");
    const mail = readMail(received.raw);
    expect(decodeHeader(mail.headers.subject)).toBe("Contact request from the website");
    expect(mail.headers["reply-to"]).toBe("maria@example.com");
    expect(mail.headers["x-lead-id"]).toBe((response.json as { id: string }).id);
    expect(mail.headers["content-type"]).toMatch(/^text\/plain/);

    expect(mail.body.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>')).toBe(true);
    const adf = parseXml(mail.body);
    expect(textOf(adf, "prospect > id")).toBe((response.json as { id: string }).id);
    expect(textOf(adf, "customer > contact > name")).toBe("Maria Gonzalez");
    expect(textOf(adf, "customer > contact > email")).toBe("maria@example.com");
    expect(textOf(adf, "customer > comments")).toContain("Do you have any small SUVs under $15,000?");
    expect(textOf(adf, "provider > url")).toBe("https://sierravistamotors.example/contact/");
    expect(outboxFiles()).toEqual([]);
  });

  it("answers a plain form post for a test drive with a redirect to the thank-you state", async () => {
    const day = daysFromToday(4);
    const response = await postForm(testDriveBody({ preferredDate: day }));
    expect(response.status).toBe(303);
    expect(response.location).toBe("/vehicles/2019-honda-civic-h24100/?lead=sent#vehicle-inquiry-form-sent");
    expect(smtp.messages).toHaveLength(1);
    const mail = readMail(smtp.messages[0].raw);
    expect(decodeHeader(mail.headers.subject)).toBe("Test-drive request: 2019 Honda Civic EX (stock H24100)");
    const adf = parseXml(mail.body);
    expect(adf.querySelector("vehicle")?.getAttribute("interest")).toBe("test-drive");
    expect(textOf(adf, "vehicle > vin")).toBe(vehicle.vin);
    expect(textOf(adf, "vehicle > stock")).toBe("H24100");
    expect(textOf(adf, "customer > timeframe > earliestdate")).toBe(day);
  });

  it("delivers a pre-approval request and a vehicle question with their details", async () => {
    expect((await postJson(preApprovalBody())).status).toBe(200);
    expect((await postJson(inquiryBody())).status).toBe(200);
    const [preApproval, inquiry] = smtp.messages.map((message) => readMail(message.raw));
    expect(textOf(parseXml(preApproval.body), "customer > comments")).toContain("Credit: Fair (600 to 659)");
    expect(decodeHeader(preApproval.headers.subject)).toBe("Pre-approval request from the website");
    expect(decodeHeader(inquiry.headers.subject)).toBe("Vehicle question: 2019 Honda Civic EX (stock H24100)");
    expect(textOf(parseXml(inquiry.body), "customer > comments")).toContain("Is the timing belt done?");
  });

  it("sends a readable summary with the ADF attached when LEAD_EMAIL_FORMAT=readable", async () => {
    vi.stubEnv("LEAD_EMAIL_FORMAT", "readable");
    vi.stubEnv("LEAD_FROM", "Website <web@dealer.example>");
    expect((await postJson(inquiryBody())).status).toBe(200);
    const mail = readMail(smtp.messages[0].raw);
    expect(smtp.messages[0].from).toBe("web@dealer.example");
    expect(mail.parts).toHaveLength(2);
    expect(mail.body).toContain("Name: Kevin Nguyen");
    expect(mail.body).toContain("Vehicle: 2019 Honda Civic EX (stock H24100");
    expect(mail.parts[1].headers["content-type"]).toMatch(/application\/xml/);
    expect(textOf(parseXml(mail.parts[1].body), "vehicle > make")).toBe("Honda");
  });

  it("keeps personal data out of the log", async () => {
    await postJson(contactBody({ phone: "9165550177" }));
    await postJson(contactBody({ name: "<b>Eve</b>" }));
    expect(logs.join("\n")).toMatch(/sent by e-mail/);
    expect(logs.join("\n")).not.toMatch(/Maria|maria@example|555-0177|Eve|SUVs|127\.0\.0\.1/);
  });
});

describe("vehicle facts come from the build's inventory; typed text stays in its place", () => {
  const mailOf = (index = 0) => readMail(smtp.messages[index].raw);

  it("ignores the make, model, year, trim and price a post claims, and uses the inventory's", async () => {
    const forged = {
      make: "Call 1-900-555-0100",
      model: "Free money\nBcc: victim@example.com",
      year: "2026",
      trim: "<b>",
      price: "1",
    };
    expect((await postJson(inquiryBody(forged))).status).toBe(200);
    expect((await postForm(testDriveBody({ ...forged, preferredDate: daysFromToday(3) }))).status).toBe(303);
    for (const index of [0, 1]) {
      const mail = mailOf(index);
      expect(decodeHeader(mail.headers.subject)).toMatch(
        /^(Vehicle question|Test-drive request): 2019 Honda Civic EX \(stock H24100\)$/,
      );
      expect(mail.headers).not.toHaveProperty("bcc");
      const adf = parseXml(mail.body);
      expect([
        textOf(adf, "vehicle > year"),
        textOf(adf, "vehicle > make"),
        textOf(adf, "vehicle > model"),
        textOf(adf, "vehicle > trim"),
      ]).toEqual(["2019", "Honda", "Civic", "EX"]);
      expect(textOf(adf, "vehicle > price")).toBe("18995");
      expect(textOf(adf, "customer > comments")).toContain("Vehicle: 2019 Honda Civic EX (stock H24100, VIN");
      expect(textOf(adf, "customer > comments")).toContain("listed at $18,995");
      expect(smtp.messages[index].raw).not.toMatch(/1-900|Free money|victim/);
    }
  });

  it("names a vehicle the inventory does not hold by its stock number and VIN only, and says so", async () => {
    const otherVin = withVinCheckDigit("2T1BURHE0JC000042");
    for (const body of [
      inquiryBody({ stockNumber: "Z99999", make: "Ferrari", price: "1" }),
      inquiryBody({ vin: otherVin, make: "Ferrari" }),
    ]) {
      smtp.messages.length = 0;
      expect((await postJson(body)).status).toBe(200);
      const mail = mailOf();
      expect(decodeHeader(mail.headers.subject)).toBe(`Vehicle question: stock ${body.stockNumber}`);
      const adf = parseXml(mail.body);
      expect([textOf(adf, "vehicle > year"), textOf(adf, "vehicle > make"), textOf(adf, "vehicle > model")]).toEqual([
        "",
        "",
        "",
      ]);
      expect(textOf(adf, "vehicle > stock")).toBe(body.stockNumber);
      expect(textOf(adf, "vehicle > vin")).toBe(body.vin);
      expect(adf.querySelector("vehicle > price")).toBeNull();
      expect(textOf(adf, "vehicle > comments")).toBe("Not in the inventory this site was built with");
      expect(textOf(adf, "customer > comments")).toContain(
        `Vehicle: stock ${body.stockNumber}, VIN ${body.vin}: not in the inventory this site was built with`,
      );
      expect(smtp.messages[0].raw).not.toContain("Ferrari");
    }
  });

  it("keeps free text out of the subject and out of the labelled lines of the ADF comments and the summary", async () => {
    vi.stubEnv("LEAD_EMAIL_FORMAT", "readable");
    const message =
      "Hi\nCredit: Excellent (720 or higher)\nConsent to calls and texts: Yes\nVehicle: 2024 Ferrari, listed at $1";
    expect(
      (await postJson(preApprovalBody({ vehicleOfInterest: "Call 1-900-555-0100", message, consent: "" }))).status,
    ).toBe(200);
    const mail = mailOf();
    expect(decodeHeader(mail.headers.subject)).toBe("Pre-approval request from the website");
    const comments = textOf(parseXml(mail.parts[1].body), "customer > comments") ?? "";
    for (const text of [comments, mail.body]) {
      const labelled = text
        .split("\n")
        .filter((line) => !line.startsWith("> ") && !line.endsWith(", as typed by the visitor:"));
      expect(labelled.filter((line) => line.startsWith("Consent to calls and texts:"))).toEqual([
        "Consent to calls and texts: No",
      ]);
      expect(labelled.filter((line) => /^(Credit|Vehicle):/.test(line))).toEqual(["Credit: Fair (600 to 659)"]);
      expect(labelled.join("\n")).not.toMatch(/1-900|Ferrari|Excellent/);
      expect(text).toContain(
        "Message, as typed by the visitor:\n> Hi\n> Credit: Excellent (720 or higher)\n> Consent to calls and texts: Yes\n> Vehicle: 2024 Ferrari, listed at $1",
      );
      expect(text).toContain("Vehicle of interest, as typed by the visitor:\n> Call 1-900-555-0100");
    }
  });

  it.each(["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"])(
    "answers a plain form post with formType=%s by the generic form's message, not a member of Object.prototype",
    async (formType) => {
      const response = await postForm(contactBody({ formType }));
      expect(response.status).toBe(303);
      expect(response.location).toBe("/contact/?lead=error#lead-form-error");
    },
  );
});

describe("when SMTP fails, nothing is lost", () => {
  it("saves a lead the SMTP server refuses to the outbox, and leads:send delivers it later", async () => {
    smtp.refuse = true;
    const response = await postJson(contactBody());
    expect(response.status).toBe(200);
    expect(smtp.messages).toHaveLength(0);
    const files = outboxFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{6}Z-\d{8}-[0-9A-Z]{6}\.json$/);
    expect(logs.join("\n")).toMatch(/saved to the outbox after SMTP failed \(\w+ 451\)/);

    const mailer = createSmtpMailer({
      url: smtp.url,
      requireTls: false,
      to: ["crm@dealer.example"],
      from: "web@dealer.example",
      format: "adf",
      routes: {},
    });
    const stillDown = await sendOutbox(outbox, mailer, () => undefined);
    expect(stillDown.failed).toHaveLength(1);
    expect(outboxFiles()).toEqual(files);

    smtp.refuse = false;
    const report = await sendOutbox(outbox, mailer, () => undefined);
    expect(report.sent).toEqual([(response.json as { id: string }).id]);
    expect(outboxFiles()).toEqual([]);
    expect(smtp.messages).toHaveLength(1);
    expect(textOf(parseXml(readMail(smtp.messages[0].raw).body), "customer > contact > name")).toBe("Maria Gonzalez");
  });

  it("does not send a lead in clear text: smtp:// without tls=off to a server offering no STARTTLS saves it instead", async () => {
    vi.stubEnv("LEAD_SMTP_URL", smtp.url.replace("smtp://", "smtp://leads:hunter2@"));
    const response = await postJson(contactBody());
    expect(response.status).toBe(200);
    expect(smtp.auths).toEqual([]);
    expect(smtp.mailFromCommands).toBe(0);
    expect(smtp.messages).toEqual([]);
    expect(outboxFiles()).toHaveLength(1);
    expect(logs.join("\n")).toMatch(/saved to the outbox after SMTP failed \(ETLS\b/);
    expect(logs.join("\n")).not.toContain("hunter2");
  });

  it("keeps a lead for a recipient that refused it (the CRM address answers 550) though another took it", async () => {
    smtp.rejectRecipients.add("crm@dealer.example");
    const response = await postJson(inquiryBody());
    expect(response.status).toBe(200);
    expect(smtp.messages.map((message) => message.to)).toEqual([["sales@dealer.example"]]);
    const files = outboxFiles();
    expect(files).toHaveLength(1);
    const record = JSON.parse(fs.readFileSync(path.join(outbox, files[0]), "utf8"));
    expect(record.deliveredTo).toEqual(["sales@dealer.example"]);
    expect(logs.join("\n")).toMatch(
      /sent by e-mail to 1 of 2 recipients; 1 refused it \(550\): saved to the outbox for them/,
    );
    expect(logs.join("\n")).not.toMatch(/crm@|sales@/);

    // leads:send while the CRM still refuses: the sales inbox does not get a second copy, the file stays.
    const mailer = createSmtpMailer({
      url: smtp.url,
      requireTls: false,
      to: ["crm@dealer.example", "sales@dealer.example"],
      from: "web@dealer.example",
      format: "adf",
      routes: {},
    });
    smtp.messages.length = 0;
    const stillRefused = await sendOutbox(outbox, mailer, () => undefined);
    expect(stillRefused.failed).toEqual([(response.json as { id: string }).id]);
    expect(smtp.messages).toEqual([]);
    expect(outboxFiles()).toEqual(files);

    // The operator corrects LEAD_TO: the new CRM address gets it, and only it.
    const corrected = createSmtpMailer({
      url: smtp.url,
      requireTls: false,
      to: ["leads@crm.example", "sales@dealer.example"],
      from: "web@dealer.example",
      format: "adf",
      routes: {},
    });
    const report = await sendOutbox(outbox, corrected, () => undefined);
    expect(report.sent).toEqual([(response.json as { id: string }).id]);
    expect(smtp.messages.map((message) => message.to)).toEqual([["leads@crm.example"]]);
    expect(outboxFiles()).toEqual([]);
  });

  it("saves to the outbox when the SMTP server cannot be reached", async () => {
    vi.stubEnv("LEAD_SMTP_URL", "smtp://127.0.0.1:1");
    const response = await postJson(preApprovalBody());
    expect(response.status).toBe(200);
    const [file] = outboxFiles();
    const record = JSON.parse(fs.readFileSync(path.join(outbox, file), "utf8"));
    expect(record.message.subject).toBe("Pre-approval request from the website");
    expect(textOf(parseXml(record.message.adf), "customer > contact > name")).toBe("Darnell Washington");
    expect((fs.statSync(path.join(outbox, file)).mode & 0o777).toString(8)).toBe("600");
  });

  it("writes to the outbox when no SMTP server is configured, leaving no temporary files", async () => {
    vi.stubEnv("LEAD_SMTP_URL", "");
    vi.stubEnv("LEAD_TO", "");
    expect((await postForm(contactBody())).location).toBe("/contact/?lead=sent#contact-form-sent");
    expect(outboxFiles()).toEqual([expect.stringMatching(/\.json$/)]);
  });

  it("answers 503 with the phone number when neither SMTP nor the outbox works", async () => {
    vi.stubEnv("LEAD_SMTP_URL", "smtp://127.0.0.1:1");
    vi.stubEnv("LEAD_OUTBOX_DIR", "/dev/null/leads");
    const response = await postJson(contactBody());
    expect(response.status).toBe(503);
    expect(response.json).toEqual({ error: expect.stringContaining("(916) 555-0142"), phone: "(916) 555-0142" });
    expect(logs.join("\n")).toMatch(/NOT delivered \(SMTP \w+, outbox \w+: \S.*\)/);

    vi.stubEnv("LEAD_SMTP_URL", "");
    const formResponse = await postForm(contactBody());
    expect(formResponse.location).toBe("/contact/?lead=unavailable#contact-form-unavailable");
  });

  it("answers 503 when the outbox is switched off and SMTP is not set", async () => {
    vi.stubEnv("LEAD_SMTP_URL", "");
    vi.stubEnv("LEAD_OUTBOX_DIR", "off");
    expect((await postJson(contactBody())).status).toBe(503);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a client sent too many, per client address", async () => {
    vi.stubEnv("LEAD_RATE_LIMIT", "2");
    vi.stubEnv("LEAD_RATE_LIMIT_WINDOW_SECONDS", "600");
    expect((await postJson(contactBody(), { remoteAddress: "203.0.113.9" })).status).toBe(200);
    expect((await postJson({}, { remoteAddress: "203.0.113.9" })).status).toBe(422);
    const limited = await postJson(contactBody(), { remoteAddress: "203.0.113.9" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(590);
    expect(limited.json).toMatchObject({
      error: expect.stringMatching(/try again in 10 minutes/),
      phone: "(916) 555-0142",
    });
    const limitedForm = await postForm(contactBody(), { remoteAddress: "203.0.113.9" });
    expect(limitedForm.location).toBe("/contact/?lead=limited#contact-form-limited");
    expect(limitedForm.headers["retry-after"]).toBeDefined();
    expect((await postJson(contactBody(), { remoteAddress: "198.51.100.4" })).status).toBe(200);
    expect(smtp.messages).toHaveLength(2);
  });
});

describe("a flood from many addresses", () => {
  beforeEach(() => {
    // SMTP off: every accepted lead goes to the outbox, as when the mail server is down.
    vi.stubEnv("LEAD_SMTP_URL", "");
    vi.stubEnv("LEAD_TO", "");
    vi.stubEnv("LEAD_RATE_LIMIT", "8");
  });

  /** One valid lead from each of `count` IPv6 /64 networks, 3 posts each (under the per-client limit). */
  async function flood(count: number) {
    const statuses: number[] = [];
    for (let network = 0; network < count; network++) {
      for (let post = 0; post < 3; post++) {
        statuses.push(
          (await postJson(contactBody(), { remoteAddress: `2001:db8:${network.toString(16)}:1::${post + 1}` })).status,
        );
      }
    }
    return statuses;
  }

  it("e-mails at most LEAD_GLOBAL_LIMIT leads per window from all networks together, then holds the rest with the thank-you", async () => {
    vi.stubEnv("LEAD_GLOBAL_LIMIT", "20");
    const statuses = await flood(20);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(outboxFiles()).toHaveLength(60);
    const held = await listHeld(fileOutbox(outbox));
    expect(held).toHaveLength(40);
    const late = await postJson(contactBody(), { remoteAddress: "203.0.113.200" });
    expect(late).toMatchObject({ status: 200, json: { ok: true } });
    expect((await listHeld(fileOutbox(outbox))).map((lead) => lead.id)).toContain((late.json as { id: string }).id);
    expect(logs.filter((line) => line.includes("LEAD_GLOBAL_LIMIT"))).toHaveLength(1);
    expect((await postForm(contactBody(), { remoteAddress: "203.0.113.201" })).location).toBe(
      "/contact/?lead=sent#contact-form-sent",
    );
  });

  it("stops filling the outbox at LEAD_OUTBOX_MAX_FILES, answers 503 with the phone, logs it once, and takes leads again once emptied", async () => {
    vi.stubEnv("LEAD_OUTBOX_MAX_FILES", "5");
    vi.stubEnv("LEAD_RATE_LIMIT", "3"); // each /48 counts 3 leads toward the ceiling: none is held here
    const statuses = await flood(4);
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(503)]);
    expect(outboxFiles()).toHaveLength(5);
    expect(logs.filter((line) => line.includes("LEAD_OUTBOX_MAX_FILES"))).toHaveLength(1);
    expect(logs.filter((line) => line.includes("NOT delivered"))).toHaveLength(1);

    for (const file of outboxFiles()) fs.rmSync(path.join(outbox, file)); // leads:send did its job
    expect((await postJson(contactBody(), { remoteAddress: "203.0.113.9" })).status).toBe(200);
    fs.writeFileSync(path.join(outbox, "filler-1.json"), "{}");
    for (let i = 2; i <= 4; i++) fs.writeFileSync(path.join(outbox, `filler-${i}.json`), "{}");
    expect((await postJson(contactBody(), { remoteAddress: "203.0.113.10" })).status).toBe(503);
    // Full again after it had room: logged again, once.
    expect(logs.filter((line) => line.includes("LEAD_OUTBOX_MAX_FILES"))).toHaveLength(2);
  });
});

describe("who a client is, behind a proxy or not", () => {
  beforeEach(() => {
    vi.stubEnv("LEAD_RATE_LIMIT", "2");
  });

  const statuses = async (count: number, init: Partial<FakeRequestInit>) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) seen.push((await postJson(contactBody(), init)).status);
    return seen;
  };

  it("ignores X-Forwarded-For from a visitor who reaches the server directly (it is not a trusted proxy)", async () => {
    vi.stubEnv("LEAD_TRUST_PROXY_HOPS", "1");
    const forged = (i: number) => ({
      remoteAddress: "203.0.113.50",
      headers: { ...json, "x-forwarded-for": `198.51.100.${i}` },
    });
    const seen: number[] = [];
    for (let i = 1; i <= 4; i++) seen.push((await postJson(contactBody(), forged(i))).status);
    expect(seen).toEqual([200, 200, 429, 429]);
  });

  it("behind nginx on the same machine, one attacker's posts do not lock out another visitor", async () => {
    vi.stubEnv("LEAD_TRUST_PROXY_HOPS", "1");
    const via = (client: string) => ({ remoteAddress: "127.0.0.1", headers: { ...json, "x-forwarded-for": client } });
    expect(await statuses(3, via("198.51.100.66"))).toEqual([200, 200, 429]);
    expect(await statuses(1, via("198.51.100.7"))).toEqual([200]);
  });

  it("on a function host without a socket, trusts the platform's X-Forwarded-For with LEAD_TRUSTED_PROXIES=*", async () => {
    vi.stubEnv("LEAD_TRUST_PROXY_HOPS", "1");
    vi.stubEnv("LEAD_TRUSTED_PROXIES", "*");
    const via = (client: string) => ({ noSocket: true, headers: { ...json, "x-forwarded-for": client } });
    expect(await statuses(3, via("198.51.100.66"))).toEqual([200, 200, 429]);
    expect(await statuses(1, via("198.51.100.7"))).toEqual([200]);
  });

  it.each([
    [
      "a loopback address (a proxy on the same machine, LEAD_TRUST_PROXY_HOPS=0)",
      { remoteAddress: "127.0.0.1" },
      /a loopback address/,
    ],
    ["a private address (a load balancer)", { remoteAddress: "10.0.3.7" }, /a private address/],
    ["no address at all (a host without a socket)", { noSocket: true }, /no client address/],
  ])("warns once in production when leads come from %s", async (_name, init, kind) => {
    vi.stubEnv("NODE_ENV", "production");
    await statuses(3, init);
    const warnings = logs.filter((line) => line.includes("LEAD_TRUST_PROXY_HOPS and LEAD_TRUSTED_PROXIES"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(kind);
    expect(warnings[0]).not.toMatch(/127\.0\.0\.1|10\.0\.3\.7/);
  });

  it("does not warn for public visitor addresses, or outside production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    await statuses(1, { remoteAddress: "203.0.113.9" });
    vi.stubEnv("NODE_ENV", "development");
    await statuses(1, { remoteAddress: "127.0.0.1" });
    expect(logs.join("\n")).not.toMatch(/LEAD_TRUSTED_PROXIES/);
  });
});

const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };

// Each request below must be answered 4xx (never 5xx) and never delivered.
const HOSTILE: [string, FakeRequestInit, number][] = [
  ["GET", { method: "GET" }, 405],
  ["PUT", { method: "PUT", headers: json, body: contactBody() }, 405],
  ["DELETE", { method: "DELETE" }, 405],
  ["PATCH", { method: "PATCH", headers: json, body: contactBody() }, 405],
  ["OPTIONS", { method: "OPTIONS" }, 405],
  ["HEAD", { method: "HEAD" }, 405],
  ["text/plain body", { headers: { "content-type": "text/plain" }, body: "name=Eve" }, 415],
  ["multipart form", { headers: { "content-type": "multipart/form-data; boundary=x" }, body: contactBody() }, 415],
  ["XML body", { headers: { "content-type": "application/xml" }, body: "<adf><prospect/></adf>" }, 415],
  ["no content type", { headers: {}, body: contactBody() }, 415],
  ["text/html", { headers: { "content-type": "text/html" }, body: "<form></form>" }, 415],
  [
    "JSON in another charset",
    { headers: { "content-type": "application/json; charset=utf-7" }, body: contactBody() },
    415,
  ],
  ["declared size over 16 KB", { headers: { ...json, "content-length": "20000" }, body: contactBody() }, 413],
  ["JSON message over 16 KB", { headers: json, body: contactBody({ message: "a".repeat(17_000) }) }, 413],
  ["form post over 16 KB", { headers: form, body: contactBody({ message: "é".repeat(3000) }) }, 413],
  ["JSON array", { headers: json, body: [contactBody()] }, 400],
  ["JSON string", { headers: json, body: "hello" }, 400],
  ["JSON null", { headers: json, body: null }, 400],
  ["JSON number", { headers: json, body: 42 }, 400],
  ["cross-site browser request", { headers: { ...json, "sec-fetch-site": "cross-site" }, body: contactBody() }, 403],
  [
    "foreign Origin without Sec-Fetch-Site",
    { headers: { ...json, origin: "https://evil.example" }, body: contactBody() },
    403,
  ],
  [
    "same-site post from a sibling subdomain",
    {
      headers: { ...json, "sec-fetch-site": "same-site", origin: "https://blog.sierravistamotors.example" },
      body: contactBody(),
    },
    403,
  ],
  ["Origin: null", { headers: { ...form, origin: "null" }, body: contactBody() }, 403],
  [
    "foreign Referer without Origin",
    { headers: { ...form, referer: "https://evil.example/page" }, body: contactBody() },
    403,
  ],
  [
    "localhost Origin on the public site",
    { headers: { ...json, origin: "http://localhost:8000" }, body: contactBody() },
    403,
  ],
  ["honeypot filled", { headers: json, body: contactBody({ website: "http://spam.example" }) }, 400],
  ["empty object", { headers: json, body: {} }, 422],
  ["unknown form type", { headers: json, body: contactBody({ formType: "admin" }) }, 422],
  ["name as an array", { headers: json, body: contactBody({ name: ["Maria", "Eve"] }) }, 422],
  ["email as an operator object", { headers: json, body: contactBody({ email: { $ne: "" } }) }, 422],
  ["message as a number", { headers: json, body: contactBody({ message: 12345 }) }, 422],
  ["consent as an object", { headers: json, body: contactBody({ consent: { yes: true } }) }, 422],
  ["huge name", { headers: json, body: contactBody({ name: "A".repeat(5000) }) }, 422],
  ["script in the name", { headers: json, body: contactBody({ name: "<script>alert(1)</script>" }) }, 422],
  ["script in the message", { headers: json, body: contactBody({ message: "<script>fetch('//evil')</script>" }) }, 422],
  [
    "XML closing tags in the message",
    { headers: json, body: contactBody({ message: "</comments></customer><vendor><vendorname>Evil</vendorname>" }) },
    422,
  ],
  ["CDATA in the message", { headers: json, body: contactBody({ message: "<![CDATA[ ]]><x>" }) }, 422],
  [
    "XML entity declaration",
    { headers: json, body: contactBody({ message: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>&e;' }) },
    422,
  ],
  [
    "header injection in the name",
    { headers: json, body: contactBody({ name: "Eve\r\nBcc: victim@example.com" }) },
    422,
  ],
  [
    "header injection in the e-mail",
    { headers: json, body: contactBody({ email: "eve@example.com\r\nBcc: victim@example.com" }) },
    422,
  ],
  [
    "e-mail with several addresses",
    { headers: json, body: contactBody({ email: "eve@example.com, victim@example.com" }) },
    422,
  ],
  ["markup in the stock number", { headers: json, body: inquiryBody({ stockNumber: "H1<x>" }) }, 422],
  ["forged VIN", { headers: json, body: inquiryBody({ vin: "1HGCV1F30LA000000" }) }, 422],
  [
    "phone with letters",
    { headers: json, body: contactBody({ preferredContact: "phone", phone: "call-me-maybe" }) },
    422,
  ],
  ["unknown reply method", { headers: json, body: contactBody({ preferredContact: "fax" }) }, 422],
  ["test drive in the past", { headers: json, body: testDriveBody({ preferredDate: "2001-01-01" }) }, 422],
  ["negative down payment", { headers: json, body: preApprovalBody({ downPayment: "-500" }) }, 422],
  [
    "prototype pollution without fields",
    { headers: json, body: JSON.parse('{"__proto__": {"formType": "contact"}, "constructor": {}}') },
    422,
  ],
  [
    "only control characters",
    { headers: json, body: contactBody({ name: "\u0000\u0001\u0002", message: "\u0007" }) },
    422,
  ],
];

describe(`${HOSTILE.length} malformed or hostile requests`, () => {
  it("has at least 30 cases", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  /** The answer to `init`, checked to be `status` (a 4xx) with nothing e-mailed or kept. */
  async function refused(init: FakeRequestInit, status: number): Promise<CapturedResponse> {
    const response = await call(init);
    expect(response.status).toBe(status);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(smtp.messages).toHaveLength(0);
    expect(outboxFiles()).toEqual([]);
    return response;
  }
  const withStatus = (wanted: (status: number) => boolean) => HOSTILE.filter(([, , status]) => wanted(status));

  it.each(withStatus((status) => status === 405))(
    "refuses %s with 405 and Allow: POST, and delivers nothing",
    async (_name, init, status) => {
      expect((await refused(init, status)).headers.allow).toBe("POST");
    },
  );

  it.each(withStatus((status) => status === 422))(
    "refuses %s with 422 and the fields' errors, and delivers nothing",
    async (_name, init, status) => {
      expect((await refused(init, status)).json).toEqual({ errors: expect.any(Object) });
    },
  );

  it.each(withStatus((status) => status !== 405 && status !== 422))(
    "refuses %s with a 4xx and delivers nothing",
    async (_name, init, status) => {
      await refused(init, status);
    },
  );

  it("sends a hostile plain form post back to the form's error message, never elsewhere, and delivers nothing", async () => {
    for (const body of [
      contactBody({ name: "<script>x</script>", returnTo: "https://evil.example/phish" }),
      contactBody({ email: "eve@example.com\r\nBcc: v@example.com", returnTo: "//evil.example" }),
      testDriveBody({ preferredDate: "yesterday", returnTo: "/\\evil.example" }),
    ]) {
      const response = await postForm(body);
      expect(response.status).toBe(303);
      expect(response.location).toMatch(/^\/\?lead=error#(contact|vehicle-inquiry)-form-error$/);
    }
    expect(smtp.messages).toHaveLength(0);
    expect(outboxFiles()).toEqual([]);
  });

  it("accepts posts from this site's pages by Origin or Referer, and from localhost under gatsby develop", async () => {
    expect(
      (await postJson(contactBody(), { headers: { ...json, origin: "https://sierravistamotors.example" } })).status,
    ).toBe(200);
    expect(
      (await postForm(contactBody(), { headers: { ...form, referer: "https://sierravistamotors.example/contact/" } }))
        .location,
    ).toBe("/contact/?lead=sent#contact-form-sent");
    vi.stubEnv("NODE_ENV", "development");
    expect((await postJson(contactBody(), { headers: { ...json, origin: "http://localhost:8000" } })).status).toBe(200);
    expect(logs.join("\n")).not.toMatch(/403/);
  });

  it("never redirects off the site, even for a valid lead", async () => {
    const response = await postForm(contactBody({ returnTo: "https://evil.example/" }));
    expect(response.location).toBe("/?lead=sent#contact-form-sent");
  });
});
