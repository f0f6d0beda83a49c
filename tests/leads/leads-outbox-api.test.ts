// Integration: src/api/leads.ts with each outbox store, a flood replayed as an attacker would, production's
// refusal of an outbox that cannot keep its promise, and encryption at rest; `npm run leads:send` run as a
// command against the S3 bucket. Real servers on loopback throughout (SMTP, s3rver, the file system).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import leads from "../../src/api/leads";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { loadLeads } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { listHeld, reviewHeld } from "../../src/lib/leads/delivery/outbox/outbox-tasks";
import { sendOutbox } from "../../src/lib/leads/delivery/mail/send-outbox";
import { createSmtpMailer } from "../../src/lib/leads/delivery/mail/smtp-mailer";
import { contactBody, preApprovalBody } from "./support/lead-fixtures";
import { fakeRequest, fakeResponse, type CapturedResponse, type FakeRequestInit } from "./support/gatsby-http";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-test-server";
import { S3_BUCKET, STORE_TEST_ENV, startS3Store, type RunningStore } from "./support/store-servers";

vi.mock("../../src/lib/leads/delivery/request/build-inventory", async () => {
  const { testInventory } = await import("./support/lead-fixtures");
  return { buildInventory: testInventory };
});

const run = promisify(execFile);
const PHONE = "(916) 555-0142";

let smtp: TestSmtpServer;
let s3: RunningStore & { directory: string };
let outbox: string;
let logs: string[];

async function postJson(body: unknown, extra: Partial<FakeRequestInit> = {}): Promise<CapturedResponse> {
  const { res, result } = fakeResponse();
  await leads(fakeRequest({ headers: { "content-type": "application/json" }, body, ...extra }), res);
  return result;
}

const fileOutbox = (dir = outbox) => ({ store: createFileStore(dir), keyring: readKeyring({}, []) });
const leadMails = () => smtp.messages.filter((mail) => /X-Lead-Id:/i.test(mail.raw));
const alertMails = () => smtp.messages.filter((mail) => /Subject: Website leads held for review/i.test(mail.raw));
const idOf = (response: CapturedResponse) => (response.json as { id: string }).id;

beforeAll(async () => {
  smtp = await startSmtpServer();
  s3 = await startS3Store();
});

