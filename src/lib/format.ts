// Display formatting shared by cards, detail pages and the calculator (en-US, whole dollars).
// Written out rather than with Intl.NumberFormat: creating the first formatters loads the ICU number data,
// a 30 ms task on a phone (120 ms at Lighthouse's 4x slowdown) in the middle of the page's first load. The
// unit tests check every function against Intl.NumberFormat.

/** `"1234567"` as `"1,234,567"`. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * `[whole, fraction]` digits of |value| rounded to `decimals` places the way Intl.NumberFormat rounds:
 * from the shortest decimal that reads back as the same number (1.005 is "1.005", so it rounds up), halves
 * away from zero.
 */
function roundedDigits(value: number, decimals: number): [string, string] {
  const plain = String(Math.abs(value));
  // Exponent forms (below 1e-6 or from 1e21) are far from any price or mileage: toFixed is close enough.
  if (/e/i.test(plain)) return Math.abs(value).toFixed(decimals).split(".") as [string, string];
  const [whole, fraction = ""] = plain.split(".");
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, "0")];
  const kept = `${whole}${fraction.slice(0, decimals)}`;
  const digits = fraction[decimals] >= "5" ? (BigInt(kept) + 1n).toString().padStart(kept.length, "0") : kept;
  const cut = digits.length - decimals;
  return [digits.slice(0, cut), digits.slice(cut)];
}

function grouped(value: number, decimals: number, prefix = ""): string {
  const [whole, fraction] = roundedDigits(value, decimals);
  const text = `${prefix}${groupThousands(whole)}${decimals > 0 ? `.${fraction}` : ""}`;
  // Intl keeps the sign of a negative number that rounds to zero ("-0"); so do we, to say the same.
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/** `12995` as `"$12,995"` (whole dollars). */
export const formatPrice = (amount: number): string => grouped(amount, 0, "$");

/** `1234.5` as `"$1,234.50"`. */
export const formatMoney = (amount: number): string => grouped(amount, 2, "$");

/** A price as advertised: `22080` as `"$22,080"`, `22080.5` as `"$22,080.50"` (a fee's cents are never rounded away). */
export const formatDollars = (amount: number): string =>
  Math.round(amount * 100) % 100 === 0 ? formatPrice(amount) : formatMoney(amount);

/** `48210.4` as `"48,210"`. */
export const formatNumber = (value: number): string => grouped(value, 0);

/** "1 vehicle", "1,250 vehicles". */
export const formatVehicleCount = (count: number): string =>
  `${formatNumber(count)} ${count === 1 ? "vehicle" : "vehicles"}`;

export const formatMileage = (miles: number): string => `${formatNumber(miles)} mi`;

/** `tel:+19165550142` from `(916) 555-0142`. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** `sms:+19165550142` for the "Text us" buttons. */
export function smsHref(phone: string, body?: string): string {
  const base = telHref(phone).replace(/^tel:/, "sms:");
  return body ? `${base}?body=${encodeURIComponent(body)}` : base;
}
