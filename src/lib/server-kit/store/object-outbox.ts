// The outbox on an object store (Netlify Blobs, S3): the parts both share. An object store has no rename,
// so a sender takes a lead by writing a claim object under `claims/<lead>/` (object-claims.ts):
// - where the store honours conditional writes (If-None-Match: *; Netlify Blobs' onlyIfNew), the claim is
//   the next generation of the lead's lock, and the store itself lets exactly one sender write it;
// - elsewhere (s3rver, some S3-compatible servers), claim then list: a sender writes a token of its own, then
//   lists the folder, and has the lead only when its token is the one live claim there. Two senders cannot
//   both win: each wrote before it listed, so the one that listed second sees the other's token (both may
//   lose; the lead then waits for the next run). This rests on what every such store guarantees: a write,
//   then a listing that sees it (strong consistency).
// A claim older than STALE_CLAIM_MS is taken for a dead sender's, as with the folder store; its age comes
// from the store's clock where the store has one.
import { randomUUID } from "node:crypto";
import {
  claimDate,
  claimIsStale,
  liveClaims,
  lockName,
  newestLocks,
  readClaims,
  type ClaimObject,
  type Clocks,
  type ListedObject,
} from "./object-claims";
import { claimTime, type Claim, type OutboxStore, type StoredEntry } from "./outbox-store";

/** The few operations the outbox needs from an object store; keys are full keys, prefix included. */
export interface ObjectBackend {
  put(key: string, body: string): Promise<void>;
  /** The object's text, or undefined when there is none. */
  get(key: string): Promise<string | undefined>;
  /** Deletes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (all pages), with its time where the store gives one. */
  list(prefix: string): Promise<ListedObject[]>;
  /**
   * Writes only when there is no object at `key`; resolves false when there was one. Undefined when the store
   * does not honour conditional writes (checked once by `probe`, where the store may or may not).
   */
  putIfAbsent?(key: string, body: string): Promise<boolean>;
  /**
   * Asks the store once what it can do, under `key` (written and deleted): whether it honours conditional
   * writes, and its clock (the time it gives a new object). Absent: conditional writes as `putIfAbsent`
   * says, and no clock.
   */
  probe?(key: string): Promise<{ conditionalWrites: boolean; storeNow?: number }>;
}

// `<time>-<lead id>.<bytes>.json`: the size as written travels in the name, since a Netlify Blobs listing
// gives no sizes. A later replace (attempts, a new key) changes it by a few bytes at most.
const LEAD_NAME = /^[^/]+\.(\d+)\.json$/;