afterAll(async () => {
  await smtp.close();
  await s3.stop();
});

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.leads.shared-state"));
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "leads-outbox-api-"));
  smtp.messages.length = 0;
  smtp.refuse = false;
  for (const [name, value] of Object.entries(STORE_TEST_ENV)) vi.stubEnv(name, value);
  vi.stubEnv("LEAD_SMTP_URL", smtp.plainUrl);
  vi.stubEnv("LEAD_TO", "crm@dealer.example");
  vi.stubEnv("LEAD_OUTBOX_URL", `file:${outbox}`);
  vi.stubEnv("LEAD_OUTBOX_DIR", "");
  vi.stubEnv("LEAD_OUTBOX_KEY", "");
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("SITE_URL", "https://sierravistamotors.example");
  logs = [];
  vi.spyOn(console, "info").mockImplementation((line: unknown) => void logs.push(String(line)));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe("a flood is held, not refused", () => {
  it("replays the attack: four addresses in four /24s fill the window, and the next customer's lead is held, then reaches the dealer", async () => {
    // The attack: four IPv4 addresses posting 8 valid contact leads each, the default limits.
    const attackers = ["203.0.113.7", "198.51.100.7", "192.0.2.7", "100.24.8.7"];
    const statuses: number[] = [];
    for (const address of attackers)
      for (let post = 0; post < 8; post++)
        statuses.push((await postJson(contactBody({ message: `Flood ${post}` }), { remoteAddress: address })).status);
    expect(statuses).toEqual(Array(32).fill(200));
    expect(leadMails()).toHaveLength(30); // LEAD_GLOBAL_LIMIT
    const customer = await postJson(contactBody({ message: "Is the red Civic still there?" }), {
      remoteAddress: "2001:db8:77::5",
    });
    expect(customer).toMatchObject({ status: 200, json: { ok: true } });
    expect(leadMails()).toHaveLength(30);

    const held = await listHeld(fileOutbox());
    expect(held).toHaveLength(3);
    expect(held.find((lead) => lead.id === idOf(customer))).toMatchObject({
      formType: "contact",
      preview: "Is the red Civic still there?",
    });
    // One alert for the window, with the count, and no personal data.
    expect(alertMails()).toHaveLength(1);
    expect(alertMails()[0].raw).toMatch(/1 lead\(s\) from the website are held/);
    expect(alertMails()[0].raw).not.toMatch(/Maria|maria@example|Civic/);
    expect(logs.filter((line) => line.includes("LEAD_GLOBAL_LIMIT"))).toHaveLength(1);

    // Staff release the customer's lead (npm run leads:review -- --release <id>), and leads:send sends it.
    expect((await reviewHeld(fileOutbox(), "release", [idOf(customer)])).done).toEqual([idOf(customer)]);
    const mailer = createSmtpMailer({
      url: smtp.plainUrl,
      requireTls: false,
      to: ["crm@dealer.example"],
      from: "web@dealer.example",
      format: "adf",
      routes: {},
    });
    const report = await sendOutbox(fileOutbox(), mailer, () => undefined);
    expect(report.sent).toEqual([idOf(customer)]);
    expect(report.held).toHaveLength(2);
    expect(leadMails().at(-1)?.raw).toContain("Is the red Civic still there?");
    // The attackers' held leads are dropped.
    expect((await reviewHeld(fileOutbox(), "drop", "all")).done).toHaveLength(2);
    expect(await loadLeads(createFileStore(outbox))).toEqual([]);
  });

  it("counts one /24 or one /48 as one network: its many addresses cannot fill the window", async () => {
    for (let host = 1; host <= 4; host++)
      for (let post = 0; post < 8; post++) await postJson(contactBody(), { remoteAddress: `203.0.113.${host}` });
    for (let subnet = 0; subnet < 10; subnet++)
      for (let post = 0; post < 3; post++)
        await postJson(contactBody(), { remoteAddress: `2001:db8:5:${subnet.toString(16)}::${post + 1}` });
    expect(leadMails()).toHaveLength(16); // 8 from the /24, 8 from the /48
    const customer = await postJson(contactBody(), { remoteAddress: "198.51.100.20" });
    expect(customer.status).toBe(200);
    expect(leadMails()).toHaveLength(17); // e-mailed at once, not held
    expect(await listHeld(fileOutbox())).toHaveLength(24 + 22);
  });
});

