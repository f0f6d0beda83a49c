// One contract, three stores: the folder, Netlify Blobs (its own BlobsServer) and S3 (s3rver), each on a
// real server on loopback, delivering to the real SMTP test server. What every outbox must do: keep a lead
// whole or not at all, list oldest first, let one sender take a lead, delete it only once the SMTP server
// accepted it, honour the caps, survive a sender that died, and fail plainly when the store is down.
import type { LeadMessage } from "../../src/lib/leads/delivery/outbox/lead-message";
import {
  loadLeads,
  openMessage,
  parseRecord,
  saveLead,
  serializeRecord,
  type LeadOutbox,
} from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { OutboxFullError, STALE_CLAIM_MS, type OutboxStore } from "../../src/lib/server-kit/store/outbox-store";
import { sendOutbox } from "../../src/lib/leads/delivery/mail/send-outbox";
import { createSmtpMailer, type LeadMailer } from "../../src/lib/leads/delivery/mail/smtp-mailer";
import { parseOutboxUrl } from "../../src/lib/server-kit/store/outbox-location";
import { openOutboxStore } from "../../src/lib/server-kit/store/open-outbox-store";
import { saveHeld } from "./support/held-leads";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-test-server";
import { STORE_TEST_ENV, STORES, type RunningStore } from "./support/store-servers";

const NO_KEYS = readKeyring({}, []);

const message = (id: string, name = "Maria"): LeadMessage => ({
  id,
  formType: "contact",
  createdAt: "2026-11-21T18:30:00.000Z",
  subject: "Contact request from the website",
  adf: `<?xml version="1.0"?>\n<adf><name>${name}</name></adf>`,
  summary: `Name: ${name}\n`,
  replyTo: "maria@example.com",
});

let smtp: TestSmtpServer;
const quiet = () => undefined;

beforeAll(async () => {
  // The S3 SDK reads its credentials from the environment, as it would on a server.
  for (const [name, value] of Object.entries(STORE_TEST_ENV)) vi.stubEnv(name, value);
  smtp = await startSmtpServer();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.close();
});

beforeEach(() => {
  smtp.messages.length = 0;
  smtp.refuse = false;
});

const mailer = (): LeadMailer =>
  createSmtpMailer({
    url: smtp.plainUrl,
    requireTls: false,
    to: ["crm@dealer.example"],
    from: "web@dealer.example",
    format: "adf",
    routes: {},
  });

const sentIds = () => smtp.messages.map((mail) => /X-Lead-Id: (\S+)/i.exec(mail.raw)?.[1]);

