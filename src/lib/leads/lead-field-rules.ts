// What every lead goes through besides its form's schema: the raw fields cleaned, and the rules that
// involve more than one field. Zod-free, so the rules read as plain code.
import { DEFAULT_LOCALE, isLocale, type Locale } from "../i18n/locale";
import { cleanLineText, cleanMultilineText } from "./clean-text";
import { fieldMessage } from "./field-messages";
import { LEAD_LIMITS, type FormType } from "./lead-options";

export type FieldErrors = Record<string, string>;

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

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Rules that involve more than one field, checked even when single fields already failed; messages in `locale`. */
export function crossFieldErrors(
  formType: FormType,
  fields: Record<string, unknown>,
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): FieldErrors {
  const errors: FieldErrors = {};
  const say = (key: Parameters<typeof fieldMessage>[0]) => fieldMessage(key, locale);
  const hasEmail = fields.email !== undefined;
  const hasPhone = fields.phone !== undefined;
  if (formType === "contact") {
    const method = fields.preferredContact;
    if (method === "email" && !hasEmail) errors.email = say("emailOrOtherMethod");
    if ((method === "phone" || method === "text") && !hasPhone) errors.phone = say("phoneOrEmail");
    if (!hasEmail && !hasPhone && !errors.email && !errors.phone) errors.email = say("emailOrPhone");
  }
  if ((formType === "inquiry" || formType === "availability" || formType === "test-drive") && !hasEmail && !hasPhone) {
    errors.email = say("emailOrPhone");
  }
  if (formType === "trade-in") Object.assign(errors, tradeInErrors(fields, today, hasEmail || hasPhone, locale));
  if (
    formType === "test-drive" &&
    typeof fields.preferredDate === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(fields.preferredDate)
  ) {
    const day = fields.preferredDate;
    if (!isCalendarDate(day)) errors.preferredDate = say("preferredDateNotReal");
    // One day of slack: the visitor's today may still be yesterday in UTC.
    else if (day < addDays(today, -1)) errors.preferredDate = say("preferredDatePast");
    else if (day > addDays(today, LEAD_LIMITS.testDriveDaysAhead)) errors.preferredDate = say("preferredDateTooFar");
  }
  return errors;
}

/** The trade-in's rules: a reply address, a model year no newer than next year's, the amount owed. */
function tradeInErrors(fields: Record<string, unknown>, today: string, canReply: boolean, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  if (!canReply) errors.email = fieldMessage("emailOrPhone", locale);
  const newest = Number(today.slice(0, 4)) + 1;
  if (typeof fields.tradeYear === "string" && /^\d{4}$/.test(fields.tradeYear) && Number(fields.tradeYear) > newest)
    errors.tradeYear = fieldMessage("tradeYearTooNew", locale, { year: newest });
  // Required only where the form said so: without JavaScript the amount field cannot follow the yes/no.
  if (fields.owesMoney === "yes" && fields.payoffShown === "yes" && fields.payoffAmount === undefined)
    errors.payoffAmount = fieldMessage("payoffAmountMissing", locale);
  return errors;
}
