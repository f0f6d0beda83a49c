// The alerts' part of the outbox, on each store the site can use (a folder, Netlify Blobs' own server, s3rver; real
// servers on loopback): subscriptions by address, sealed with LEAD_OUTBOX_KEY, the once-a-day notes, the sender's
// lock; and the lead outbox in the same place does not see any of it.
import { addressTag } from "../../src/lib/alerts/delivery/alert-keys";
import { openAlertKv } from "../../src/lib/alerts/delivery/alert-kv";
import { createAlertStore, type AlertStore } from "../../src/lib/alerts/delivery/alert-store";
import { loadLeads } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { readKeyring } from "../../src/lib/leads/delivery/store/outbox-keys";
import { parseOutboxUrl } from "../../src/lib/leads/delivery/store/outbox-location";
import { STORES, STORE_TEST_ENV, type RunningStore } from "../leads/support/store-servers";
import { KEY, subscription } from "./support/alert-fixtures";

const keyring = readKeyring({ LEAD_OUTBOX_KEY: KEY }, []);

describe.each(STORES)("the alerts in a %s outbox", (_kind, start) => {
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

  it("keeps subscriptions by address, sealed, and deletes an address's all at once", async () => {
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
    await store.noteMailed(tag, new Date("2026-11-23T10:00:00Z"));
    expect(await store.lastMailed(tag)).toEqual(new Date("2026-11-23T10:00:00Z"));
    expect(await store.removeAddress(tag)).toBe(2);
    expect(await store.ofAddress(tag)).toEqual([]);
    expect(await store.lastMailed(tag)).toBeUndefined();
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

  it("is not seen by the lead outbox kept in the same place", async () => {
    await store.save(store.tagOf("shopper@example.com") as string, subscription());
    await store.noteRun({ at: new Date().toISOString(), inventoryId: "x", sent: 0 });
    const leads = running.open(name);
    expect(await loadLeads(leads)).toEqual([]);
    expect(await leads.usage()).toEqual([]);
  });
});
