// Object-store faults on serve:prod with the real src/api/leads.ts: the S3 outbox reaches s3rver through a fault
// proxy (support/fault-proxy.ts) that answers 500, 503 with Retry-After, or late. A fault the store recovers from
// within the shopper's wait is absorbed (the SDK's second try, Retry-After honoured): 200. One that lasts gets
// 503 with the phone number and one log line naming the store's error; and with SMTP set, the staff get one
// e-mail about it. Once it clears, every lead answered 200 is delivered exactly once.
import { newOutboxKey } from "../../src/lib/server-kit/store/outbox-keys";
import { readMail } from "../leads/support/read-mail";
import { STORE_TEST_ENV, startS3Store, type RunningStore } from "../leads/support/store-servers";
import { startSmtpServer, type TestSmtpServer } from "../leads/support/smtp-test-server";
import { makeFixtureSite, removeFixtureSite } from "../server/support/fixture-site";
import { startServeProd, type ServeProdProcess } from "../server/support/serve-prod-process";
import { drainOutbox } from "./support/drain-outbox";
import { startFaultProxy, type FaultProxy } from "./support/fault-proxy";
import { postLead, type LeadAnswer } from "./support/post-lead";
import { endpointOf } from "./support/s3-outbox-objects";
import { linesMatching, waitForOutput } from "./support/server-output";

const PHONE = "(916) 555-0142";
let publicDir: string;
let s3: RunningStore;
let proxy: FaultProxy;
const key = newOutboxKey();

beforeAll(async () => {
  publicDir = makeFixtureSite();
  s3 = await startS3Store();
  proxy = await startFaultProxy(endpointOf(s3.url("x")));
});

afterEach(() => proxy.clear());

afterAll(async () => {
  await proxy?.close();
  await s3?.stop();
  removeFixtureSite(publicDir);
});

const outboxEnv = (prefix: string) => ({
  ...STORE_TEST_ENV,
  LEAD_OUTBOX_URL: `s3://leads/${prefix}?endpoint=${proxy.url}&forcePathStyle=true`,
  LEAD_OUTBOX_KEY: key,
});
const serverEnv = (prefix: string, extra: Record<string, string> = {}) => ({
  ...outboxEnv(prefix),
  SITE_URL: "https://sierravistamotors.example",
  ...extra,
});
const idOf = (answer: LeadAnswer) => ("id" in answer ? answer.id : undefined);
/** The PUTs of lead objects under `prefix` the proxy saw, in order. */
const leadPuts = (prefix: string) =>
  proxy.seen.filter((request) => request.method === "PUT" && request.path.startsWith(`/leads/${prefix}/leads/`));

describe("with SMTP down, every lead goes to the store", () => {
  let server: ServeProdProcess;
  const answered: string[] = [];
  beforeAll(async () => {
    server = await startServeProd(publicDir, serverEnv("faults"));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 200 when one write gets 500: the client's second try lands", async () => {
    proxy.inject({ method: "PUT", times: 1, fault: { kind: "status", status: 500, code: "InternalError" } });
    const answer = await postLead(server.url);
    expect(answer).toMatchObject({ status: 200 });
    answered.push(idOf(answer) ?? "");
    expect(leadPuts("faults").map((request) => request.fault)).toEqual(["status", undefined]);
  });

  it("answers 200 when the store says 503 with Retry-After: 1 for a second: the retry waits for it", async () => {
    const from = proxy.seen.length;
    proxy.inject({
      method: "PUT",
      untilMs: Date.now() + 1000,
      fault: { kind: "status", status: 503, code: "SlowDown", headers: { "retry-after": "1" } },
    });
    const answer = await postLead(server.url);
    expect(answer).toMatchObject({ status: 200 });
    answered.push(idOf(answer) ?? "");
    const puts = leadPuts("faults").filter((request) => proxy.seen.indexOf(request) >= from);
    expect(puts.map((request) => request.fault)).toEqual(["status", undefined]);
    expect(puts[1].at - puts[0].at).toBeGreaterThanOrEqual(900);
  });

  it("answers 200 when the store takes 2 s to answer", async () => {
    proxy.inject({ method: "PUT", fault: { kind: "delay", ms: 2000 } });
    const started = Date.now();
    const answer = await postLead(server.url);
    expect(answer).toMatchObject({ status: 200 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    answered.push(idOf(answer) ?? "");
  });

  it("answers 503 with the phone number while every write fails, in one log line, and 200 once it clears", async () => {
    proxy.inject({ method: "PUT", fault: { kind: "status", status: 500, code: "InternalError" } });
    const refused = await postLead(server.url);
    expect(refused).toMatchObject({ status: 503, json: { phone: PHONE } });
    const line = await waitForOutput(server, /lead \S+ \(contact\) NOT delivered \(outbox InternalError[^)]*\)[^\n]*/);
    expect(line).toMatch(/the visitor was asked to call/);
    expect(linesMatching(server, /NOT delivered/)).toHaveLength(1);

    proxy.clear();
    const answer = await postLead(server.url);
    expect(answer).toMatchObject({ status: 200 });
    answered.push(idOf(answer) ?? "");

    const drain = await drainOutbox(outboxEnv("faults"));
    expect(drain.exit, drain.output).toBe(0);
    expect([...drain.delivered].sort()).toEqual(answered.map((id) => [id, 1]).sort());
  });
});

describe("with SMTP up but the CRM's address refusing, a lead needs the store for it", () => {
  let server: ServeProdProcess;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    smtp.rejectRecipients.add("crm@dealer.example");
    server = await startServeProd(
      publicDir,
      serverEnv("alerts", { LEAD_SMTP_URL: smtp.plainUrl, LEAD_TO: "crm@dealer.example, sales@dealer.example" }),
    );
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("e-mails the staff once when the store fails, and the shopper still gets the thank-you", async () => {
    proxy.inject({ method: "PUT", fault: { kind: "status", status: 500, code: "InternalError" } });
    for (const _ of [1, 2]) expect(await postLead(server.url)).toMatchObject({ status: 200 });
    await waitForOutput(
      server,
      /leads: alerted the staff: the outbox s3:\/\/leads\/alerts\b.* failed \(InternalError\)/,
    );
    expect(linesMatching(server, /could NOT be saved for them \(outbox InternalError/)).toHaveLength(2);
    const alerts = smtp.messages.filter((mail) => !readMail(mail.raw).headers["x-lead-id"]);
    expect(alerts.map((mail) => [mail.to, readMail(mail.raw).headers.subject])).toEqual([
      [["sales@dealer.example"], "Website leads: the outbox cannot keep leads (InternalError)"],
    ]);
  });
});
