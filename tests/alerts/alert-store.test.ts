// The alerts' part of the outbox, on each store the site can use (a folder, Netlify Blobs' own server, s3rver; real
// servers on loopback): subscriptions by address, sealed with LEAD_OUTBOX_KEY, the once-a-day notes, the sender's
// lock; and the lead outbox in the same place does not see any of it.
import { addressTag } from "../../src/lib/alerts/delivery/alert-keys";
import { openAlertKv } from "../../src/lib/alerts/delivery/alert-kv";
import { createAlertStore, type AlertStore } from "../../src/lib/alerts/delivery/alert-store";
import { loadLeads } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { parseOutboxUrl } from "../../src/lib/server-kit/store/outbox-location";
import { STORES, STORE_TEST_ENV, type RunningStore } from "../leads/support/store-servers";
import { KEY, subscription } from "./support/alert-fixtures";

const keyring = readKeyring({ LEAD_OUTBOX_KEY: KEY }, []);

describe.each(STORES)("the alerts in a %s outbox", (kind, start) => {
  let running: RunningStore;
  let store: AlertStore;
  let url: string;
  let name: string;

  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running.stop();
  });
  beforeEach(() => {
    name = `alerts-${Math.random().toString(36).slice(2, 8)}`;
    url = running.url(name);
    const location = parseOutboxUrl(url, process.cwd());
    if ("problem" in location) throw new Error(location.problem);
    store = createAlertStore(openAlertKv(location, STORE_TEST_ENV), keyring);
  });

  it("keeps subscriptions by mailbox, sealed; an unsubscribe deletes them and keeps only dates, until forgotten", async () => {
    const tag = store.tagOf("shopper@example.com") as string;
    expect(tag).toBe(addressTag("shopper@example.com", Buffer.from(KEY, "base64")));
    const first = subscription();
    const second = subscription({ id: "f".repeat(24), confirmedAt: undefined });
    await store.save(tag, first);
    await store.save(tag, second);
    await store.save("a".repeat(24), subscription({ email: "other@example.com" }));
    expect((await store.ofAddress(tag)).map((entry) => "subscription" in entry && entry.subscription)).toEqual([
      first,
      second,
    ]);
    expect([...(await store.all()).keys()].sort()).toEqual(["a".repeat(24), tag].sort());
    const [mailed, confirmed, unsubscribed] = ["10:00", "09:00", "11:00"].map(
      (time) => new Date(`2026-11-23T${time}:00Z`),
    );
    await store.noteMailed(tag, mailed);
    await store.noteConfirmation(tag, confirmed);
    expect(await store.lastMailed(tag)).toEqual(mailed);
    expect(await store.unsubscribe(tag, unsubscribed)).toBe(2);
    expect(await store.ofAddress(tag)).toEqual([]);
    // The once-a-day rule and the suppression outlive the subscriptions.
    expect(await store.lastConfirmation(tag)).toEqual(confirmed);
    expect(await store.unsubscribedAt(tag)).toEqual(unsubscribed);
    expect(await store.addressTags()).toEqual([tag]);
    await store.forgetAddress(tag);
    expect([await store.lastConfirmation(tag), await store.unsubscribedAt(tag), await store.lastMailed(tag)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(await store.ofAddress("a".repeat(24))).toHaveLength(1);
  });

  it("puts back the day's confirmation note an unsent e-mail had taken", async () => {
    const tag = store.tagOf("shopper@example.com") as string;
    const [before, now] = [new Date("2026-11-22T08:00:00Z"), new Date("2026-11-23T09:00:00Z")];
    await store.restoreConfirmation(tag, undefined);
    await store.noteConfirmation(tag, now);
    await store.restoreConfirmation(tag, undefined);
    expect(await store.lastConfirmation(tag)).toBeUndefined();
    await store.noteConfirmation(tag, before);
    await store.noteConfirmation(tag, now);
    await store.restoreConfirmation(tag, before);
    expect(await store.lastConfirmation(tag)).toEqual(before);
  });

  it("queues requests sealed, oldest first, and refuses to open one moved to another name", async () => {
    const request = { email: "shopper@example.com", language: "es" as const, target: subscription().target };
    await store.enqueue(request, Date.parse("2026-11-23T10:00:00Z"));
    await store.enqueue({ ...request, language: "en" }, Date.parse("2026-11-23T09:00:00Z"));
    const names = await store.queued();
    expect(names).toHaveLength(2);
    expect(await store.readQueued(names[0])).toEqual({ ...request, language: "en" });
    expect(await store.readQueued(names[1])).toEqual(request);
    const location = parseOutboxUrl(url, process.cwd());
    if ("problem" in location) throw new Error(location.problem);
    const kv = openAlertKv(location, STORE_TEST_ENV);
    const raw = (await kv.get(`requests/${names[0]}`)) as string;
    expect(raw).not.toMatch(/shopper|example\.com|H24100|Civic/);
    const moved = names[0].replace(/^\d{13}/, "0000000000001");
    await kv.put(`requests/${moved}`, raw);
    expect(await store.readQueued(moved)).toBe("unreadable");
    await store.removeQueued(names[0]);
    await store.removeQueued(moved);
    expect(await store.queued()).toEqual([names[1]]);
    expect(await store.readQueued(names[0])).toBeUndefined();
  });

  it("stores no address, car or search in clear, and a record edited in the store no longer opens", async () => {
    const tag = store.tagOf("shopper@example.com") as string;
    await store.save(tag, subscription({ confirmedAt: undefined }));
    const location = parseOutboxUrl(url, process.cwd());
    if ("problem" in location) throw new Error(location.problem);
    const kv = openAlertKv(location, STORE_TEST_ENV);
    const [key] = await kv.list("subscriptions/");
    const raw = (await kv.get(key)) as string;
    expect(raw).not.toMatch(/shopper|example\.com|H24100|Civic/);
    // Marked confirmed by someone with access to the store but not the key: it does not open.
    const edited = JSON.parse(raw) as Record<string, unknown>;
    await kv.put(key, JSON.stringify({ ...edited, confirmedAt: "2026-11-20T10:05:00.000Z" }));
    const [entry] = await store.ofAddress(tag);
    expect(entry).toMatchObject({ unreadable: expect.any(String) });
  });

  it("lets one sender at a time hold the lock", async () => {
    const now = Date.now();
    const release = await store.lock(now);
    expect(release).toBeDefined();
    expect(await store.lock(now + 1)).toBeUndefined();
    // A lock 15 minutes old belongs to a sender that stopped.
    expect(await store.lock(now + 16 * 60_000)).toBeDefined();
    await release?.();
  });

  it("dates locks by the store's clock: on a shared store a sender 16 minutes ahead cannot take a live one", async () => {
    const release = await store.lock(Date.now());
    expect(release).toBeDefined();
    const location = parseOutboxUrl(url, process.cwd());
    if ("problem" in location) throw new Error(location.problem);
    // Another sender, with its own store object (it measures the store's clock itself).
    const other = createAlertStore(openAlertKv(location, STORE_TEST_ENV), keyring);
    const ahead = Date.now() + 16 * 60_000;
    // A folder is on this machine: its clock is the one every sender there shares, so "ahead" is simply later.
    const sharedByOneMachine = kind === "file";
    expect(await other.removeStaleLocks(ahead)).toBe(sharedByOneMachine ? 1 : 0);
    expect((await other.lock(ahead)) !== undefined).toBe(sharedByOneMachine);
    await release?.();
  });

  it("is not seen by the lead outbox kept in the same place", async () => {
    await store.save(store.tagOf("shopper@example.com") as string, subscription());
    await store.noteRun({ at: new Date().toISOString(), inventoryId: "x", sent: 0 });
    const leads = running.open(name);
    expect(await loadLeads(leads)).toEqual([]);
    expect(await leads.usage()).toEqual([]);
  });
});