describe("held leads have their own space", () => {
  /** `count` contact leads from `address`; their statuses. */
  async function flood(address: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let post = 0; post < count; post++)
      statuses.push((await postJson(contactBody({ message: `Flood ${post}` }), { remoteAddress: address })).status);
    return statuses;
  }

  it("replays the issue's attack with the cap scaled to 40: the customer after the flood gets 200, never 503", async () => {
    vi.stubEnv("LEAD_OUTBOX_MAX_FILES", "40");
    // 4 /48 networks x 8 leads fill the window (LEAD_GLOBAL_LIMIT 30)...
    for (const network of ["2001:db8:a", "2001:db8:b", "2001:db8:c", "2001:db8:d"])
      expect(await flood(`${network}::7`, 8)).toEqual(Array(8).fill(200));
    // ...then 5 /64s of one /48 x 8 leads: the /48 counts as one client past LEAD_NETWORK_RATE_LIMIT (32).
    const fromOneNetwork: number[] = [];
    for (let subnet = 1; subnet <= 5; subnet++) fromOneNetwork.push(...(await flood(`2001:db8:e:${subnet}::7`, 8)));
    expect(fromOneNetwork.filter((status) => status === 200)).toHaveLength(32);
    expect(fromOneNetwork.filter((status) => status === 429)).toHaveLength(8);
    expect(await listHeld(fileOutbox())).toHaveLength(34);
    // One real customer from IPv4, with SMTP down: held (the ceiling is passed), and told it arrived.
    smtp.refuse = true;
    const customer = await postJson(contactBody({ message: "Is the red Civic still there?" }), {
      remoteAddress: "198.51.100.20",
    });
    expect(customer).toMatchObject({ status: 200, json: { ok: true } });
    expect(logs.join("\n")).not.toMatch(/OUTBOX_FULL|NOT delivered/);
    expect((await listHeld(fileOutbox())).map((lead) => lead.id)).toContain(idOf(customer));
  });

  it("keeps at most LEAD_OUTBOX_MAX_HELD held leads, dropping the busiest network's oldest, and says so in the staff alert", async () => {
    vi.stubEnv("LEAD_OUTBOX_MAX_HELD", "10");
    vi.stubEnv("LEAD_GLOBAL_LIMIT", "1");
    await flood("203.0.113.7", 1); // e-mailed: the window is now full
    expect(await flood("203.0.113.7", 7)).toEqual(Array(7).fill(200)); // held: 7 of one /24
    const quiet = await postJson(contactBody({ message: "Quiet network" }), { remoteAddress: "198.51.100.20" });
    expect(await flood("203.0.113.8", 5)).toEqual(Array(5).fill(200)); // the same /24: it is the busiest
    const held = await listHeld(fileOutbox());
    expect(held).toHaveLength(10);
    // The quiet network's lead stays; three of the busy /24's went to make room.
    expect(held.map((lead) => lead.id)).toContain(idOf(quiet));
    expect(held.filter((lead) => lead.preview.startsWith("Flood"))).toHaveLength(9);
    expect(logs.filter((line) => line.includes("LEAD_OUTBOX_MAX_HELD"))).toHaveLength(1);
    expect(alertMails()).toHaveLength(1);
    // The names in the outbox never show the network: a tag stands for it.
    // The networks' addresses, not "203" alone: a file's name starts with its time (20:30-20:39 is "T203…").
    expect(fs.readdirSync(outbox).join("\n")).not.toMatch(/203[.-]0[.-]113|198[.-]51/);
  });

  it("tells the staff how many held leads were dropped, in the next alert", async () => {
    vi.stubEnv("LEAD_OUTBOX_MAX_HELD", "2");
    vi.stubEnv("LEAD_GLOBAL_LIMIT", "1");
    vi.stubEnv("LEAD_RATE_LIMIT_WINDOW_SECONDS", "1");
    // The limits and the alert read Date.now (rate-limiter.ts, flood-gate.ts), made when the first lead comes:
    // stopped here, and moved on by exactly the window below; the servers' own timers run as they are.
    vi.useFakeTimers({ toFake: ["Date"] });
    await flood("203.0.113.7", 1);
    await flood("203.0.113.7", 4); // 2 held, 2 dropped; the first held lead sent the window's alert
    expect(alertMails()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    await flood("203.0.113.7", 1); // e-mailed: a new window
    await flood("203.0.113.7", 1); // held, another dropped: the new window's alert
    expect(alertMails()).toHaveLength(2);
    expect(alertMails()[1].raw).toMatch(/3 held lead\(s\) were deleted/);
  });
});

describe("honest acceptance in production", () => {
  beforeEach(() => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("LEAD_OUTBOX_KEY", Buffer.alloc(32, 1).toString("base64"));
  });

  it("refuses a file: outbox under the system's temporary folder with one log line naming the fix, and answers 503 when SMTP is down", async () => {
    smtp.refuse = true;
    for (let i = 0; i < 2; i++) {
      const response = await postJson(contactBody(), { remoteAddress: "203.0.113.9" });
      expect(response).toMatchObject({ status: 503, json: { phone: PHONE, error: expect.stringContaining(PHONE) } });
    }
    const refusals = logs.filter((line) => line.includes("temporary folder"));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/LEAD_OUTBOX_URL/);
    expect(outboxFilesIn(outbox)).toEqual([]);
    // With SMTP up the lead is e-mailed: the promise does not depend on the outbox.
    smtp.refuse = false;
    expect((await postJson(contactBody(), { remoteAddress: "203.0.113.9" })).status).toBe(200);
  });

  it("refuses a file: outbox on Netlify, where the function's disk does not keep files", async () => {
    vi.stubEnv("NETLIFY", "true");
    vi.stubEnv("LEAD_OUTBOX_URL", "file:/var/task/.leads");
    vi.stubEnv("LEAD_SMTP_URL", "");
    expect((await postJson(contactBody(), { remoteAddress: "203.0.113.9" })).status).toBe(503);
    expect(logs.join("\n")).toMatch(/is on Netlify, where a function's disk does not keep files: set LEAD_OUTBOX_URL/);
  });

  it("says at start-up when leads would be stored unencrypted", async () => {
    vi.stubEnv("LEAD_OUTBOX_KEY", "");
    vi.stubEnv("LEAD_OUTBOX_ALLOW_TEMPORARY", "yes");
    await postJson(contactBody(), { remoteAddress: "203.0.113.9" });
    await postJson(contactBody(), { remoteAddress: "203.0.113.9" });
    expect(logs.filter((line) => line.includes("LEAD_OUTBOX_KEY is not set"))).toHaveLength(1);
  });
});

const outboxFilesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe("encryption at rest", () => {
  it("with LEAD_OUTBOX_KEY, a saved pre-approval holds no name, e-mail, phone or finance answer in clear", async () => {
    vi.stubEnv("LEAD_OUTBOX_KEY", Buffer.alloc(32, 3).toString("base64"));
    vi.stubEnv("LEAD_SMTP_URL", "smtp://127.0.0.1:1");
    const response = await postJson(preApprovalBody(), { remoteAddress: "203.0.113.9" });
    expect(response.status).toBe(200);
    const [file] = outboxFilesIn(outbox);
    const raw = fs.readFileSync(path.join(outbox, file), "utf8");
    expect(raw).toContain(`"id": "${idOf(response)}"`);
    expect(raw).not.toMatch(/Darnell|Washington|darnell@example|555-0123|95823|Fair|4,000|2,500/);
  });
});

describe("the S3 outbox", () => {
  it("keeps a lead in the bucket while SMTP is down, and npm run leads:send sends it once and deletes it", async () => {
    const url = s3.url("site");
    vi.stubEnv("LEAD_OUTBOX_URL", url);
    vi.stubEnv("LEAD_SMTP_URL", "smtp://127.0.0.1:1");
    const response = await postJson(contactBody(), { remoteAddress: "203.0.113.9" });
    expect(response).toMatchObject({ status: 200, json: { ok: true } });
    const [entry] = await s3.open("site").list();
    expect(entry.name).toContain(idOf(response));
    // s3rver keeps each object as a file under <directory>/<bucket>/<key>.
    const objects = fs.readdirSync(path.join(s3.directory, S3_BUCKET, "site", "leads"));
    expect(objects.filter((name) => name.endsWith("._S3rver_object"))).toEqual([`${entry.name}._S3rver_object`]);

    const env = {
      ...process.env,
      ...STORE_TEST_ENV,
      LEAD_OUTBOX_URL: url,
      LEAD_SMTP_URL: smtp.plainUrl,
      LEAD_TO: "crm@dealer.example",
    };
    const first = await run(process.execPath, ["--import", "tsx", "scripts/send-leads.ts"], { env });
    expect(first.stdout).toMatch(/sent 1, not sent 0/);
    expect(leadMails()).toHaveLength(1);
    expect(leadMails()[0].raw).toContain(idOf(response));
    expect(await s3.open("site").list()).toEqual([]);
    const second = await run(process.execPath, ["--import", "tsx", "scripts/send-leads.ts"], { env });
    expect(second.stdout).toMatch(/^0 lead\(s\)/);
    expect(leadMails()).toHaveLength(1);
  }, 60_000);

  it("answers 503 with the phone number when the bucket cannot be reached and SMTP is down", async () => {
    vi.stubEnv("LEAD_OUTBOX_URL", "s3://leads/site?endpoint=http://127.0.0.1:1&forcePathStyle=true");
    vi.stubEnv("LEAD_SMTP_URL", "smtp://127.0.0.1:1");
    const response = await postJson(contactBody(), { remoteAddress: "203.0.113.9" });
    expect(response).toMatchObject({ status: 503, json: { phone: PHONE } });
    expect(logs.join("\n")).toMatch(/NOT delivered \(SMTP \w+, outbox \w+: \S.*\)/);
  }, 30_000);
});
