// Validation of what a lead form sends (JSON or a plain form post), shared by the lead endpoint and by
// tests. Every message says what is wrong in words a shopper understands; field names are the form's.
import { z } from "zod";
import { choice, consent, email, lineText, message, name, phone, vehicleFields } from "./lead-field-schemas";
import { tradeInSchema, type TradeInLead } from "./trade-in-schema";
import { asFieldRecord, cleanFields, crossFieldErrors, type FieldErrors } from "./lead-field-rules";
import {
  CONTACT_METHODS,
  CREDIT_RANGES,
  EMPLOYMENT_STATUSES,
  FORM_TYPES,
  INCOME_RANGES,
  LEAD_LIMITS,
  TEST_DRIVE_TIMES,
} from "./lead-options";

export type { FieldErrors } from "./lead-field-rules";
export type { TradeInLead } from "./trade-in-schema";

const contactSchema = z.object({
  formType: z.literal("contact"),
  name,
  email: email.optional(),
  phone: phone.optional(),
  preferredContact: choice(CONTACT_METHODS, "Choose how you would like us to reply."),
  message: message("Enter your message."),
  consent,
});

const vehicleRequestFields = {
  name,
  email: email.optional(),
  phone: phone.optional(),
  ...vehicleFields,
  consent,
};

const inquirySchema = z.object({
  formType: z.literal("inquiry"),
  ...vehicleRequestFields,
  message: message("Enter your question."),
});

// The request itself is the question ("is it still for sale?"): a message is welcome, not needed.
const availabilitySchema = z.object({
  formType: z.literal("availability"),
  ...vehicleRequestFields,
  message: message("Enter your message.").optional(),
});

const testDriveSchema = z.object({
  formType: z.literal("test-drive"),
  ...vehicleRequestFields,
  preferredDate: z.string({ error: "Choose a day for your test drive." }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: "Enter the day as a date, like 2026-12-05.",
  }),
  preferredTime: choice(TEST_DRIVE_TIMES, "Choose a time of day from the list.").default("any"),
  message: message("Enter your message.").optional(),
});

const preApprovalSchema = z.object({
  formType: z.literal("pre-approval"),
  name,
  email,
  phone,
  postalCode: z
    .string({ error: "Enter your ZIP code." })
    .regex(/^\d{5}(-\d{4})?$/, { error: "Enter a 5-digit ZIP code like 95820." }),
  employmentStatus: choice(EMPLOYMENT_STATUSES, "Choose your employment status."),
  monthlyIncome: choice(INCOME_RANGES, "Choose your monthly income before taxes."),
  creditRange: choice(CREDIT_RANGES, "Choose how you would rate your credit."),
  downPayment: z
    .string({ error: "Enter your down payment in dollars, like 2000." })
    .transform((value) => value.replace(/[$,\s]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: "Enter your down payment in dollars, like 2000." })
        .transform(Number)
        .refine((value) => value <= 1_000_000, { error: "Enter a down payment of $1,000,000 or less." }),
    )
    .optional(),
  vehicleOfInterest: lineText(
    "Describe the vehicle you're interested in.",
    LEAD_LIMITS.vehicleOfInterest,
    `Shorten the vehicle description to ${LEAD_LIMITS.vehicleOfInterest} characters or fewer.`,
  ).optional(),
  message: message("Enter your message.").optional(),
  consent,
});

const SCHEMAS = {
  contact: contactSchema,
  inquiry: inquirySchema,
  availability: availabilitySchema,
  "test-drive": testDriveSchema,
  "pre-approval": preApprovalSchema,
  "trade-in": tradeInSchema,
} as const;

export type ContactLead = z.output<typeof contactSchema>;
export type InquiryLead = z.output<typeof inquirySchema>;
export type AvailabilityLead = z.output<typeof availabilitySchema>;
export type TestDriveLead = z.output<typeof testDriveSchema>;
export type PreApprovalLead = z.output<typeof preApprovalSchema>;
export type VehicleLead = InquiryLead | AvailabilityLead | TestDriveLead;
export type Lead = ContactLead | VehicleLead | PreApprovalLead | TradeInLead;

export type ParsedLead = { ok: true; lead: Lead } | { ok: false; errors: FieldErrors };

/**
 * Validates a lead. `today` is the server's date (YYYY-MM-DD) for test-drive day checks.
 * Fields not in the form's schema are ignored; only the first problem of each field is reported.
 */
export function parseLead(body: unknown, today: string): ParsedLead {
  const raw = asFieldRecord(body);
  if (!raw) return { ok: false, errors: { form: "Send the form's fields as an object." } };
  const fields = cleanFields(raw);
  const formType = z.enum(FORM_TYPES).safeParse(fields.formType);
  if (!formType.success) {
    return { ok: false, errors: { formType: "Choose whether you have a question or would like a test drive." } };
  }
  const result = SCHEMAS[formType.data].safeParse(fields);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= issue.message;
    }
  }
  for (const [field, text] of Object.entries(crossFieldErrors(formType.data, fields, today))) errors[field] ??= text;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, lead: result.data as Lead };
}

export const isVehicleLead = (lead: Lead): lead is VehicleLead =>
  lead.formType === "inquiry" || lead.formType === "availability" || lead.formType === "test-drive";
