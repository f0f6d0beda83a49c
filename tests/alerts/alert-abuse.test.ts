// The alerts cannot be turned against an inbox (the security review's findings, each reproduced here): parallel
// requests and +tag spellings send one confirmation, a mailbox's requests are capped, a search carries only the
// inventory's words, a confirmation link confirms only what its e-mail named, an unsubscribed mailbox is not mailed
// again at once, an unsubscribe link ends, and no alert e-mail leaves without an https SITE_URL. Through
// src/api/alerts.ts as Gatsby calls it, with a real SMTP server and a real folder store; the runs that need days to
// pass are take-requests.ts with its clock given.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addressTag, unsubscribeToken } from "../../src/lib/alerts/delivery/alert-keys";
import { openAlertKv } from "../../src/lib/alerts/delivery/alert-kv";
import { createAlertMailer } from "../../src/lib/alerts/delivery/alert-mailer";
import { createAlertStore, type AlertStore } from "../../src/lib/alerts/delivery/alert-store";
import { takeQueuedRequests } from "../../src/lib/alerts/delivery/take-requests";
import type { AlertRequest } from "../../src/lib/alerts/alert-request";
import type { AlertInventory } from "../../src/lib/alerts/alert-vehicle";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { startSmtpServer, type TestSmtpServer } from "../leads/support/smtp-test-server";
import { callAlerts, post, SITE } from "./support/alert-http";
import { BADGES, DEALER, INVENTORY, KEY, inventoryOf } from "./support/alert-fixtures";
import { linkIn, readAlertMail } from "./support/read-alert-mail";

const state = vi.hoisted(() => ({ inventory: undefined as AlertInventory | undefined }));
vi.mock("../../src/lib/alerts/delivery/build-alert-inventory", () => ({
  buildAlertInventory: () => state.inventory,
}));

const DAY = 24 * 3600_000;
let smtp: TestSmtpServer;
let outbox: string;
let logs: string[];

const priceDrop = { email: "victim@example.com", kind: "price-drop", vehicle: "H24100", consent: "yes" };
const store = (): AlertStore =>
  createAlertStore(openAlertKv({ kind: "file", dir: outbox }, {}), readKeyring({ LEAD_OUTBOX_KEY: KEY }, []));
const subscriptions = async () =>
  [...(await store().all()).values()].flat().flatMap((entry) => ("subscription" in entry ? [entry.subscription] : []));
const mails = () => smtp.messages.map(readAlertMail);
/** A different client for each request: the per-client limit is not what is tested here. */
let client = 0;
const from = () => ({ remoteAddress: `198.51.${Math.floor(client / 200)}.${(client++ % 200) + 1}` });

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.alerts.shared-state"));
  state.inventory = inventoryOf(INVENTORY);
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "alert-abuse-"));
  smtp.messages.length = 0;
  vi.stubEnv("LEAD_SMTP_URL", smtp.plainUrl);
  vi.stubEnv("LEAD_OUTBOX_URL", `file:${outbox}`);
  vi.stubEnv("LEAD_OUTBOX_KEY", KEY);
  vi.stubEnv("LEAD_RATE_LIMIT", "100");
  vi.stubEnv("LEAD_GLOBAL_LIMIT", "1000");
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("SITE_URL", SITE);
  logs = [];
  vi.spyOn(console, "info").mockImplementation((line: unknown) => void logs.push(String(line)));
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe("one confirmation a day per mailbox", () => {
  it("sends one for 8 parallel requests of a new address", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(priceDrop, from())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(smtp.messages).toHaveLength(1);
    expect(await subscriptions()).toHaveLength(1);
  });

  it("sends one for 8 +tag spellings of one inbox", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => post({ ...priceDrop, email: `victim+${index}@example.com` }, from())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(smtp.messages).toHaveLength(1);
    // The same car for the same mailbox: one request, whatever the spelling.
    expect(await subscriptions()).toHaveLength(1);
    expect(mails()[0].to).toHaveLength(1);
  });

  it("also for Gmail's dotted spellings", async () => {
    for (const email of ["vic.tim@gmail.com", "v.ictim@gmail.com", "victim@googlemail.com"])
      expect((await post({ ...priceDrop, email }, from())).status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
  });
});

