// A price drop: when it is shown, and what the feed import records when a price changes.
import { advertisedPrice, differenceOf, type Fee } from "./fees";

/** A reduction as pages show it, in advertised prices (fees included on both sides). */
export interface PriceReduction {
  /** How much lower the price is now. */
  amount: number;
  /** YYYY-MM-DD. */
  on: string;
}

/** What staff (or the import) write in a vehicle file. */
export interface PriceHistory {
  price: number;
  previousPrice?: number;
  priceReducedOn?: string;
}

/** How long a reduction is shown when site.json does not say. */
export const DEFAULT_PRICE_REDUCTION_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * The reduction to show on `today` (YYYY-MM-DD, the build's date): from the day of the drop until `days`
 * days later; never for a date after today, and never when `days` is 0.
 */
export function shownReduction(
  vehicle: PriceHistory,
  fees: readonly Fee[],
  days: number,
  today: string,
): PriceReduction | undefined {
  const { previousPrice, priceReducedOn } = vehicle;
  if (previousPrice === undefined || priceReducedOn === undefined || days <= 0) return undefined;
  const age = dayNumber(today) - dayNumber(priceReducedOn);
  if (age < 0 || age > days) return undefined;
  const amount = differenceOf(advertisedPrice(previousPrice, fees), advertisedPrice(vehicle.price, fees));
  return amount > 0 ? { amount, on: priceReducedOn } : undefined;
}

/**
 * The price history after an import sets `newPrice`:
 * - lower than now: a new reduction from the current price, dated today (the most recent asking price is the
 *   honest "was" price, even when an earlier reduction is replaced);
 * - unchanged: the history stays;
 * - higher, but still below the previous price: the earlier reduction still holds (smaller), so it stays;
 * - up to or above the previous price: nothing was reduced any more, so both fields go.
 */
export function historyAfterPriceChange(before: PriceHistory, newPrice: number, today: string): PriceHistory {
  if (newPrice < before.price) return { price: newPrice, previousPrice: before.price, priceReducedOn: today };
  if (before.previousPrice !== undefined && before.priceReducedOn !== undefined && newPrice < before.previousPrice)
    return { price: newPrice, previousPrice: before.previousPrice, priceReducedOn: before.priceReducedOn };
  return { price: newPrice };
}
