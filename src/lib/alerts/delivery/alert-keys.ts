// The secrets of alerts, all derived from LEAD_OUTBOX_KEY (and the previous keys, so links keep working while keys
// are rotated): a mailbox's tag, which names its folder in the store without showing the address; a subscription's
// id, the same for the same request; and the links' tokens. A token is sealed (AES-256-GCM, a fresh IV each time):
// it says which mailbox and which requests it is for, only to the server, and two tokens for one address share no
// text, so a token in a log or a referrer tells nobody whose it is. Server-only.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { OutboxKeyring } from "../../server-kit/store/outbox-keys";
import { mailboxOf } from "../mailbox";
import type { AlertTarget } from "../subscription";

const TAG = /^[0-9a-f]{24}$/;
const ID_BYTES = 12;
const IV_BYTES = 12;
const AUTH_TAG_BYTES = 16;

const derive = (key: Buffer, purpose: string) =>
  createHmac("sha256", key).update(`dealer-site alerts ${purpose}`).digest();
const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text, "utf8").digest();

/** The mailbox's tag under `key`: 24 hex digits of an HMAC of the mailbox (mailbox.ts), never the address. */
export const addressTag = (email: string, key: Buffer): string =>
  hmac(derive(key, "address v1"), mailboxOf(email)).toString("hex").slice(0, 24);

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

type Kind = "c2" | "u2";

function sealToken(kind: Kind, payload: Buffer, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", derive(key, "token v2"), iv);
  cipher.setAAD(Buffer.from(kind));
  const data = Buffer.concat([cipher.update(payload), cipher.final()]);
  return `${kind}.${Buffer.concat([iv, data, cipher.getAuthTag()]).toString("base64url")}`;
}

function openSealed(kind: Kind, text: string, keyring: OutboxKeyring): Buffer | undefined {
  if (!/^[\w-]{1,400}$/.test(text)) return undefined;
  const bytes = Buffer.from(text, "base64url");
  if (bytes.length <= IV_BYTES + AUTH_TAG_BYTES) return undefined;
  const iv = bytes.subarray(0, IV_BYTES);
  const data = bytes.subarray(IV_BYTES, bytes.length - AUTH_TAG_BYTES);
  const authTag = bytes.subarray(bytes.length - AUTH_TAG_BYTES);
  for (const key of keyring.byId.values()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", derive(key, "token v2"), iv);
      decipher.setAAD(Buffer.from(kind));
      decipher.setAuthTag(authTag);
      return Buffer.concat([decipher.update(data), decipher.final()]);
    } catch {
      // another key's token, or not a token at all
    }
  }
  return undefined;
}

const seconds = (date: Date) => Math.max(0, Math.min(0xffffffff, Math.floor(date.getTime() / 1000)));

/**
 * `c2.<sealed>`: confirms exactly the requests `ids` of the mailbox `tag` (those its e-mail listed), for 48 hours
 * from `issuedAt`. A request added after the e-mail went out is not among them.
 */
export function confirmToken(tag: string, issuedAt: Date, ids: readonly string[], key: Buffer): string {
  const payload = Buffer.alloc(ID_BYTES + 4 + ids.length * ID_BYTES);
  payload.write(tag, 0, "hex");
  payload.writeUInt32BE(seconds(issuedAt), ID_BYTES);
  ids.forEach((id, index) => payload.write(id, ID_BYTES + 4 + index * ID_BYTES, "hex"));
  return sealToken("c2", payload, key);
}

/** `u2.<sealed>`: removes every alert of the mailbox `tag`, until `expiresAt` (when its alerts have ended anyway). */
export function unsubscribeToken(tag: string, expiresAt: Date, key: Buffer): string {
  const payload = Buffer.alloc(ID_BYTES + 4);
  payload.write(tag, 0, "hex");
  payload.writeUInt32BE(seconds(expiresAt), ID_BYTES);
  return sealToken("u2", payload, key);
}

export type OpenedToken =
  | {
      action: "confirm";
      tag: string;
      issuedAt: Date;
      /** The requests the e-mail listed; undefined for a link of the first version (those made before it). */
      ids?: string[];
    }
  | {
      action: "unsubscribe";
      tag: string;
      /** Undefined for a link of the first version, which e-mails sent before this one still carry. */
      expiresAt?: Date;
    };

const mac1 = (key: Buffer, text: string) => hmac(derive(key, "token v1"), text).subarray(0, 16).toString("base64url");

/** A first-version token's MAC (`c1.` and `u1.`, which named the tag in clear). */
function mac1Matches(keyring: OutboxKeyring, text: string, given: string): boolean {
  const wanted = Buffer.from(given, "base64url");
  for (const key of keyring.byId.values()) {
    const expected = Buffer.from(mac1(key, text), "base64url");
    if (expected.length === wanted.length && timingSafeEqual(expected, wanted)) return true;
  }
  return false;
}

/** A first-version token, still opened: links in e-mails sent before the second version must keep working. */
function openFirstVersion(parts: string[], keyring: OutboxKeyring): OpenedToken | undefined {
  if (parts[0] === "c1" && parts.length === 4 && TAG.test(parts[1]) && /^[0-9a-z]{1,10}$/.test(parts[2])) {
    const [, tag, issued, given] = parts;
    if (!mac1Matches(keyring, `confirm|${tag}|${issued}`, given)) return undefined;
    return { action: "confirm", tag, issuedAt: new Date(parseInt(issued, 36) * 1000) };
  }
  if (parts[0] === "u1" && parts.length === 3 && TAG.test(parts[1])) {
    const [, tag, given] = parts;
    return mac1Matches(keyring, `unsubscribe|${tag}`, given) ? { action: "unsubscribe", tag } : undefined;
  }
  return undefined;
}

/** What a token is for, when one of the configured keys made it; undefined for anything else. */
export function openToken(token: string, keyring: OutboxKeyring): OpenedToken | undefined {
  const parts = token.trim().split(".");
  if ((parts[0] === "c2" || parts[0] === "u2") && parts.length === 2) {
    const payload = openSealed(parts[0], parts[1], keyring);
    if (!payload) return undefined;
    const tag = payload.subarray(0, ID_BYTES).toString("hex");
    const time = new Date(payload.readUInt32BE(ID_BYTES) * 1000);
    if (parts[0] === "u2")
      return payload.length === ID_BYTES + 4 ? { action: "unsubscribe", tag, expiresAt: time } : undefined;
    const rest = payload.subarray(ID_BYTES + 4);
    if (rest.length % ID_BYTES !== 0) return undefined;
    const ids: string[] = [];
    for (let at = 0; at < rest.length; at += ID_BYTES) ids.push(rest.subarray(at, at + ID_BYTES).toString("hex"));
    return { action: "confirm", tag, issuedAt: time, ids };
  }
  return openFirstVersion(parts, keyring);
}
