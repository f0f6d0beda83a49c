// The rules of a lead that involve more than one field (the raw fields are cleaned first: forms/form-fields.ts).
// Zod-free, so the rules read as plain code.
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale";
import { fieldMessage } from "../forms/field-messages";
import { type FormType } from "./lead-options";
import { FORM_LIMITS } from "../forms/form-limits";

export type FieldErrors = Record<string, string>;

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
  if (formType === "credit-application") {
    if (!hasEmail && !hasPhone) errors.email = say("emailOrPhone");
    // The FCRA's written instructions: no soft pull without the box ticked (a car's page names both, or neither).
    const agreed = ["yes", "on", "true", true].includes(fields.softPullConsent as string | boolean);
    if (fields.destination === "prequalification" && !agreed) errors.softPullConsent = say("softPullConsentMissing");
    if ((fields.vin === undefined) !== (fields.stockNumber === undefined))
      errors[fields.vin === undefined ? "vin" : "stockNumber"] = say(
        fields.vin === undefined ? "vinMissing" : "stockMissing",
      );
  }
  if (
    formType === "test-drive" &&
    typeof fields.preferredDate === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(fields.preferredDate)
  ) {
    const day = fields.preferredDate;
    if (!isCalendarDate(day)) errors.preferredDate = say("preferredDateNotReal");
    // One day of slack: the visitor's today may still be yesterday in UTC.
    else if (day < addDays(today, -1)) errors.preferredDate = say("preferredDatePast");
    else if (day > addDays(today, FORM_LIMITS.testDriveDaysAhead)) errors.preferredDate = say("preferredDateTooFar");
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
