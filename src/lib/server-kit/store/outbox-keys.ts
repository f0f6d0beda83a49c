// Encryption of leads at rest: AES-256-GCM with a 32-byte key (LEAD_OUTBOX_KEY, base64). Each sealed lead
// names its key by an id derived from the key, so `npm run leads:rotate-key` knows which leads still use an
// old key, and a lead sealed with a key that is no longer configured is reported, never mistaken for junk.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { setting } from "../../settings/setting";

export interface SealedLead {
  alg: "A256GCM";
  keyId: string;
  iv: string;
  tag: string;
  data: string;
  /** 2: `aad` binds the lead's id, form type and held state (lead-outbox.ts sealedBinding); absent: the id alone. */
  bound?: 2;
}

export interface OutboxKeyring {
  /** The key new leads are sealed with; undefined when LEAD_OUTBOX_KEY is not set. */
  current?: { id: string; key: Buffer };
  /** Every key that may open a lead: the current one and LEAD_OUTBOX_PREVIOUS_KEYS. */
  byId: Map<string, Buffer>;
}

/**
 * The key's id: not the key, and not usable to find it (SHA-256 of a 256-bit random key).
 * @internal exported for its unit tests
 */
export const keyIdOf = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 16);

function decodeKey(raw: string): Buffer | undefined {
  const key = Buffer.from(raw.trim(), "base64");
  return key.length === 32 ? key : undefined;
}

/** The keys from the environment; problems never quote a key. */
export function readKeyring(env: Record<string, string | undefined>, problems: string[]): OutboxKeyring {
  const byId = new Map<string, Buffer>();
  let current: OutboxKeyring["current"];
  const raw = setting(env, "LEAD_OUTBOX_KEY")?.trim();
  if (raw) {
    const key = decodeKey(raw);
    if (key) {
      current = { id: keyIdOf(key), key };
      byId.set(current.id, key);
    } else problems.push("LEAD_OUTBOX_KEY must be 32 random bytes in base64 (openssl rand -base64 32); ignored.");
  }
  for (const [index, entry] of (setting(env, "LEAD_OUTBOX_PREVIOUS_KEYS") ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .entries()) {
    const key = decodeKey(entry);
    if (key) byId.set(keyIdOf(key), key);
    else problems.push(`LEAD_OUTBOX_PREVIOUS_KEYS: key ${index + 1} is not 32 bytes in base64; ignored.`);
  }
  return { current, byId };
}

/** A new random key, base64, for LEAD_OUTBOX_KEY. */
export const newOutboxKey = () => randomBytes(32).toString("base64");

/** Encrypts `plain`, bound to `aad` (what the record says of the lead): a sealed lead moved or edited will not open. */
export function seal(plain: string, key: { id: string; key: Buffer }, aad: string): SealedLead {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key.key, iv);
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return {
    alg: "A256GCM",
    keyId: key.id,
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    data: data.toString("base64"),
  };
}

/** The lead cannot be opened: its key is not configured, or the record was altered. */
export class SealedLeadError extends Error {
  readonly code = "LEAD_SEALED";
}

export function unseal(sealed: SealedLead, keyring: OutboxKeyring, aad: string): string {
  const key = keyring.byId.get(sealed.keyId);
  if (!key) throw new SealedLeadError(`sealed with key ${sealed.keyId}, which is not configured`);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
    decipher.setAAD(Buffer.from(aad, "utf8"));
    decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, "base64")), decipher.final()]).toString("utf8");
  } catch {
    throw new SealedLeadError(`does not open with key ${sealed.keyId} (altered, or a different key with that id)`);
  }
}
