// The once-a-day digest: everything new for one address (every alert it confirmed) in one e-mail, at most one such
// e-mail in 24 hours. Pure: the sender gets what to write and what to keep, and does it only after the SMTP server
// took the e-mail.
import type { Locale } from "../i18n/locale";
import { onceADayAllows } from "./alert-expiry";
import type { AlertVehicle } from "./alert-vehicle";
import { compareInventory, hasChanges, type PriceDrop } from "./compare-inventory";
import type { AlertTarget, Subscription, WatchedCar } from "./subscription";

export interface SearchArrivals {
  search: string;
  arrivals: AlertVehicle[];
}

export interface Digest {
  email: string;
  language: Locale;
  priceDrops: PriceDrop[];
  searches: SearchArrivals[];
  sold: WatchedCar[];
  /** The kinds of alert the address confirmed, for the e-mail's "why you got this". */
  kinds: Subscription["target"]["kind"][];
}

/** What becomes of each subscription once the digest is sent: its new baseline, or its end (last car sold). */
export interface DigestUpdate {
  subscription: Subscription;
  next: AlertTarget | undefined;
}

export type DigestPlan =
  { due: false; reason: "mailed-today" | "nothing-new" } | { due: true; digest: Digest; updates: DigestUpdate[] };

/** The language of the address's most recent alert: the one it last asked in. */
function languageOf(subscriptions: readonly Subscription[]): Locale {
  return [...subscriptions].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0].language;
}

/**
 * The digest for one address's confirmed, current subscriptions (all of one e-mail address), given when it was
 * last mailed. A car two alerts watch is named once.
 */
export function planDigest(
  subscriptions: readonly Subscription[],
  live: readonly AlertVehicle[],
  lastMailed: Date | undefined,
  now: Date,
): DigestPlan {
  if (subscriptions.length === 0) return { due: false, reason: "nothing-new" };
  const drops = new Map<string, PriceDrop>();
  const sold = new Map<string, WatchedCar>();
  const searches: SearchArrivals[] = [];
  const updates: DigestUpdate[] = [];
  for (const subscription of subscriptions) {
    const { changes, next } = compareInventory(subscription.target, live);
    if (!hasChanges(changes)) continue;
    for (const drop of changes.priceDrops) {
      const seen = drops.get(drop.car.stockNumber);
      if (!seen || drop.oldPrice > seen.oldPrice) drops.set(drop.car.stockNumber, drop);
    }
    for (const car of changes.sold) sold.set(car.stockNumber, car);
    if (changes.arrivals.length > 0 && subscription.target.kind === "new-arrivals")
      searches.push({ search: subscription.target.search, arrivals: changes.arrivals });
    updates.push({ subscription, next });
  }
  if (updates.length === 0) return { due: false, reason: "nothing-new" };
  // The news waits (in the inventory, and in each subscription's baseline, both unchanged) for the day to pass.
  if (!onceADayAllows(lastMailed, now)) return { due: false, reason: "mailed-today" };
  return {
    due: true,
    digest: {
      email: subscriptions[0].email,
      language: languageOf(subscriptions),
      priceDrops: [...drops.values()],
      searches,
      sold: [...sold.values()],
      kinds: [...new Set(subscriptions.map((subscription) => subscription.target.kind))],
    },
    updates,
  };
}
