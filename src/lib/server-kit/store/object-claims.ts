// Which claims on an object store's leads are live: pure reading of a claims folder's listing.
// Two kinds of claim object live under `claims/<lead>/`:
// - a lock, `lock-<generation>` (and `lock-<generation>.released` once given back), written with a
//   conditional write (If-None-Match: *), where the store honours one: exactly one sender writes each
//   generation, and only the newest generation counts;
// - a token, `<claimed at, ms>-<uuid>`, for stores without conditional writes: claim, then list (the claim
//   protocol in object-outbox.ts).
// A claim's age comes from the store's own clock where the store gives one (S3's LastModified; a claim dated by
// the store's time, for Netlify Blobs, whose answers carry it in their Date header), so a sender whose clock runs
// ahead cannot take a lead another holds; otherwise from the claimer's clock, and then a claim dated in the future
// is stale (it would otherwise hide its lead from every sender).
import { isStaleClaim } from "./outbox-store";

/** An object as a store lists it: its key and, where the store tells it, when it was written (store clock, ms). */
export interface ListedObject {
  key: string;
  modified?: number;
}

export interface ClaimObject {
  /** The lead's name. */
  lead: string;
  /** The object's name inside the lead's claims folder. */
  token: string;
  kind: "lock" | "token";
  /** A lock's generation (0, 1, ...); -1 for a token. */
  generation: number;
  released: boolean;
  /**
   * When the claimer said it claimed, by its own clock: from a token's name, or from a lock's content (read
   * by the caller, NaN until then); used only where the store gives no `modified`.
   */
  at: number;
  modified?: number;
}

const LOCK = /^lock-(\d{6})(\.released)?$/;
const TOKEN = /^(\d{13})-[0-9a-f-]{36}$/;

/** `lock-000042`: the key part of a lock's generation. */
export const lockName = (generation: number) => `lock-${String(generation).padStart(6, "0")}`;

/** The claim objects under `claimsFolder` (`<prefix>claims/`), by lead; other keys are ignored. */
export function readClaims(listed: readonly ListedObject[], claimsFolder: string): ClaimObject[] {
  const claims: ClaimObject[] = [];
  for (const { key, modified } of listed) {
    if (!key.startsWith(claimsFolder)) continue;
    const [lead, token, extra] = key.slice(claimsFolder.length).split("/");
    if (!lead || !token || extra !== undefined) continue;
    const lock = LOCK.exec(token);
    const stamped = TOKEN.exec(token);
    if (lock)
      claims.push({
        lead,
        token,
        kind: "lock",
        generation: Number(lock[1]),
        released: Boolean(lock[2]),
        at: Number.NaN,
        modified,
      });
    else if (stamped)
      claims.push({ lead, token, kind: "token", generation: -1, released: false, at: Number(stamped[1]), modified });
  }
  return claims;
}

export interface Clocks {
  /** The store's time now, when the store has a clock (then `modified` is compared with it). */
  storeNow?: number;
  /** This sender's time now. */
  localNow: number;
}

/**
 * The date a new claim carries (in its token's name, a lock's content): the store's time where the store has a
 * clock, so that every sender dates and judges claims by the one clock they share, whatever its own says.
 */
export const claimDate = ({ storeNow, localNow }: Clocks): number => storeNow ?? localNow;

/** Whether a claim object has gone stale: its sender stopped, or its date cannot be believed. */
export function claimIsStale(claim: ClaimObject, clocks: Clocks): boolean {
  const { storeNow } = clocks;
  if (claim.modified !== undefined && storeNow !== undefined) return isStaleClaim(storeNow - claim.modified);
  // A lock whose content could not be read (removed meanwhile) has no date: nothing holds it.
  return Number.isNaN(claim.at) || isStaleClaim(claimDate(clocks) - claim.at);
}

/** The newest lock generation on each lead, released or not. */
export function newestLocks(claims: readonly ClaimObject[]): Map<string, ClaimObject> {
  const newest = new Map<string, ClaimObject>();
  for (const claim of claims) {
    if (claim.kind !== "lock") continue;
    const seen = newest.get(claim.lead);
    if (!seen || claim.generation > seen.generation || (claim.generation === seen.generation && claim.released))
      newest.set(claim.lead, claim);
  }
  return newest;
}

/** The live claims on each lead: live tokens, and the newest lock when it is neither released nor stale. */
export function liveClaims(claims: readonly ClaimObject[], clocks: Clocks): ClaimObject[] {
  const live = claims.filter((claim) => claim.kind === "token" && !claimIsStale(claim, clocks));
  for (const lock of newestLocks(claims).values()) if (!lock.released && !claimIsStale(lock, clocks)) live.push(lock);
  return live;
}