/** `leads/site/` from `leads/site`: keys under one prefix, separated by `/`. */
function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/` : "";
}

export function createObjectOutbox(backend: ObjectBackend, label: string, prefix = ""): OutboxStore {
  const root = normalizePrefix(prefix);
  const leadsFolder = `${root}leads/`;
  const claimsFolder = `${root}claims/`;
  const leadKey = (name: string) => `${leadsFolder}${name}`;
  const claimFolder = (name: string) => `${claimsFolder}${name}/`;

  // What the store can do, asked once per store object (one send run, one function instance). The store's
  // clock is kept as its offset from the caller's (the `now` the first caller passed): whatever that clock
  // says, the store's time follows from it.
  let capabilities: Promise<{ conditionalWrites: boolean; clockOffset?: number }> | undefined;
  const capabilitiesOf = (localNow: number) => {
    capabilities ??= (async () => {
      if (!backend.probe) return { conditionalWrites: Boolean(backend.putIfAbsent) };
      const { conditionalWrites, storeNow } = await backend.probe(`${root}probes/${randomUUID()}`);
      return {
        conditionalWrites: conditionalWrites && Boolean(backend.putIfAbsent),
        clockOffset: storeNow === undefined ? undefined : storeNow - localNow,
      };
    })();
    capabilities.catch(() => (capabilities = undefined)); // a store that was down is asked again
    return capabilities;
  };
  const clocksAt = async (localNow: number): Promise<Clocks> => {
    const { clockOffset } = await capabilitiesOf(localNow);
    return { localNow, storeNow: clockOffset === undefined ? undefined : localNow + clockOffset };
  };

  async function leadNames(): Promise<string[]> {
    return (await backend.list(leadsFolder))
      .map(({ key }) => key.slice(leadsFolder.length))
      .filter((name) => LEAD_NAME.test(name))
      .sort();
  }

  /** The claims under `folder`, locks dated from their content where the store gives no time. */
  async function claims(folder = claimsFolder): Promise<ClaimObject[]> {
    const found = readClaims(await backend.list(folder), claimsFolder);
    for (const lock of newestLocks(found).values()) {
      if (lock.modified !== undefined || lock.released) continue;
      const content = await backend.get(`${claimFolder(lock.lead)}${lock.token}`);
      lock.at = Number(/^(\d{13})-/.exec(content ?? "")?.[1] ?? Number.NaN);
    }
    return found;
  }

  /** Takes the lead with the next generation of its lock (stores with conditional writes). */
  async function claimByLock(name: string, now: number): Promise<Claim | undefined> {
    const existing = await claims(claimFolder(name));
    const clocks = await clocksAt(now);
    if (liveClaims(existing, clocks).length > 0) return undefined;
    const generation = (newestLocks(existing).get(name)?.generation ?? -1) + 1;
    const token = lockName(generation);
    const put = backend.putIfAbsent as NonNullable<ObjectBackend["putIfAbsent"]>;
    if (!(await put(`${claimFolder(name)}${token}`, `${claimTime(claimDate(clocks))}-${randomUUID()}`)))
      return undefined;
    // Only the newest generation counts: a sender that listed long ago may have written an old one that
    // older locks no longer block (they are deleted below), and it must lose to this one.
    const after = readClaims(await backend.list(claimFolder(name)), claimsFolder);
    if ((newestLocks(after).get(name)?.generation ?? generation) > generation) {
      await giveBack({ name, token });
      return undefined;
    }
    for (const old of after.filter((claim) => claim.kind === "lock" && claim.generation < generation))
      await backend.delete(`${claimFolder(name)}${old.token}`);
    return { name, token };
  }

  /** Takes the lead with a token, then a listing that shows it the one live claim (stores without them). */
  async function claimByToken(name: string, now: number): Promise<Claim | undefined> {
    const clocks = await clocksAt(now);
    const token = `${claimTime(claimDate(clocks))}-${randomUUID()}`;
    const mine = `${claimFolder(name)}${token}`;
    await backend.put(mine, "");
    // Its own token is live (just written); the lead is its only when no other claim there is.
    const others = liveClaims(await claims(claimFolder(name)), clocks).filter((claim) => claim.token !== token);
    if (others.length === 0) return { name, token };
    await backend.delete(mine);
    return undefined;
  }

  /** Gives a claim back: a lock is marked released (its generation stays taken), a token deleted. */
  async function giveBack(claim: Claim): Promise<void> {
    const key = `${claimFolder(claim.name)}${claim.token}`;
    if (claim.token.startsWith("lock-")) await backend.put(`${key}.released`, "");
    else await backend.delete(key);
  }

  return {
    label,

    async list() {
      const clocks = await clocksAt(Date.now());
      const claimed = new Set(liveClaims(await claims(), clocks).map((claim) => claim.lead));
      return (await leadNames())
        .filter((name) => !claimed.has(name))
        .map((name): StoredEntry => ({ name, bytes: Number(LEAD_NAME.exec(name)?.[1] ?? 0) }));
    },

    async usage() {
      return (await leadNames()).map((name) => ({ name, bytes: Number(LEAD_NAME.exec(name)?.[1]) }));
    },

    async create(baseName, content) {
      const name = `${baseName}.${Buffer.byteLength(content)}.json`;
      await backend.put(leadKey(name), content); // one PUT: the object is whole or absent
      return name;
    },

    read: (name) => backend.get(leadKey(name)),

    async claim(name, now) {
      const { conditionalWrites } = await capabilitiesOf(now);
      const claim = await (conditionalWrites ? claimByLock(name, now) : claimByToken(name, now));
      if (!claim) return undefined;
      // The lead may be gone: the sender whose claim this one followed sent it and deleted it.
      if ((await backend.get(leadKey(name))) !== undefined) return claim;
      await giveBack(claim);
      return undefined;
    },

    readClaimed: (claim: Claim) => backend.get(leadKey(claim.name)),

    replace: (claim, content) => backend.put(leadKey(claim.name), content),

    async remove(claim) {
      // The lead first: a crash in between leaves a claim on nothing, which harms nobody.
      await backend.delete(leadKey(claim.name));
      for (const { key } of await backend.list(claimFolder(claim.name))) await backend.delete(key);
    },

    release: giveBack,

    async releaseStale(now) {
      const clocks = await clocksAt(now);
      const found = await claims();
      const newest = newestLocks(found);
      let released = 0;
      for (const claim of found) {
        if (claim.released || !claimIsStale(claim, clocks)) continue;
        if (claim.kind === "lock" && newest.get(claim.lead) !== claim) continue; // superseded: nothing to give back
        await giveBack({ name: claim.lead, token: claim.token });
        released += 1;
      }
      return released;
    },
  };
}
