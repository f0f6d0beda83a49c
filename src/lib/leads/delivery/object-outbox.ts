// The outbox on an object store (Netlify Blobs, S3): the parts both share. A store of that kind has no
// rename, and neither local test server honours conditional writes (s3rver ignores If-None-Match on PUT;
// Netlify's BlobsServer checks it, then writes, without a lock), so a claim rests only on what every such
// store guarantees: a write, then a listing that sees it (strong consistency).
//
// Claim protocol: a sender writes a claim object with a name of its own under `claims/<lead>/`, then lists
// that folder. It has the lead only when its claim is the one live claim there; otherwise it deletes its
// claim and leaves the lead for a later run. Two senders cannot both win: each wrote before it listed, so
// the one that listed second sees the other's claim. (Both may lose; the lead then waits for the next run.)
// A claim older than STALE_CLAIM_MS is taken for a dead sender's and ignored, as with the folder store.
import { randomUUID } from "node:crypto";
import { claimTime, STALE_CLAIM_MS, type Claim, type OutboxStore, type StoredEntry } from "./outbox-store";

/** The few operations the outbox needs from an object store; keys are full keys, prefix included. */
export interface ObjectBackend {
  put(key: string, body: string): Promise<void>;
  /** The object's text, or undefined when there is none. */
  get(key: string): Promise<string | undefined>;
  /** Deletes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix` (all pages). */
  list(prefix: string): Promise<string[]>;
}

// `<time>-<lead id>.<bytes>.json`: the size as written travels in the name, since a Netlify Blobs listing
// gives no sizes. A later replace (attempts, a new key) changes it by a few bytes at most.
const LEAD_NAME = /^[^/]+\.(\d+)\.json$/;
const CLAIM_TOKEN = /^(\d{13})-[0-9a-f-]{36}$/;

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

  async function leadNames(): Promise<string[]> {
    return (await backend.list(leadsFolder))
      .map((key) => key.slice(leadsFolder.length))
      .filter((name) => LEAD_NAME.test(name))
      .sort();
  }

  /** Claims by lead name: [claim token, claimed at]. */
  async function claims(folder = claimsFolder): Promise<{ name: string; token: string; at: number }[]> {
    const found: { name: string; token: string; at: number }[] = [];
    for (const key of await backend.list(folder)) {
      const [name, token, extra] = key.slice(claimsFolder.length).split("/");
      const match = token && extra === undefined ? CLAIM_TOKEN.exec(token) : null;
      if (name && match) found.push({ name, token, at: Number(match[1]) });
    }
    return found;
  }

  const isLive = (at: number, now: number) => now - at <= STALE_CLAIM_MS;

  return {
    label,

    async list() {
      const now = Date.now();
      const claimed = new Set((await claims()).filter((claim) => isLive(claim.at, now)).map((claim) => claim.name));
      return (await leadNames())
        .filter((name) => !claimed.has(name))
        .map((name): StoredEntry => ({ name, bytes: Number(LEAD_NAME.exec(name)?.[1] ?? 0) }));
    },

    async usage() {
      const names = await leadNames();
      return { files: names.length, bytes: names.reduce((sum, name) => sum + Number(LEAD_NAME.exec(name)?.[1]), 0) };
    },

    async create(baseName, content) {
      const name = `${baseName}.${Buffer.byteLength(content)}.json`;
      await backend.put(leadKey(name), content); // one PUT: the object is whole or absent
      return name;
    },

    read: (name) => backend.get(leadKey(name)),

    async claim(name, now) {
      const token = `${claimTime(now)}-${randomUUID()}`;
      const mine = `${claimFolder(name)}${token}`;
      await backend.put(mine, "");
      const live = (await claims(claimFolder(name))).filter((claim) => isLive(claim.at, now));
      const won = live.length === 1 && live[0].token === token;
      // The lead may be gone: the sender whose claim this one followed sent it and deleted it.
      if (won && (await backend.get(leadKey(name))) !== undefined) return { name, token };
      await backend.delete(mine);
      return undefined;
    },

    readClaimed: (claim: Claim) => backend.get(leadKey(claim.name)),

    replace: (claim, content) => backend.put(leadKey(claim.name), content),

    async remove(claim) {
      // The lead first: a crash in between leaves a claim on nothing, which goes stale harmlessly.
      await backend.delete(leadKey(claim.name));
      await backend.delete(`${claimFolder(claim.name)}${claim.token}`);
    },

    release: (claim) => backend.delete(`${claimFolder(claim.name)}${claim.token}`),

    async releaseStale(now) {
      let released = 0;
      for (const claim of await claims()) {
        if (isLive(claim.at, now)) continue;
        await backend.delete(`${claimFolder(claim.name)}${claim.token}`);
        released += 1;
      }
      return released;
    },
  };
}
