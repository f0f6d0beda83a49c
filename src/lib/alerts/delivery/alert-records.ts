// A subscription as the store keeps it: what needs no key stays readable (its id, kind, dates), so
// `npm run alerts:status` and the expiry need none; the address, the language and what it watches are sealed with
// LEAD_OUTBOX_KEY (AES-256-GCM, outbox-keys.ts), bound to the readable part, so a record edited in the store (a
// pending one marked confirmed) no longer opens.
import { seal, unseal, type OutboxKeyring, type SealedLead } from "../../server-kit/store/outbox-keys";
import { isLocale } from "../../i18n/locale";
import { ALERT_KINDS, type AlertKind } from "../alert-options";
import type { AlertTarget, Subscription } from "../subscription";

export interface StoredSubscription {
  version: 1;
  id: string;
  kind: AlertKind;
  createdAt: string;
  confirmedAt?: string;
  sealed: SealedLead;
}

/** The record is not a subscription, or does not open with the configured keys. */
class UnreadableAlertError extends Error {
  readonly code = "ALERT_UNREADABLE";
}

const binding = (tag: string, record: Omit<StoredSubscription, "sealed" | "version">) =>
  JSON.stringify(["alert", 1, tag, record.id, record.kind, record.createdAt, record.confirmedAt ?? ""]);

/** The record of a subscription, sealed with the current key. */
export function sealSubscription(tag: string, subscription: Subscription, keyring: OutboxKeyring): StoredSubscription {
  const current = keyring.current;
  if (!current) throw new UnreadableAlertError("LEAD_OUTBOX_KEY is not set: alerts are not stored without it");
  const { email, language, target, ...readable } = subscription;
  const record = {
    id: readable.id,
    kind: target.kind,
    createdAt: readable.createdAt,
    confirmedAt: readable.confirmedAt,
  };
  if (record.confirmedAt === undefined) delete record.confirmedAt;
  const plain = JSON.stringify({ email, language, target });
  return { version: 1, ...record, sealed: seal(plain, current, binding(tag, record)) };
}

/** The readable part of a stored record; UnreadableAlertError when it is not one. */
export function parseStoredSubscription(text: string): StoredSubscription {
  let value: StoredSubscription;
  try {
    value = JSON.parse(text) as StoredSubscription;
  } catch {
    throw new UnreadableAlertError("not JSON");
  }
  const ok =
    typeof value === "object" &&
    value !== null &&
    value.version === 1 &&
    typeof value.id === "string" &&
    ALERT_KINDS.includes(value.kind) &&
    typeof value.createdAt === "string" &&
    (value.confirmedAt === undefined || typeof value.confirmedAt === "string") &&
    typeof value.sealed === "object" &&
    value.sealed !== null;
  if (!ok) throw new UnreadableAlertError("not a subscription");
  return value;
}

/** Whether a sealed value is a target of the kind. */
export function isTarget(value: unknown, kind: AlertKind): value is AlertTarget {
  const target = value as AlertTarget | null;
  if (typeof target !== "object" || target === null || target.kind !== kind) return false;
  if (target.kind === "price-drop")
    return (
      Array.isArray(target.cars) &&
      target.cars.every(
        (car) => typeof car.stockNumber === "string" && typeof car.title === "string" && typeof car.price === "number",
      )
    );
  return typeof target.search === "string" && Array.isArray(target.known);
}

/** The subscription in a record, opened with the keyring; UnreadableAlertError when it cannot be. */
export function openSubscription(tag: string, record: StoredSubscription, keyring: OutboxKeyring): Subscription {
  let plain: string;
  try {
    plain = unseal(record.sealed, keyring, binding(tag, record));
  } catch (error) {
    throw new UnreadableAlertError((error as Error).message);
  }
  const { email, language, target } = JSON.parse(plain) as Record<string, unknown>;
  if (typeof email !== "string" || !isLocale(language) || !isTarget(target, record.kind))
    throw new UnreadableAlertError("sealed content is not a subscription");
  return {
    id: record.id,
    email,
    language,
    createdAt: record.createdAt,
    ...(record.confirmedAt ? { confirmedAt: record.confirmedAt } : {}),
    target,
  };
}
