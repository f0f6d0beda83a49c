// Claims on object stores: which are live (pure), and the lock protocol that stores with conditional writes
// use, driven one step at a time through @netlify/blobs' BlobsServer on loopback, which honours
// If-None-Match for one request at a time (the concurrent case is the contract suite's, on the fallback).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { saveLead } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import type { LeadMessage } from "../../src/lib/leads/delivery/outbox/lead-message";
import { createNetlifyBlobsStore } from "../../src/lib/server-kit/store/netlify-blobs-store";
import { liveClaims, readClaims } from "../../src/lib/server-kit/store/object-claims";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { STALE_CLAIM_MS, type OutboxStore } from "../../src/lib/server-kit/store/outbox-store";

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const MINUTE = 60_000;
const token = (at: number) => `${String(at)}-0511a3a3-0301-4cc5-a4a4-291549b26cad`;

describe("which claims are live", () => {
  const folder = "site/claims/";
  const lead = "20261128T120000Z-A.100.json";
  const key = (name: string) => `${folder}${lead}/${name}`;

  it("ages tokens by the claimer's clock when the store gives no time, and takes a claim dated ahead for stale", () => {
    const claims = readClaims(
      [
        { key: key(token(NOW - 5 * MINUTE)) },
        { key: key(token(NOW - 16 * MINUTE)) },
        { key: key(token(NOW + 24 * 60 * MINUTE)) },
        { key: key(token(NOW + MINUTE)) }, // a clock a minute ahead: within the tolerance
        { key: `${folder}other/junk` },
      ],
      folder,
    );
    expect(claims).toHaveLength(4);
    expect(liveClaims(claims, { localNow: NOW }).map((claim) => claim.at)).toEqual([NOW - 5 * MINUTE, NOW + MINUTE]);
  });

  it("ages claims by the store's clock where it gives one, whatever the claimer wrote", () => {
    const claims = readClaims([{ key: key(token(NOW + 24 * 60 * MINUTE)), modified: NOW - 2 * MINUTE }], folder);
    expect(liveClaims(claims, { localNow: NOW + 16 * MINUTE, storeNow: NOW })).toHaveLength(1);
    expect(liveClaims(claims, { localNow: NOW, storeNow: NOW + STALE_CLAIM_MS })).toHaveLength(0);
  });

  it("counts only the newest lock, and not once it is released", () => {
    const at = { modified: NOW - MINUTE };
    const locks = readClaims(
      [
        { key: key("lock-000000"), ...at },
        { key: key("lock-000000.released"), ...at },
        { key: key("lock-000001"), ...at },
      ],
      folder,
    );
    expect(liveClaims(locks, { localNow: NOW, storeNow: NOW }).map((claim) => claim.token)).toEqual(["lock-000001"]);
    const released = readClaims(
      [
        { key: key("lock-000001"), ...at },
        { key: key("lock-000001.released"), ...at },
      ],
      folder,
    );
    expect(liveClaims(released, { localNow: NOW, storeNow: NOW })).toEqual([]);
  });
});

