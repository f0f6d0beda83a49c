// Held leads (saved past the global ceiling, for a person to review) live in a space of their own, so a flood
// can never take the room a real lead needs: their names carry a mark (`~held-<network tag>`), the leads'
// caps (LEAD_OUTBOX_MAX_FILES, LEAD_OUTBOX_MAX_MB) do not count them, and they have their own cap
// (LEAD_OUTBOX_MAX_HELD). When it is full, the oldest held lead of the network that holds the most is
// dropped for the new one: one network's flood cannot crowd out what others sent.
import { createHash, createHmac } from "node:crypto";
import { heldNetworkTag, isHeldName } from "./held-names";
import type { LeadMessage } from "./lead-message";
import { saveHeldRecord, type LeadOutbox } from "./lead-outbox";
import type { StoredEntry } from "../../../server-kit/store/outbox-store";

/**
 * The network's tag in held names: 12 hex digits of an HMAC under the outbox key (a plain hash without one),
 * so the store never shows a visitor's network, and leads of one network share a tag.
 * @internal exported for its unit tests
 */
export function networkTagOf(network: string, key?: Buffer): string {
  const digest = key ? createHmac("sha256", key).update(network) : createHash("sha256").update(network);
  return digest.digest("hex").slice(0, 12);
}

/**
 * The held lead to drop first: the oldest of the network with the most held leads (on a tie, the network
 * whose oldest lead is oldest). `entries` are waiting held leads, oldest first (names sort by time).
 * @internal exported for its unit tests
 */
export function nextToDrop(entries: readonly StoredEntry[]): StoredEntry | undefined {
  const byNetwork = new Map<string, StoredEntry[]>();
  for (const entry of entries) {
    const tag = heldNetworkTag(entry.name);
    if (!tag) continue;
    byNetwork.set(tag, [...(byNetwork.get(tag) ?? []), entry]);
  }
  let busiest: StoredEntry[] | undefined;
  for (const leads of byNetwork.values()) {
    if (
      !busiest ||
      leads.length > busiest.length ||
      (leads.length === busiest.length && leads[0].name < busiest[0].name)
    )
      busiest = leads;
  }
  return busiest?.[0];
}

export interface HeldSave {
  name: string;
  /** Held leads deleted to make room for this one. */
  dropped: number;
}

/** Saves a held lead within `maxHeld`, dropping held leads of the busiest network first when full. */
export async function saveHeldLead(
  outbox: LeadOutbox,
  message: LeadMessage,
  { now, network, maxHeld }: { now: Date; network: string; maxHeld: number },
): Promise<HeldSave> {
  const { store } = outbox;
  let count = (await store.usage()).filter((entry) => isHeldName(entry.name)).length;
  let dropped = 0;
  if (count + 1 > maxHeld) {
    const candidates = (await store.list()).filter((entry) => isHeldName(entry.name));
    while (count + 1 > maxHeld) {
      const victim = nextToDrop(candidates);
      if (!victim) break; // every held lead is claimed (a review or send is running): this one goes over
      candidates.splice(candidates.indexOf(victim), 1);
      const claim = await store.claim(victim.name, now.getTime());
      if (!claim) continue; // taken by a review or a send meanwhile
      await store.remove(claim);
      count -= 1;
      dropped += 1;
    }
  }
  const name = await saveHeldRecord(outbox, message, {
    now,
    networkTag: networkTagOf(network, outbox.keyring.current?.key),
  });
  return { name, dropped };
}
