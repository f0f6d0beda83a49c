// SMTP faults on serve:prod with the real src/api/leads.ts, through real sockets: an SMTP server that takes the
// message and loses the connection before answering (support/smtp-drop-proxy.ts), and one that answers 451. Each
// time the shopper gets the thank-you (200: the lead waits in the outbox), the log says why in one line, and once
// the fault clears `npm run leads:send` delivers the lead exactly once; while it lasts, leads:send keeps the lead
// with its attempt and the SMTP code.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { newOutboxKey } from "../../src/lib/server-kit/store/outbox-keys";
import { loadLeads } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { startSmtpServer, type TestSmtpServer } from "../leads/support/smtp-test-server";
import { makeFixtureSite, removeFixtureSite } from "../server/support/fixture-site";
import { startServeProd, type ServeProdProcess } from "../server/support/serve-prod-process";
import { drainOutbox } from "./support/drain-outbox";
import { postLead } from "./support/post-lead";
import { waitForOutput } from "./support/server-output";
import { startSmtpDropProxy, type SmtpDropProxy } from "./support/smtp-drop-proxy";

let publicDir: string;
let root: string;
let outbox: string;
let smtp: TestSmtpServer;
let proxy: SmtpDropProxy;
let server: ServeProdProcess;
const key = newOutboxKey();
const outboxEnv = () => ({ LEAD_OUTBOX_URL: `file:${outbox}`, LEAD_OUTBOX_KEY: key });

beforeAll(async () => {
  publicDir = makeFixtureSite();
  root = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-faults-"));
  outbox = path.join(root, "leads");
  smtp = await startSmtpServer();
  proxy = await startSmtpDropProxy(Number(new URL(smtp.url).port));
  server = await startServeProd(publicDir, {
    ...outboxEnv(),
    SITE_URL: "https://sierravistamotors.example",
    LEAD_SMTP_URL: proxy.url,
    LEAD_TO: "crm@dealer.example",
    LEAD_OUTBOX_ALLOW_TEMPORARY: "yes",
  });
});

afterEach(async () => {
  proxy.dropping = false;
  smtp.refuse = false;
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await smtp?.close();
  removeFixtureSite(publicDir);
  fs.rmSync(root, { recursive: true, force: true });
});

const waiting = async () =>
  (await loadLeads(createFileStore(outbox))).map((lead) => ("record" in lead ? lead.record : lead.unreadable));

it("keeps a lead whose SMTP connection was lost before the server answered, and sends it once afterwards", async () => {
  proxy.dropping = true;
  const answer = await postLead(server.url);
  expect(answer).toMatchObject({ status: 200, json: { ok: true } });
  const id = "id" in answer ? answer.id : undefined;
  await waitForOutput(server, new RegExp(`lead ${id} \\(contact\\) saved to the outbox after SMTP failed \\(\\w+\\)`));
  expect(proxy.dropped).toBe(1);
  expect(smtp.messages).toEqual([]);
  expect((await waiting()).map((record) => (typeof record === "string" ? record : record.id))).toEqual([id]);

  const drain = await drainOutbox(outboxEnv());
  expect(drain.exit, drain.output).toBe(0);
  expect([...drain.delivered]).toEqual([[id, 1]]);
  expect(await waiting()).toEqual([]);
});

it("keeps a lead the SMTP server answers 451, retries it while the server refuses, and sends it once afterwards", async () => {
  smtp.refuse = true;
  const answer = await postLead(server.url);
  expect(answer).toMatchObject({ status: 200, json: { ok: true } });
  const id = "id" in answer ? answer.id : undefined;
  await waitForOutput(
    server,
    new RegExp(`lead ${id} \\(contact\\) saved to the outbox after SMTP failed \\(\\w+ 451\\)`),
  );

  const refused = await drainOutbox(outboxEnv(), smtp);
  expect(refused.exit, refused.output).toBe(1);
  expect(refused.output).toMatch(new RegExp(`lead ${id} not sent \\(\\w+ 451\\); it stays in the outbox`));
  expect(await waiting()).toEqual([
    expect.objectContaining({ id, attempts: 1, lastError: expect.stringMatching(/451/) }),
  ]);

  smtp.refuse = false;
  const drain = await drainOutbox(outboxEnv());
  expect(drain.exit, drain.output).toBe(0);
  expect([...drain.delivered]).toEqual([[id, 1]]);
  expect(await waiting()).toEqual([]);
});