describe("the lock protocol, on a server that honours conditional writes", () => {
  const TOKEN = "test-blobs-token";
  const SITE = "test-site";
  let directory: string;
  let server: BlobsServer;
  let port: number;
  let number = 0;
  let storeName: string;

  const open = (): OutboxStore =>
    createNetlifyBlobsStore(
      { storeName, apiURL: `http://127.0.0.1:${port}`, siteID: SITE },
      { LEAD_NETLIFY_TOKEN: TOKEN },
      { conditionalClaims: true },
    );
  const keys = async () =>
    (await getStore({ name: storeName, siteID: SITE, token: TOKEN, apiURL: `http://127.0.0.1:${port}` }).list()).blobs
      .map((blob) => blob.key)
      .filter((key) => key.startsWith("claims/"))
      .map((key) => key.split("/").at(-1))
      .sort();
  const message = (id: string): LeadMessage => ({
    id,
    formType: "contact",
    createdAt: "2026-11-28T12:00:00.000Z",
    subject: "Contact request from the website",
    adf: "<adf/>",
    summary: "Name: Maria\n",
    replyTo: "maria@example.com",
  });

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "object-claims-blobs-"));
    server = new BlobsServer({ directory, token: TOKEN, port: 0 });
    ({ port } = await server.start());
  });

  afterAll(async () => {
    await server.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  beforeEach(() => {
    number += 1;
    storeName = `locks${number}`;
  });

  it("gives each generation to one sender, and the next generation after a release", async () => {
    const [a, b] = [open(), open()];
    const name = await saveLead({ store: a, keyring: readKeyring({}, []) }, message("L1"));
    const byA = await a.claim(name, Date.now());
    expect(byA?.token).toBe("lock-000000");
    expect(await b.claim(name, Date.now())).toBeUndefined();
    expect(await b.list()).toEqual([]);
    await a.release(byA!);
    expect((await b.list()).map((entry) => entry.name)).toEqual([name]);
    const byB = await b.claim(name, Date.now());
    expect(byB?.token).toBe("lock-000001");
    // The older generation is gone: the folder holds only the live lock.
    expect(await keys()).toEqual(["lock-000001"]);
    await b.remove(byB!);
    expect(await keys()).toEqual([]);
  });

  it("lets a sender take over a lock older than 15 minutes by the store's clock with the next generation, once", async () => {
    const [next, late] = [open(), open()];
    const name = await saveLead({ store: next, keyring: readKeyring({}, []) }, message("L2"));
    // A sender's lock, dated (as every lock is) by the store's clock, which is this machine's for the local server.
    const blobs = getStore({ name: storeName, siteID: SITE, token: TOKEN, apiURL: `http://127.0.0.1:${port}` });
    const lockOf = (age: number) => `${Date.now() - age}-0511a3a3-0301-4cc5-a4a4-291549b26cad`;
    await blobs.set(`claims/${name}/lock-000000`, lockOf(MINUTE));
    expect(await next.claim(name, Date.now())).toBeUndefined(); // still live
    // Its sender stopped 16 minutes ago: however its own clock ran, the store's says the lock is stale.
    await blobs.set(`claims/${name}/lock-000000`, lockOf(STALE_CLAIM_MS + MINUTE));
    const taken = await next.claim(name, Date.now());
    expect(taken?.token).toBe("lock-000001");
    expect(await late.claim(name, Date.now())).toBeUndefined();
  });

  it("keeps a live lock from a sender whose clock runs 16 minutes ahead", async () => {
    const [holder, ahead] = [open(), open()];
    const name = await saveLead({ store: holder, keyring: readKeyring({}, []) }, message("L4"));
    expect(await holder.claim(name, Date.now())).toBeDefined();
    const sixteenMinutesAhead = Date.now() + STALE_CLAIM_MS + MINUTE;
    expect(await ahead.releaseStale(sixteenMinutesAhead)).toBe(0);
    expect(await ahead.claim(name, sixteenMinutesAhead)).toBeUndefined();
  });

  it("refuses a sender that writes an old generation after a newer one was taken", async () => {
    const [a, b] = [open(), open()];
    const name = await saveLead({ store: a, keyring: readKeyring({}, []) }, message("L3"));
    const first = await a.claim(name, Date.now());
    await a.release(first!);
    const second = await b.claim(name, Date.now()); // lock-000001; lock-000000 is deleted
    expect(second?.token).toBe("lock-000001");
    // A sender that listed before any of this writes lock-000000 now: the write succeeds, the claim must not.
    const blobs = getStore({ name: storeName, siteID: SITE, token: TOKEN, apiURL: `http://127.0.0.1:${port}` });
    await blobs.set(`claims/${name}/lock-000000`, `${Date.now()}-0511a3a3-0301-4cc5-a4a4-291549b26cad`);
    expect(await a.list()).toEqual([]);
    expect(await a.claim(name, Date.now())).toBeUndefined();
  });
});
