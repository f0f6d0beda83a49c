// The California CARS Act (SB 766; Civil Code § 1784.20 and following, operative 1 October 2026) as the vehicle
// pages apply it when site.json's `sellsInCalifornia` is on: which used vehicles carry the 3-day right to cancel
// and the restocking fee a buyer who cancels may be charged. The legal text relied on, and where it was read, is in
// tests/fixtures/california-cars-act.ts; docs/content-reference.md#california-cars-act says what the pages show.
import { toCents } from "./fees";

/** § 1784.43(a)(1)(A): the right to cancel applies to a used vehicle sold at this price or less. */
export const RIGHT_TO_CANCEL_PRICE_CAP = 50_000;
/** § 1784.43(a)(1)(B): it does not apply once the vehicle has been driven more than this since the sale. */
export const RIGHT_TO_CANCEL_MILES = 400;
/** § 1784.43(a)(1)(A): a three-day right. */
export const RIGHT_TO_CANCEL_DAYS = 3;

/** The restocking fee's rule: a share of the price, never below the floor nor above the ceiling. */
export const RESTOCKING_FEE = { percent: 1.5, minimum: 200, maximum: 600 } as const;

export interface RightToCancel {
  /** The restocking fee in dollars for this price: 1.5% of it, at least $200 and at most $600. */
  restockingFee: number;
  /** Which band of the rule the fee comes from, so a page can say why it is that amount. */
  band: "minimum" | "percent" | "maximum";
}

/**
 * The 3-day right to cancel for a used vehicle at `totalPrice` (the price the site advertises: the total price),
 * or `undefined` above the cap. Mileage since the sale is not knowable before it, so the price is the test; the
 * page states the 400-mile condition in words.
 */
export function rightToCancel(totalPrice: number): RightToCancel | undefined {
  const cents = toCents(totalPrice);
  if (cents > RIGHT_TO_CANCEL_PRICE_CAP * 100) return undefined;
  // Rounded to the cent, half up: 1.5% of $22,080.50 is $331.2075, so $331.21.
  const shareCents = Math.round((cents * RESTOCKING_FEE.percent) / 100);
  if (shareCents <= RESTOCKING_FEE.minimum * 100) return { restockingFee: RESTOCKING_FEE.minimum, band: "minimum" };
  if (shareCents >= RESTOCKING_FEE.maximum * 100) return { restockingFee: RESTOCKING_FEE.maximum, band: "maximum" };
  return { restockingFee: shareCents / 100, band: "percent" };
}
