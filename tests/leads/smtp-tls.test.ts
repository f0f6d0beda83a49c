// Leads and the SMTP password only travel encrypted, unless LEAD_SMTP_URL says `?tls=off` itself. Against
// real smtp-server instances on loopback: one that offers no STARTTLS (as a plain relay, or a man in the
// middle stripping it, looks), one that offers it with the test certificate.
import type { LeadMessage } from "../../src/lib/leads/delivery/outbox/lead-message";
import { readLeadConfig } from "../../src/lib/leads/delivery/config/lead-config";
import { createSmtpMailer } from "../../src/lib/leads/delivery/mail/smtp-mailer";
import { parseSmtpUrl } from "../../src/lib/server-kit/config/smtp-url";
import { startSmtpServer, TEST_SMTP_CA, type TestSmtpServer } from "./support/smtp-test-server";

const FROM = '"Dealer website" <web@dealer.example>';

const lead: LeadMessage = {
  id: "20261121-TLS000",
  formType: "contact",
  createdAt: "2026-11-21T18:30:00.000Z",
  subject: "Contact request from the website",
  adf: "<adf><prospect><customer><contact><name>Maria Gonzalez</name></contact></customer></prospect></adf>",
  summary: "Name: Maria Gonzalez\n",
  replyTo: "maria@example.com",
};

/** What the lead function builds from LEAD_SMTP_URL (through the same config reader). */
function mailerFor(url: string) {
  const { config, problems } = readLeadConfig({ LEAD_SMTP_URL: url, LEAD_TO: "crm@dealer.example" }, FROM, "/srv");
  expect(problems).toEqual([]);
  return createSmtpMailer(config.smtp!, { connectionMs: 5000, greetingMs: 5000, socketMs: 5000, totalMs: 8000 });
}

let plain: TestSmtpServer;
let starttls: TestSmtpServer;

beforeAll(async () => {
  [plain, starttls] = await Promise.all([startSmtpServer(), startSmtpServer({ starttls: true })]);
});

afterAll(async () => {
  await Promise.all([plain.close(), starttls.close()]);
});

beforeEach(() => {
  for (const server of [plain, starttls]) {
    server.messages.length = 0;
    server.auths.length = 0;
    server.mailFromCommands = 0;
  }
});

const withCredentials = (url: string) => url.replace("smtp://", "smtp://leads:hunter2@");

describe("smtp:// requires STARTTLS", () => {
  it("refuses to send the password or the lead to a server that offers no STARTTLS", async () => {
    await expect(mailerFor(withCredentials(plain.url)).send(lead)).rejects.toMatchObject({
      code: expect.stringMatching(/TLS/),
    });
    expect(plain.auths).toEqual([]);
    expect(plain.mailFromCommands).toBe(0);
    expect(plain.messages).toEqual([]);
  });

  it("delivers over STARTTLS, password and lead encrypted, when the server offers it", async () => {
    const url = `${withCredentials(starttls.url)}?tls.ca=${encodeURIComponent(TEST_SMTP_CA)}`;
    await mailerFor(url).send(lead);
    expect(starttls.auths).toEqual([{ username: "leads", password: "hunter2", secure: true }]);
    expect(starttls.messages).toHaveLength(1);
    expect(starttls.messages[0].secure).toBe(true);
    expect(starttls.messages[0].raw).toContain("Maria Gonzalez");
  });

  it("checks the server's certificate: an untrusted one is refused, nothing sent", async () => {
    await expect(mailerFor(withCredentials(starttls.url)).send(lead)).rejects.toThrow();
    expect(starttls.auths).toEqual([]);
    expect(starttls.messages).toEqual([]);
  });
});

describe("?tls=off, said explicitly, allows plain SMTP", () => {
  it("delivers to a relay without STARTTLS", async () => {
    await mailerFor(withCredentials(plain.plainUrl)).send(lead);
    expect(plain.auths).toEqual([{ username: "leads", password: "hunter2", secure: false }]);
    expect(plain.messages.map((message) => message.secure)).toEqual([false]);
  });

  it("still uses STARTTLS when the server offers it", async () => {
    await mailerFor(`${starttls.url}?tls=off&tls.ca=${encodeURIComponent(TEST_SMTP_CA)}`).send(lead);
    expect(starttls.messages.map((message) => message.secure)).toEqual([true]);
  });
});

describe("parseSmtpUrl", () => {
  it("requires TLS unless the URL says tls=off, and hands nodemailer the URL without it", () => {
    expect(parseSmtpUrl("smtp://u:p@mail.example:587")).toEqual({
      url: "smtp://u:p@mail.example:587",
      requireTls: true,
    });
    expect(parseSmtpUrl("smtps://u:p@mail.example:465")).toEqual({
      url: "smtps://u:p@mail.example:465",
      requireTls: true,
    });
    expect(parseSmtpUrl("smtp://127.0.0.1:25?tls=off")).toEqual({ url: "smtp://127.0.0.1:25", requireTls: false });
    expect(parseSmtpUrl("smtp://127.0.0.1:25?name=web1&TLS=x&tls=OFF")).toEqual({
      url: "smtp://127.0.0.1:25?name=web1&TLS=x",
      requireTls: false,
    });
    expect(parseSmtpUrl("smtp://mail.example?tls=required")).toEqual({ url: "smtp://mail.example", requireTls: true });
  });

  it.each([
    ["smtp://mail.example?ignoreTLS=true", /must not set ignoreTLS/],
    ["smtp://mail.example?requireTLS=false", /must not set requireTLS/],
    ["smtp://mail.example?secure=false&opportunisticTLS=true", /must not set opportunisticTLS, secure/],
    ["smtp://mail.example?tls=maybe", /tls must be "off" or "required"/],
    ["smtps://mail.example?tls=off", /contradicts smtps/],
    ["http://mail.example", /must start with smtp/],
  ])("refuses %s and says why", (url, problem) => {
    const parsed = parseSmtpUrl(url);
    expect("problem" in parsed && parsed.problem).toMatch(problem);
  });

  it("turns SMTP off (leads wait in the outbox) on a URL that weakens TLS, without quoting the password", () => {
    const { config, problems } = readLeadConfig(
      { LEAD_SMTP_URL: "smtp://u:hunter2@mail.example?ignoreTLS=true", LEAD_TO: "a@b.example" },
      FROM,
      "/srv",
    );
    expect(config.smtp).toBeUndefined();
    expect(config.outbox).toEqual({ kind: "file", dir: "/srv/.leads" });
    expect(problems.join("\n")).toMatch(/ignoreTLS.*outbox/);
    expect(problems.join("\n")).not.toContain("hunter2");
  });
});
