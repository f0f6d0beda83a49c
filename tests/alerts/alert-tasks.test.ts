// `alerts:status` (counts only, readable without the key) and `alerts:purge` (what has ended, even when no configured
// key opens it: its dates are readable).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openAlertKv } from "../../src/lib/alerts/delivery/alert-kv";
import { createAlertStore } from "../../src/lib/alerts/delivery/alert-store";
import { alertStatus, formatAlertStatus, purgeAlerts } from "../../src/lib/alerts/delivery/alert-tasks";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { KEY, subscription } from "./support/alert-fixtures";

const NOW = new Date("2026-11-24T12:00:00Z");
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "alert-tasks-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const storeWith = (env: Record<string, string>) =>
  createAlertStore(openAlertKv({ kind: "file", dir }, {}), readKeyring(env, []));

async function fill() {
  const store = storeWith({ LEAD_OUTBOX_KEY: KEY });
  await store.save("a".repeat(24), subscription({ id: "1".repeat(24) }));
  await store.save(
    "a".repeat(24),
    subscription({ id: "2".repeat(24), target: { kind: "new-arrivals", search: "", known: [] } }),
  );
  await store.save(
    "b".repeat(24),
    subscription({ id: "3".repeat(24), confirmedAt: undefined, createdAt: "2026-11-24T08:00:00.000Z" }),
  );
  await store.save(
    "c".repeat(24),
    subscription({ id: "4".repeat(24), confirmedAt: undefined, createdAt: "2026-11-20T08:00:00.000Z" }),
  );
  await store.noteMailed("c".repeat(24), new Date("2026-11-20T09:00:00Z"));
  return store;
}

describe("alerts:status", () => {
  it("counts by kind and state, with no address, car or search", async () => {
    await fill();
    const status = await alertStatus(storeWith({ LEAD_OUTBOX_KEY: KEY }), NOW);
    expect(status).toMatchObject({
      addresses: 3,
      waiting: 1,
      confirmed: { "price-drop": 1, "new-arrivals": 1 },
      expired: 1,
      unreadable: 0,
    });
    const lines = formatAlertStatus(status, "file:x").join("\n");
    expect(lines).toMatch(
      /3 address\(es\); 1 price-drop and 1 new-arrival alert\(s\) confirmed, 1 waiting for confirmation, 1 ended/,
    );
    expect(lines).not.toMatch(/shopper|H24100/);
  });

  it("reports alerts no configured key opens", async () => {
    await fill();
    const status = await alertStatus(storeWith({ LEAD_OUTBOX_KEY: Buffer.alloc(32, 1).toString("base64") }), NOW);
    expect(status.unreadable).toBe(4);
  });
});

describe("alerts:purge", () => {
  it("deletes what has ended, sealed with a lost key or not, and the notes of addresses left with no alert", async () => {
    await fill();
    const lostKey = storeWith({ LEAD_OUTBOX_KEY: Buffer.alloc(32, 1).toString("base64") });
    expect(await purgeAlerts(lostKey, NOW)).toEqual({ deleted: 1, addresses: 1, locks: 0 });
    const store = storeWith({ LEAD_OUTBOX_KEY: KEY });
    expect([...(await store.all()).keys()].sort()).toEqual(["a".repeat(24), "b".repeat(24)]);
    expect(await store.lastMailed("c".repeat(24))).toBeUndefined();
  });
});
