// `alerts:send`'s run (src/lib/alerts/delivery/send-alerts.ts) with a real SMTP server and a real folder store: one
// e-mail per address with all its news, nothing the second time, at most one a day, nothing after unsubscribing,
// the confirmations that waited, the ended alerts deleted, a failed send tried again, two runs at once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addressTag, subscriptionId } from "../../src/lib/alerts/delivery/alert-keys";
import { openAlertKv } from "../../src/lib/alerts/delivery/alert-kv";
import { createAlertMailer } from "../../src/lib/alerts/delivery/alert-mailer";
import { createAlertStore, type AlertStore } from "../../src/lib/alerts/delivery/alert-store";
import { sendAlerts, type SendAlertsReport } from "../../src/lib/alerts/delivery/send-alerts";
import type { AlertVehicle } from "../../src/lib/alerts/alert-vehicle";
import type { Subscription } from "../../src/lib/alerts/subscription";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { startSmtpServer, type TestSmtpServer } from "../leads/support/smtp-test-server";
import { BADGES, DEALER, INVENTORY, KEY, car, inventoryOf, subscription, withCar } from "./support/alert-fixtures";
import { readAlertMail } from "./support/read-alert-mail";

const key = Buffer.from(KEY, "base64");
const DAY = 24 * 3600_000;
const START = new Date("2026-11-24T12:00:00Z");

let smtp: TestSmtpServer;
let dir: string;
let store: AlertStore;
let logs: string[];

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "send-alerts-"));
  store = createAlertStore(openAlertKv({ kind: "file", dir }, {}), readKeyring({ LEAD_OUTBOX_KEY: KEY }, []));
  smtp.messages.length = 0;
  smtp.refuse = false;
  logs = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function add(
  email: string,
  overrides: Partial<Subscription>,
): Promise<{ tag: string; subscription: Subscription }> {
  const tag = addressTag(email, key);
  const draft = subscription({ email, ...overrides });
  const sub = { ...draft, id: subscriptionId(tag, draft.target, key) };
  await store.save(tag, sub);
  return { tag, subscription: sub };
}

const run = (live: AlertVehicle[], now: Date) =>
  sendAlerts({
    store,
    mailer: createAlertMailer({
      url: smtp.plainUrl,
      requireTls: false,
      from: '"Sierra Vista Motors" <sales@sierravistamotors.example>',
    }),
    site: { dealer: DEALER, badges: BADGES, siteUrl: "https://sierravistamotors.example" },
    live: inventoryOf(live),
    now,
    log: (line) => logs.push(line),
  }) as Promise<SendAlertsReport>;

const mails = () => smtp.messages.map(readAlertMail);
const cheaper = withCar(INVENTORY, "H24100", { price: 17_995 });

