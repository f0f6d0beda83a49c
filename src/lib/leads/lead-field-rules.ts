// What every lead goes through besides its form's schema: the raw fields cleaned, and the rules that
// involve more than one field. Zod-free, so the rules read as plain code.
import { cleanLineText, cleanMultilineText } from "./clean-text";
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

/** Rules that involve more than one field, checked even when single fields already failed. */
export function crossFieldErrors(formType: FormType, fields: Record<string, unknown>, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const hasEmail = fields.email !== undefined;
  const hasPhone = fields.phone !== undefined;
  if (formType === "contact") {
    const method = fields.preferredContact;
    if (method === "email" && !hasEmail)
      errors.email = "Enter your e-mail address, or choose another way for us to reply.";
    if ((method === "phone" || method === "text") && !hasPhone)
      errors.phone = "Enter your phone number, or choose e-mail for our reply.";
    if (!hasEmail && !hasPhone && !errors.email && !errors.phone)
      errors.email = "Enter your e-mail address or phone number so we can reply.";
  }
  if ((formType === "inquiry" || formType === "availability" || formType === "test-drive") && !hasEmail && !hasPhone) {
    errors.email = "Enter your e-mail address or phone number so we can reply.";
  }
  if (formType === "trade-in") Object.assign(errors, tradeInErrors(fields, today, hasEmail || hasPhone));
  if (
    formType === "test-drive" &&
    typeof fields.preferredDate === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(fields.preferredDate)
  ) {
    const day = fields.preferredDate;
    if (!isCalendarDate(day)) errors.preferredDate = "Enter a real calendar date.";
    // One day of slack: the visitor's today may still be yesterday in UTC.
    else if (day < addDays(today, -1)) errors.preferredDate = "Choose today or a later day.";
    else if (day > addDays(today, LEAD_LIMITS.testDriveDaysAhead)) {
      errors.preferredDate = `Choose a day within the next ${LEAD_LIMITS.testDriveDaysAhead} days.`;
    }
  }
  return errors;
}

/** The trade-in's rules: a reply address, a model year no newer than next year's, the amount owed. */
function tradeInErrors(fields: Record<string, unknown>, today: string, canReply: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!canReply) errors.email = "Enter your e-mail address or phone number so we can reply.";
  const newest = Number(today.slice(0, 4)) + 1;
  if (typeof fields.tradeYear === "string" && /^\d{4}$/.test(fields.tradeYear) && Number(fields.tradeYear) > newest)
    errors.tradeYear = `Enter a model year of ${newest} or earlier.`;
  // Required only where the form said so: without JavaScript the amount field cannot follow the yes/no.
  if (fields.owesMoney === "yes" && fields.payoffShown === "yes" && fields.payoffAmount === undefined)
    errors.payoffAmount = "Enter roughly how much you still owe, like 8500.";
  return errors;
}
