// Display formatting shared by cards, detail pages and the calculator (en-US or es-US, whole dollars).
// Written out rather than with Intl.NumberFormat: creating the first formatters loads the ICU number data,
// a 30 ms task on a phone (120 ms at Lighthouse's 4x slowdown) in the middle of the page's first load. The
// unit tests check every function against Intl.NumberFormat for both locales.
import { groupThousands } from "./i18n/digit-groups";
import { languageOf, type Locale } from "./i18n/locale";
import { pluralCategory } from "./i18n/plural";
import { textTable, translated, type Translations } from "./i18n/text-tables";

declare module "./i18n/text-tables" {
  interface TextTables {
    "format-labels": Readonly<Record<CountedWord, string>>;
  }
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

/** `value` with the language's digit marks, inside `pattern` where `#` stands for the number. */
function grouped(value: number, decimals: number, locale: Locale, pattern = "#"): string {
  const [whole, fraction] = roundedDigits(value, decimals);
  const { group, decimal } = languageOf(locale).numbers;
  const number = `${groupThousands(whole, group)}${decimals > 0 ? `${decimal}${fraction}` : ""}`;
  const text = pattern.replace("#", number);
  // Intl keeps the sign of a negative number that rounds to zero ("-0"); so do we, to say the same.
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/** `12995` as `"$12,995"` (whole dollars). */
export const formatPrice = (amount: number, locale: Locale = "en"): string =>
  grouped(amount, 0, locale, languageOf(locale).numbers.currency);

/** `1234.5` as `"$1,234.50"`. */
export const formatMoney = (amount: number, locale: Locale = "en"): string =>
  grouped(amount, 2, locale, languageOf(locale).numbers.currency);

/** A price as advertised: `22080` as `"$22,080"`, `22080.5` as `"$22,080.50"` (a fee's cents are never rounded away). */
export const formatDollars = (amount: number, locale: Locale = "en"): string =>
  Math.round(amount * 100) % 100 === 0 ? formatPrice(amount, locale) : formatMoney(amount, locale);

/** A review rating as review sites write it, one decimal: `4.7` as `"4.7"`, `5` as `"5.0"`. */
export const formatRating = (rating: number, locale: Locale = "en"): string => grouped(rating, 1, locale);

/** `48210.4` as `"48,210"`. */
export const formatNumber = (value: number, locale: Locale = "en"): string => grouped(value, 0, locale);

/**
 * A counted word in the singular or the plural (a language's "many" takes the plural, as CLDR's units do), and
 * the mile's abbreviation after a number.
 */
export type CountedWord = `${"vehicle" | "mile"}.${"one" | "other"}` | "mile.short";

const ENGLISH_WORDS: Record<CountedWord, string> = {
  "vehicle.one": "vehicle",
  "vehicle.other": "vehicles",
  "mile.one": "mile",
  "mile.other": "miles",
  "mile.short": "mi",
};

// The other languages' words are in their label files (`src/locales/es/format-labels.ts`).
const COUNTED_WORDS: Translations<CountedWord> = textTable("format-labels");

/** A whole number and the word for it, the word chosen by the number as shown (1.4 shows "1", so singular). */
function counted(value: number, locale: Locale, word: "vehicle" | "mile"): string {
  const shown = Number(roundedDigits(value, 0)[0]);
  const key: CountedWord = `${word}.${pluralCategory(shown, locale) === "one" ? "one" : "other"}`;
  return `${formatNumber(value, locale)} ${translated(COUNTED_WORDS, key, locale, ENGLISH_WORDS[key])}`;
}

/** "1 vehicle", "1,250 vehicles"; "1 vehículo", "0 vehículos". */
export const formatVehicleCount = (count: number, locale: Locale = "en"): string => counted(count, locale, "vehicle");

/** `"48,210 mi"`: each language's abbreviation as Intl's short mile unit writes it ("mi" in US Spanish too). */
export const formatMileage = (miles: number, locale: Locale = "en"): string =>
  `${formatNumber(miles, locale)} ${translated(COUNTED_WORDS, "mile.short", locale, ENGLISH_WORDS["mile.short"])}`;

/** Miles in words, where there is room: "48,210 miles", "48,210 millas", "1 milla". */
export const formatMiles = (miles: number, locale: Locale = "en"): string => counted(miles, locale, "mile");

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
