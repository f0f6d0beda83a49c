// Validation of what a lead form sends (JSON or a plain form post), shared by the lead endpoint and by
// tests. Every message says what is wrong in words a shopper understands; field names are the form's.
import { z } from "zod";
import {
  choice,
  consent,
  email,
  language,
  lineText,
  message,
  name,
  phone,
  vehicleFields,
} from "../forms/field-schemas";
import { errorKey, fieldMessage, issueMessage } from "../forms/field-messages";
import { DEFAULT_LOCALE } from "../i18n/locale";
import { tradeInSchema, type TradeInLead } from "./trade-in-schema";
import { crossFieldErrors, type FieldErrors } from "./lead-field-rules";
import { asFieldRecord, cleanFields, messageLocaleOf } from "../forms/form-fields";
import {
  CONTACT_METHODS,
  CREDIT_DESTINATIONS,
  CREDIT_RANGES,
  EMPLOYMENT_STATUSES,
  FORM_TYPES,
  INCOME_RANGES,
  TEST_DRIVE_TIMES,
} from "./lead-options";
import { FORM_LIMITS } from "../forms/form-limits";
import { LOCATION_ID_PATTERN } from "../content/location-fields";

export type { FieldErrors } from "./lead-field-rules";
export type { TradeInLead } from "./trade-in-schema";

const contactSchema = z.object({
  formType: z.literal("contact"),
  name,
  email: email.optional(),
  phone: phone.optional(),
  preferredContact: choice(CONTACT_METHODS, "preferredContactMissing"),
  message: message("messageMissing"),
  // A dealer group's lot the shopper chose (the contact form's select); the lead function checks it is one of its lots.
  location: z
    .string({ error: errorKey("locationInvalid") })
    .regex(LOCATION_ID_PATTERN, { error: errorKey("locationInvalid") })
    .optional(),
  consent,
  language,
});

const vehicleRequestFields = {
  name,
  email: email.optional(),
  phone: phone.optional(),
  ...vehicleFields,
  consent,
  language,
};

const inquirySchema = z.object({
  formType: z.literal("inquiry"),
  ...vehicleRequestFields,
  message: message("questionMissing"),
});

// The request itself is the question ("is it still for sale?"): a message is welcome, not needed.
const availabilitySchema = z.object({
  formType: z.literal("availability"),
  ...vehicleRequestFields,
  message: message("messageMissing").optional(),
});

const testDriveSchema = z.object({
  formType: z.literal("test-drive"),
  ...vehicleRequestFields,
  preferredDate: z.string({ error: errorKey("preferredDateMissing") }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: errorKey("preferredDateFormat"),
  }),
  preferredTime: choice(TEST_DRIVE_TIMES, "preferredTimeInvalid").default("any"),
  message: message("messageMissing").optional(),
});

const preApprovalSchema = z.object({
  formType: z.literal("pre-approval"),
  name,
  email,
  phone,
  postalCode: z
    .string({ error: errorKey("postalCodeMissing") })
    .regex(/^\d{5}(-\d{4})?$/, { error: errorKey("postalCodeInvalid") }),
  employmentStatus: choice(EMPLOYMENT_STATUSES, "employmentStatusMissing"),
  monthlyIncome: choice(INCOME_RANGES, "monthlyIncomeMissing"),
  creditRange: choice(CREDIT_RANGES, "creditRangeMissing"),
  downPayment: z
    .string({ error: errorKey("downPaymentFormat") })
    .transform((value) => value.replace(/[$,\s]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: errorKey("downPaymentFormat") })
        .transform(Number)
        .refine((value) => value <= 1_000_000, { error: errorKey("downPaymentTooHigh") }),
    )
    .optional(),
  vehicleOfInterest: lineText(
    "vehicleOfInterestMissing",
    FORM_LIMITS.vehicleOfInterest,
    "vehicleOfInterestTooLong",
  ).optional(),
  message: message("messageMissing").optional(),
  consent,
  language,
});

// Recorded before the shopper leaves for the dealer's lender platform: who went to apply, for which car (none on
// the financing page), and, for the soft-pull path, that they agreed to the credit check. No SSN, no birth date:
// the platform asks for those on its own site.
const creditApplicationSchema = z.object({
  formType: z.literal("credit-application"),
  name,
  email: email.optional(),
  phone: phone.optional(),
  vin: vehicleFields.vin.optional(),
  stockNumber: vehicleFields.stockNumber.optional(),
  destination: choice(CREDIT_DESTINATIONS, "creditDestinationInvalid"),
  softPullConsent: consent,
  message: message("messageMissing").optional(),
  consent,
  language,
});

const SCHEMAS = {
  contact: contactSchema,
  inquiry: inquirySchema,
  availability: availabilitySchema,
  "test-drive": testDriveSchema,
  "pre-approval": preApprovalSchema,
  "trade-in": tradeInSchema,
  "credit-application": creditApplicationSchema,
} as const;

export type ContactLead = z.output<typeof contactSchema>;
export type InquiryLead = z.output<typeof inquirySchema>;
export type AvailabilityLead = z.output<typeof availabilitySchema>;
export type TestDriveLead = z.output<typeof testDriveSchema>;
export type PreApprovalLead = z.output<typeof preApprovalSchema>;
export type CreditApplicationLead = z.output<typeof creditApplicationSchema>;
export type VehicleLead = InquiryLead | AvailabilityLead | TestDriveLead;
export type Lead = ContactLead | VehicleLead | PreApprovalLead | TradeInLead | CreditApplicationLead;

export type ParsedLead = { ok: true; lead: Lead } | { ok: false; errors: FieldErrors };

/**
 * Validates a lead. `today` is the server's date (YYYY-MM-DD) for test-drive day checks.
 * Fields not in the form's schema are ignored; only the first problem of each field is reported, in the
 * lead's own language (`language`, English when absent or not one of the site's).
 */
export function parseLead(body: unknown, today: string): ParsedLead {
  const raw = asFieldRecord(body);
  if (!raw) return { ok: false, errors: { form: fieldMessage("formNotObject", DEFAULT_LOCALE) } };
  const fields = cleanFields(raw);
  const locale = messageLocaleOf(fields);
  const formType = z.enum(FORM_TYPES).safeParse(fields.formType);
  if (!formType.success) {
    return { ok: false, errors: { formType: fieldMessage("formTypeMissing", locale) } };
  }
  const result = SCHEMAS[formType.data].safeParse(fields);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= issueMessage(issue.message, locale);
    }
  }
  for (const [field, text] of Object.entries(crossFieldErrors(formType.data, fields, today, locale)))
    errors[field] ??= text;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, lead: result.data as Lead };
}

/** A credit-application lead sent from a vehicle's page: it names the car (both identifiers, or neither). */
export const isCreditLeadWithVehicle = (
  lead: Lead,
): lead is CreditApplicationLead & { stockNumber: string; vin: string } =>
  lead.formType === "credit-application" && lead.stockNumber !== undefined && lead.vin !== undefined;

export const isVehicleLead = (lead: Lead): lead is VehicleLead =>
  lead.formType === "inquiry" || lead.formType === "availability" || lead.formType === "test-drive";