describe("a mailbox's caps", () => {
  it("keeps at most 5 requests waiting for confirmation, and answers every one the same", async () => {
    const stocks = ["H24100", "H24200", "T24205", "F24177"];
    const answers = [];
    for (const [index, stock] of [...stocks, "H24100,H24200", "H24100,T24205"].entries())
      answers.push(await post({ ...priceDrop, vehicle: stock, email: `victim+${index}@example.com` }, from()));
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.json]))).size).toBe(1);
    expect(await subscriptions()).toHaveLength(5);
    expect(logs.join("\n")).toMatch(/1 over a mailbox's limits/);
  });
});

describe("a search in the inventory's words only", () => {
  it("refuses somebody's sentence, and hidden characters, before anything is kept or sent", async () => {
    for (const search of [
      "q=ACCOUNT+LOCKED+call+1+555+0100+now",
      "make=Visit+evil.example%2Fverify",
      "q=civic%1B%07",
      "q=civic%E2%80%AE",
    ]) {
      const answer = await post({ ...priceDrop, kind: "new-arrivals", search }, from());
      expect(answer.status, search).toBe(422);
      expect((answer.json as { errors: Record<string, string> }).errors.search).toMatch(/no car on our site can have/);
    }
    expect(smtp.messages).toHaveLength(0);
    expect(await store().queued()).toEqual([]);
  });
});

describe("the links", () => {
  it("an unsubscribe link past its end deletes nothing and says so", async () => {
    await post(priceDrop, from());
    const tag = addressTag(priceDrop.email, Buffer.from(KEY, "base64"));
    const ended = unsubscribeToken(tag, new Date(Date.now() - 1000), Buffer.from(KEY, "base64"));
    expect(await post({ action: "unsubscribe", token: ended })).toMatchObject({ status: 410 });
    expect(await subscriptions()).toHaveLength(1);
    const link = new URL(linkIn(mails()[0].text, /\/alerts\/unsubscribe\/$/));
    expect(await post({ action: "unsubscribe", token: link.searchParams.get("token") })).toMatchObject({
      status: 200,
    });
    expect(await subscriptions()).toEqual([]);
  });
});

describe("SITE_URL", () => {
  it("must be an https address, or no alert is taken and no e-mail sent", async () => {
    for (const siteUrl of ["http://sierravistamotors.example", ""]) {
      vi.stubEnv("SITE_URL", siteUrl);
      const answer = await callAlerts({
        headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
        body: priceDrop,
        ...from(),
      });
      expect(answer).toMatchObject({ status: 503 });
    }
    expect(smtp.messages).toHaveLength(0);
    expect(logs.join("\n")).toMatch(/SITE_URL \(http:\/\/sierravistamotors\.example\) is not an https address/);
  });
});

describe("after an unsubscribe", () => {
  const mailer = () => createAlertMailer({ url: smtp.plainUrl, requireTls: false, from: "sales@dealer.example" });
  const site = { dealer: DEALER, badges: BADGES, siteUrl: SITE };
  const request: AlertRequest = {
    email: "victim@example.com",
    language: "en",
    target: { kind: "price-drop", cars: [{ stockNumber: "H24100", title: "2019 Honda Civic EX", price: 18_995 }] },
  };
  const askAt = async (at: Date) => {
    const alerts = store();
    await alerts.enqueue(request, at.getTime());
    return takeQueuedRequests({ store: alerts, mailer: mailer(), site, now: at, log: () => undefined });
  };

  it("the mailbox gets no confirmation at once, one at most in the next 30 days, then again one a day", async () => {
    const start = new Date("2026-12-01T10:00:00Z");
    expect(await askAt(start)).toMatchObject({ confirmations: 1 });
    await store().unsubscribe(store().tagOf(request.email) as string, new Date(start.getTime() + 3600_000));
    // The same hour: the day's confirmation note outlived the unsubscribe.
    expect(await askAt(new Date(start.getTime() + 2 * 3600_000))).toMatchObject({ confirmations: 0 });
    // Days later somebody asks on the site again: one confirmation; then none until the 30 days are over.
    expect(await askAt(new Date(start.getTime() + 2 * DAY))).toMatchObject({ confirmations: 1 });
    expect(await askAt(new Date(start.getTime() + 5 * DAY))).toMatchObject({ confirmations: 0 });
    expect(await askAt(new Date(start.getTime() + 29 * DAY))).toMatchObject({ confirmations: 0 });
    expect(await askAt(new Date(start.getTime() + 31 * DAY))).toMatchObject({ confirmations: 1 });
    expect(smtp.messages).toHaveLength(3);
  });
});
