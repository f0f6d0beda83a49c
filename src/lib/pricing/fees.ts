// The advertised price: the vehicle's price plus every required fee the dealer has not already folded into it
// (dealers must not advertise a price a buyer cannot pay). Sums are in integer cents, so $21,995 + $85.10
// never drifts to $22,080.099999.
import type { TextByLocale } from "../i18n/localized-text";

export interface Fee {
  /** By language: a page shows its own language's name where written, else the English one. */
  name: TextByLocale;
  /** Dollars, at most two decimals. */
  amount: number;
  /** Every buyer pays it (a documentation fee); an optional one (a service contract) is never added. */
  required: boolean;
  /** Already part of the vehicle's price, so it is listed but not added again. */
  includedInPrice: boolean;
}

export interface FeeLine {
  name: TextByLocale;
  amount: number;
  /** Required but already in the vehicle's price. */
  included: boolean;
}

export interface PriceBreakdown {
  vehiclePrice: number;
  /** Required fees in the order the settings list them, included ones flagged. */
  required: FeeLine[];
  /** Offered, not required: listed, never added. */
  optional: FeeLine[];
  /** The advertised price: vehicle price + required fees not included. */
  total: number;
}

/**
 * Dollars as whole cents, rounded half away from zero (float noise such as 0.29 * 100 = 28.999... removed first).
 */
export function toCents(dollars: number): number {
  const cents = Number.parseFloat((Math.abs(dollars) * 100).toPrecision(12));
  return Math.sign(dollars) * Math.round(cents);
}

const toDollars = (cents: number) => cents / 100;

export function priceBreakdown(vehiclePrice: number, fees: readonly Fee[] = []): PriceBreakdown {
  const line = (fee: Fee): FeeLine => ({
    name: fee.name,
    amount: toDollars(toCents(fee.amount)),
    included: fee.includedInPrice,
  });
  const required = fees.filter((fee) => fee.required);
  const addedCents = required.filter((fee) => !fee.includedInPrice).reduce((sum, fee) => sum + toCents(fee.amount), 0);
  return {
    vehiclePrice: toDollars(toCents(vehiclePrice)),
    required: required.map(line),
    optional: fees.filter((fee) => !fee.required).map((fee) => ({ ...line(fee), included: false })),
    total: toDollars(toCents(vehiclePrice) + addedCents),
  };
}

export const advertisedPrice = (vehiclePrice: number, fees: readonly Fee[] = []): number =>
  priceBreakdown(vehiclePrice, fees).total;

/** What a loan pays for: the advertised price less the down payment, never below 0. */
export function amountFinanced(advertised: number, downPayment: number): number {
  return toDollars(Math.max(toCents(advertised) - toCents(downPayment), 0));
}

/** `a - b` in cents: a reduction's size from two prices. */
export const differenceOf = (a: number, b: number): number => toDollars(toCents(a) - toCents(b));

/** `a + b` in cents: the price before a reduction. */
export const sumOf = (a: number, b: number): number => toDollars(toCents(a) + toCents(b));
