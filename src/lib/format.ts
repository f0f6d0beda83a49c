// Display formatting shared by cards, detail pages and the calculator (en-US, whole dollars).
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export const formatPrice = (amount: number): string => dollars.format(Math.round(amount));
export const formatMoney = (amount: number): string => dollarsAndCents.format(amount);
export const formatMileage = (miles: number): string => `${wholeNumber.format(miles)} mi`;
export const formatNumber = (value: number): string => wholeNumber.format(value);

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
