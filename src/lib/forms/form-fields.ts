// What every form's post goes through first, a lead's or an alert's: the body as a record of fields, the language
// its answers are written in, and its text cleaned. Zod-free.
import { DEFAULT_LOCALE, isLocale, type Locale } from "../i18n/locale";
import { cleanLineText, cleanMultilineText } from "./clean-text";

const MULTILINE_FIELDS = new Set(["message"]);
const NUMERIC_FIELDS = new Set(["downPayment", "tradeYear", "tradeMileage", "payoffAmount"]);
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,40}$/;

/** Plain object with string keys (what a JSON body or a form post becomes), else undefined. */
export function asFieldRecord(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const prototype = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null ? (body as Record<string, unknown>) : undefined;
}

/** The language a request's messages are written in: its `language` when that is one of the site's, else English. */
export function messageLocaleOf(body: unknown): Locale {
  const language = asFieldRecord(body)?.language;
  const value = typeof language === "string" ? language.trim() : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Cleans every text value (controls removed, trimmed) and drops empty ones, so "" means "not given". */
export function cleanFields(raw: Record<string, unknown>): Record<string, unknown> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    // Only plausible field names: "__proto__" or "constructor" could otherwise reshape the object.
    if (!FIELD_NAME.test(key) || key === "constructor" || key === "prototype") continue;
    let next = value;
    if (typeof value === "number" && NUMERIC_FIELDS.has(key) && Number.isFinite(value)) next = String(value);
    if (typeof next === "string") next = MULTILINE_FIELDS.has(key) ? cleanMultilineText(next) : cleanLineText(next);
    if (next !== "" && next !== undefined && next !== null) cleaned[key] = next;
  }
  return cleaned;
}