describe.each(STORES)("the %s outbox store", (_kind, start) => {
  let running: RunningStore;
  let store: OutboxStore;
  let outbox: LeadOutbox;
  let testNumber = 0;

  beforeAll(async () => {
    running = await start();
  });

  afterAll(async () => {
    await running.stop();
  });

  beforeEach(() => {
    testNumber += 1;
    store = running.open(`t${testNumber}`);
    outbox = { store, keyring: NO_KEYS };
  });

  it("saves a lead whole, lists leads oldest first, and reads each back", async () => {
    await saveLead(outbox, message("B"), { now: new Date("2026-11-21T10:00:00Z") });
    await saveLead(outbox, message("A"), { now: new Date("2026-11-20T10:00:00Z") });
    await saveLead(outbox, message("C"), { now: new Date("2026-11-22T10:00:00Z") });
    const leads = await loadLeads(store);
    expect(leads.map((lead) => ("record" in lead ? lead.record.id : lead.unreadable))).toEqual(["A", "B", "C"]);
    const [first] = leads;
    expect("record" in first && openMessage(first.record, NO_KEYS)).toEqual(message("A"));
    expect((await store.usage()).length).toBe(3);
    expect(await running.open(`t${testNumber}-empty`).list()).toEqual([]);
  });

  it("lets exactly one of two concurrent claims take a lead, and gives it back on release", async () => {
    const name = await saveLead(outbox, message("C1"));
    const claims = await Promise.all([store.claim(name, Date.now()), store.claim(name, Date.now())]);
    const won = claims.filter((claim) => claim !== undefined);
    // The folder's rename always has one winner; an object store's claim may have none (both retry later),
    // never two.
    expect(won.length).toBeLessThanOrEqual(1);
    const claim = won[0] ?? (await store.claim(name, Date.now()));
    expect(claim).toBeDefined();
    expect(await store.list()).toEqual([]);
    expect(await store.claim(name, Date.now())).toBeUndefined();
    await store.release(claim!);
    expect((await store.list()).map((entry) => entry.name)).toEqual([name]);
  });

  it("sends each lead exactly once when two senders run at once", async () => {
    for (let i = 0; i < 12; i++)
      await saveLead(outbox, message(`L${String(i).padStart(2, "0")}`), {
        now: new Date(Date.UTC(2026, 10, 21, 10, 0, i)),
      });
    const reports = await Promise.all([sendOutbox(outbox, mailer(), quiet), sendOutbox(outbox, mailer(), quiet)]);
    // A lead both senders stood back from waits for the next run, as the scheduled drain would do.
    const last = await sendOutbox(outbox, mailer(), quiet);
    const ids = sentIds();
    expect(ids.length, `sent twice: ${ids.filter((id, index) => ids.indexOf(id) !== index).join(", ")}`).toBe(12);
    expect(new Set(ids).size).toBe(12);
    expect([...reports, last].flatMap((report) => report.sent).sort()).toEqual([...ids].sort());
    expect(await store.list()).toEqual([]);
    expect(await store.usage()).toEqual([]);
  });

  it("deletes a lead only after the SMTP server accepted it, and keeps its attempts and last error until then", async () => {
    await saveLead(outbox, message("RETRY"));
    smtp.refuse = true;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const report = await sendOutbox(outbox, mailer(), quiet);
      expect(report.failed).toEqual(["RETRY"]);
      const [lead] = await loadLeads(store);
      expect("record" in lead && lead.record).toMatchObject({
        attempts: attempt,
        lastError: expect.stringMatching(/451/),
      });
    }
    smtp.refuse = false;
    expect((await sendOutbox(outbox, mailer(), quiet)).sent).toEqual(["RETRY"]);
    expect(sentIds()).toEqual(["RETRY"]);
    expect(await store.list()).toEqual([]);
  });

  it("refuses a lead past the cap in files or bytes, writing nothing", async () => {
    const limits = { maxFiles: 2, maxBytes: 100_000 };
    await saveLead(outbox, message("P1"), { limits });
    await saveLead(outbox, message("P2"), { limits });
    await expect(saveLead(outbox, message("P3"), { limits })).rejects.toBeInstanceOf(OutboxFullError);
    const bytes = (await store.usage()).reduce((sum, entry) => sum + entry.bytes, 0);
    await expect(
      saveLead(outbox, message("P4"), { limits: { maxFiles: 100, maxBytes: bytes + 10 } }),
    ).rejects.toMatchObject({
      code: "OUTBOX_FULL",
    });
    expect((await store.usage()).reduce((sum, entry) => sum + entry.bytes, 0)).toBe(bytes);
    expect((await store.usage()).length).toBe(2);
  });

  it("offers again, after 15 minutes, a lead whose sender died between claiming it and confirming it", async () => {
    const name = await saveLead(outbox, message("CRASH"));
    const claim = await store.claim(name, Date.now());
    expect(claim).toBeDefined(); // ...and the sender dies here, before the SMTP server answered.
    expect((await sendOutbox(outbox, mailer(), quiet)).sent).toEqual([]);
    const later = () => new Date(Date.now() + STALE_CLAIM_MS + 60_000);
    const report = await sendOutbox(outbox, mailer(), quiet, later);
    expect(report.sent).toEqual(["CRASH"]);
    expect(sentIds()).toEqual(["CRASH"]);
    expect(await store.usage()).toEqual([]);
  });

  it("fails plainly when the store is down, leaving nothing half-written", async () => {
    const location = parseOutboxUrl(await running.downUrl(), process.cwd());
    if ("problem" in location) throw new Error(location.problem);
    const down = { store: openOutboxStore(location, STORE_TEST_ENV), keyring: NO_KEYS };
    await expect(saveLead(down, message("DOWN"))).rejects.toThrow();
    expect(await store.list()).toEqual([]);
  }, 60_000);

  it("keeps a held lead out of sending until it is released", async () => {
    await saveHeld(outbox, message("HELD"));
    await saveLead(outbox, message("NOW"));
    const report = await sendOutbox(outbox, mailer(), quiet);
    expect(report).toMatchObject({ sent: ["NOW"], held: ["HELD"] });
    expect(sentIds()).toEqual(["NOW"]);
    expect((await store.list()).length).toBe(1);
  });

  it("does not let a claim dated a day ahead (a sender's wrong clock) hide a lead from the others", async () => {
    const name = await saveLead(outbox, message("AHEAD"));
    const wrongClock = running.open(`t${testNumber}`); // the other sender's own store object
    const ahead = await wrongClock.claim(name, Date.now() + 24 * 60 * 60 * 1000);
    expect(ahead).toBeDefined();
    // A folder takes the sender's date, so the claim is stale at once: given back by the next sender, and sent by
    // it. An object store dates the claim by its own clock: it is a claim made now, live for 15 minutes like any
    // other, and the lead waits for it.
    const staleAtOnce = running.kind === "file";
    expect(await store.releaseStale(Date.now())).toBe(staleAtOnce ? 1 : 0);
    expect((await store.list()).map((entry) => entry.name)).toEqual(staleAtOnce ? [name] : []);
    expect((await sendOutbox(outbox, mailer(), quiet)).sent).toEqual(staleAtOnce ? ["AHEAD"] : []);
  });

  it("binds a sealed lead to its held state and form type: a record edited in the store does not open", async () => {
    const keyring = readKeyring({ LEAD_OUTBOX_KEY: Buffer.alloc(32, 7).toString("base64") }, []);
    const sealed = { store, keyring };
    const name = await saveHeld(sealed, message("BOUND"));
    const record = parseRecord((await store.read(name)) ?? "");
    expect(record.held).toBe(true);
    // Someone with write access to the store flips `held` off to have a flood lead e-mailed: it no longer opens.
    const claim = await store.claim(name, Date.now());
    await store.replace(claim!, serializeRecord({ ...record, held: false }));
    await store.release(claim!);
    const report = await sendOutbox(sealed, mailer(), quiet);
    expect(report).toMatchObject({ sent: [], unreadable: ["BOUND"] });
    expect(smtp.messages).toEqual([]);
  });

  it("with LEAD_OUTBOX_KEY stores no name, e-mail or phone in clear, and never deletes a lead no key opens", async () => {
    const keyring = readKeyring({ LEAD_OUTBOX_KEY: Buffer.alloc(32, 7).toString("base64") }, []);
    const sealed = { store, keyring };
    const name = await saveLead(sealed, { ...message("SEALED", "Maria Gonzalez"), summary: "Phone: 916-555-0177\n" });
    const raw = (await store.read(name)) ?? "";
    expect(raw).toContain('"keyId"');
    expect(raw).not.toMatch(/Maria|maria@example\.com|555-0177/);

    const wrongKey = { store, keyring: readKeyring({ LEAD_OUTBOX_KEY: Buffer.alloc(32, 9).toString("base64") }, []) };
    const report = await sendOutbox(wrongKey, mailer(), quiet);
    expect(report.unreadable).toEqual(["SEALED"]);
    expect(await store.read(name)).toBe(raw);

    expect((await sendOutbox(sealed, mailer(), quiet)).sent).toEqual(["SEALED"]);
    expect(smtp.messages[0].raw).toContain("Maria Gonzalez");
  });
});