describe("sendAlerts", () => {
  it("mails each address once with all its news, in its language, with both unsubscribe headers; then nothing", async () => {
    await add("ana@example.com", {});
    await add("ana@example.com", {
      target: { kind: "new-arrivals", search: "make=Honda", known: ["H24100", "H24200"] },
    });
    await add("luis@example.com", { language: "es" });
    const fit = car({ stockNumber: "H24301", make: "Honda", model: "Fit", trim: "LX", dateInStock: "2026-11-23" });
    const report = await run([...cheaper, fit], START);
    expect(report).toMatchObject({ addresses: 2, mailed: 2, failed: 0, confirmations: 0 });
    const [ana, luis] = [...mails()].sort((a, b) => a.to[0].localeCompare(b.to[0]));
    expect(ana.subject).toBe("News on the cars you follow at Sierra Vista Motors");
    expect(ana.text).toContain("Was $18,995, now $17,995");
    expect(ana.text).toContain("2020 Honda Fit LX: $21,995, 42,150 miles");
    expect(luis.subject).toBe("Bajó el precio: 2019 Honda Civic EX ahora cuesta $17,995");
    expect(luis.text).toContain("Antes $18,995, ahora $17,995");
    for (const mail of [ana, luis]) {
      expect(mail.headers["list-unsubscribe"]).toMatch(
        /^<https:\/\/sierravistamotors\.example\/api\/alerts\?unsubscribe=u2\.[\w-]+(&language=es)?>$/,
      );
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain("Sierra Vista Motors, 4820 Fruitridge Road, Sacramento, CA 95820");
    }
    // Idempotent: the same live inventory the next day, the next week: nothing.
    expect(await run([...cheaper, fit], new Date(START.getTime() + 2 * DAY))).toMatchObject({ mailed: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(2);
    expect(logs).toEqual([]);
  });

  it("sends no more than one e-mail a day: the next change waits for the day to pass", async () => {
    await add("ana@example.com", {});
    await run(cheaper, START);
    const cheaperStill = withCar(INVENTORY, "H24100", { price: 16_995 });
    expect(await run(cheaperStill, new Date(START.getTime() + 23 * 3600_000))).toMatchObject({ mailed: 0, waiting: 1 });
    expect(await run(cheaperStill, new Date(START.getTime() + DAY))).toMatchObject({ mailed: 1, waiting: 0 });
    expect(mails()[1].text).toContain("Was $17,995, now $16,995");
  });

  it("sends nothing to an address that unsubscribed", async () => {
    const { tag } = await add("ana@example.com", {});
    await store.unsubscribe(tag, START);
    expect(await run(cheaper, START)).toMatchObject({ addresses: 0, mailed: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it("sends a last note for a sold car and ends the alert", async () => {
    await add("ana@example.com", {});
    await run(withCar(INVENTORY, "H24100", { status: "sold" }), START);
    expect(mails()[0].subject).toBe("The 2019 Honda Civic EX has been sold");
    expect(await store.all()).toEqual(new Map());
  });

  it("keeps the news when the SMTP server refuses, and sends it on the next run", async () => {
    await add("ana@example.com", {});
    smtp.refuse = true;
    expect(await run(cheaper, START)).toMatchObject({ mailed: 0, failed: 1 });
    expect(logs.join("\n")).toMatch(/an e-mail was not sent \(\w+ 451\)/);
    expect(logs.join("\n")).not.toMatch(/ana|example/);
    smtp.refuse = false;
    expect(await run(cheaper, new Date(START.getTime() + 3600_000))).toMatchObject({ mailed: 1 });
  });

  it("sends the confirmation that waited for the once-a-day rule, and deletes requests past 48 hours", async () => {
    const { tag } = await add("ana@example.com", { confirmedAt: undefined, createdAt: START.toISOString() });
    await store.noteConfirmation(tag, new Date(START.getTime() - 2 * 3600_000));
    await add("old@example.com", {
      confirmedAt: undefined,
      createdAt: new Date(START.getTime() - 49 * 3600_000).toISOString(),
    });
    expect(await run(INVENTORY, START)).toMatchObject({ confirmations: 0, expired: 1 });
    expect(await run(INVENTORY, new Date(START.getTime() + 22 * 3600_000))).toMatchObject({ confirmations: 1 });
    expect(mails().map((mail) => mail.subject)).toEqual(["Confirm your e-mail alerts from Sierra Vista Motors"]);
    expect([...(await store.all()).keys()]).toEqual([tag]);
  });

  it("deletes a confirmed alert 180 days after it was confirmed", async () => {
    await add("ana@example.com", {});
    const later = new Date(Date.parse(subscription().confirmedAt as string) + 181 * DAY);
    expect(await run(cheaper, later)).toMatchObject({ expired: 1, mailed: 0 });
    expect(await store.all()).toEqual(new Map());
  });

  it("stands back while another run holds the lock", async () => {
    await add("ana@example.com", {});
    const release = await store.lock(START.getTime());
    expect(await run(cheaper, START)).toBe("busy");
    await release?.();
    expect(await run(cheaper, START)).toMatchObject({ mailed: 1 });
  });
});
