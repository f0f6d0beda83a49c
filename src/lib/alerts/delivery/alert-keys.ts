// The secrets of alerts, all derived from LEAD_OUTBOX_KEY (and the previous keys, so links keep working while keys
// are rotated): an e-mail address's tag, which names its folder in the store without showing the address; a
// subscription's id, the same for the same request; and the links' tokens, which say which address they are for
// and cannot be made without the key. Server-only.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { OutboxKeyring } from "../../leads/delivery/store/outbox-keys";
import type { AlertTarget } from "../subscription";

const TAG = /^[0-9a-f]{24}$/;

const derive = (key: Buffer, purpose: string) =>
  createHmac("sha256", key).update(`dealer-site alerts ${purpose}`).digest();
const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text, "utf8").digest();
const mac = (key: Buffer, text: string) => hmac(derive(key, "token v1"), text).subarray(0, 16).toString("base64url");

/** The address's tag under `key`: 24 hex digits of an HMAC of the address, lower-cased. */
export const addressTag = (email: string, key: Buffer): string =>
  hmac(derive(key, "address v1"), email.trim().toLowerCase()).toString("hex").slice(0, 24);

/** What a target is, whatever the order it was asked in: its cars (sorted) or its search. */
const targetKey = (target: AlertTarget): string =>
  target.kind === "price-drop"
    ? `price-drop|${target.cars
        .map((car) => car.stockNumber)
        .sort()
        .join(",")}`
    : `new-arrivals|${target.search}`;

/** A subscription's id: the same address asking for the same thing gets the same id (no second subscription). */
export const subscriptionId = (tag: string, target: AlertTarget, key: Buffer): string =>
  hmac(derive(key, "subscription v1"), `${tag}|${targetKey(target)}`)
    .toString("hex")
    .slice(0, 24);

/** `c1.<tag>.<issued, seconds in base 36>.<mac>`: confirms the address's alerts for 48 hours. */
export function confirmToken(tag: string, issuedAt: Date, key: Buffer): string {
  const issued = Math.floor(issuedAt.getTime() / 1000).toString(36);
  return `c1.${tag}.${issued}.${mac(key, `confirm|${tag}|${issued}`)}`;
}

/** `u1.<tag>.<mac>`: removes every alert of the address, as long as it has any. */
export const unsubscribeToken = (tag: string, key: Buffer): string => `u1.${tag}.${mac(key, `unsubscribe|${tag}`)}`;

function macMatches(keyring: OutboxKeyring, text: string, given: string): boolean {
  const wanted = Buffer.from(given, "base64url");
  for (const key of keyring.byId.values()) {
    const expected = Buffer.from(mac(key, text), "base64url");
    if (expected.length === wanted.length && timingSafeEqual(expected, wanted)) return true;
  }
  return false;
}

export type OpenedToken = { action: "confirm"; tag: string; issuedAt: Date } | { action: "unsubscribe"; tag: string };

/** What a token is for, when one of the configured keys made it; undefined for anything else. */
export function openToken(token: string, keyring: OutboxKeyring): OpenedToken | undefined {
  const parts = token.trim().split(".");
  if (parts[0] === "c1" && parts.length === 4 && TAG.test(parts[1]) && /^[0-9a-z]{1,10}$/.test(parts[2])) {
    const [, tag, issued, given] = parts;
    if (!macMatches(keyring, `confirm|${tag}|${issued}`, given)) return undefined;
    return { action: "confirm", tag, issuedAt: new Date(parseInt(issued, 36) * 1000) };
  }
  if (parts[0] === "u1" && parts.length === 3 && TAG.test(parts[1])) {
    const [, tag, given] = parts;
    return macMatches(keyring, `unsubscribe|${tag}`, given) ? { action: "unsubscribe", tag } : undefined;
  }
  return undefined;
}