describe.each([STORES[1], STORES[2]])("%s claims, dated by the store's clock", (kind, start) => {
  let running: RunningStore;

  beforeAll(async () => {
    for (const [name, value] of Object.entries(STORE_TEST_ENV)) vi.stubEnv(name, value);
    running = await start();
  });

  afterAll(async () => {
    await running.stop();
    vi.unstubAllEnvs();
  });

  it("keeps a lead one sender holds from a sender whose clock runs 16 minutes ahead", async () => {
    const store = running.open("clock");
    const name = await saveLead({ store, keyring: NO_KEYS }, message("HELD-BY-A"));
    const byA = await store.claim(name, Date.now());
    expect(byA).toBeDefined();
    const sixteenMinutesAhead = Date.now() + 16 * 60 * 1000;
    const otherSender = running.open("clock"); // its own store object: it asks the bucket's clock itself
    expect(await otherSender.releaseStale(sixteenMinutesAhead)).toBe(0);
    expect(await otherSender.claim(name, sixteenMinutesAhead)).toBeUndefined();
    expect(await store.list()).toEqual([]);
  });

  it("falls back to claim-then-list on a server that ignores If-None-Match (s3rver), with a token per claim", async () => {
    expect(kind).toMatch(/^(s3|netlify-blobs)$/); // both give a token per claim here
    const store = running.open("fallback");
    const name = await saveLead({ store, keyring: NO_KEYS }, message("TOKEN"));
    const claim = await store.claim(name, Date.now());
    expect(claim?.token).toMatch(/^\d{13}-[0-9a-f-]{36}$/);
  });
});
