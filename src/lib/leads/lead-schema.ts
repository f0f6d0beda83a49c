// Validation of what a lead form sends (JSON or a plain form post), shared by the lead endpoint and by
// tests. Every message says what is wrong in words a shopper understands; field names are the form's.
import { z } from "zod";
import { isVinValid } from "../content/vin";
import { hasLineBreak, hasMarkup } from "./clean-text";
import { asFieldRecord, cleanFields, crossFieldErrors, type FieldErrors } from "./lead-field-rules";
import {
  CONTACT_METHODS,
  CREDIT_RANGES,
  EMPLOYMENT_STATUSES,
  FORM_TYPES,
  INCOME_RANGES,
  LEAD_LIMITS,
  TEST_DRIVE_TIMES,
  TRADE_IN_CONDITIONS,
  YES_NO,
} from "./lead-options";

export type { FieldErrors } from "./lead-field-rules";

const ONE_LINE = "Use a single line, without line breaks.";
const NO_MARKUP = "Remove the < and > characters: code and markup can't be sent.";
// Letters in any language, digits, spaces and the punctuation names use.
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} .,'’-]+$/u;

const lineText = (missing: string, max: number, tooLong: string) =>
  z
    .string({ error: missing })
    .max(max, { error: tooLong })
    .refine((value) => !hasLineBreak(value), { error: ONE_LINE })
    .refine((value) => !hasMarkup(value), { error: NO_MARKUP });

const name = lineText(
  "Enter your name.",
  LEAD_LIMITS.name,
  `Shorten your name to ${LEAD_LIMITS.name} characters or fewer.`,
).regex(NAME_PATTERN, { error: "Enter your name using letters, spaces, hyphens, apostrophes or periods." });

const email = z
  .string({ error: "Enter your e-mail address." })
  .max(LEAD_LIMITS.email, { error: `Enter an e-mail address of at most ${LEAD_LIMITS.email} characters.` })
  .refine((value) => !hasLineBreak(value), { error: "Enter a single e-mail address like name@example.com." })
  .pipe(z.email({ error: "Enter an e-mail address like name@example.com." }));

/** 10-digit North American number, with or without +1 and punctuation, as `(916) 555-0142`. */
export function normalizeUsPhone(value: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(value)) return undefined;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const phone = z
  .string({ error: "Enter your phone number." })
  .max(30, { error: "Enter a 10-digit phone number like (916) 555-0142." })
  .transform((value, context) => {
    const normalized = normalizeUsPhone(value);
    if (!normalized) {
      context.issues.push({
        code: "custom",
        input: value,
        message: "Enter a 10-digit phone number like (916) 555-0142.",
      });
      return z.NEVER;
    }
    return normalized;
  });

const message = (missing: string) =>
  z
    .string({ error: missing })
    .max(LEAD_LIMITS.message, { error: `Shorten your message to ${LEAD_LIMITS.message} characters or fewer.` })
    .refine((value) => !hasMarkup(value), { error: NO_MARKUP });

const consent = z
  .union([z.literal(true), z.literal(false), z.enum(["yes", "on", "true"])], {
    error: "Tick the box to agree to calls and texts, or leave it empty.",
  })
  .optional()
  .transform((value) => value === true || value === "yes" || value === "on" || value === "true");

const choice = <T extends readonly [string, ...string[]]>(values: T, missing: string) =>
  z.enum(values, { error: missing });

// Which vehicle: its stock number and VIN, checked for form here and looked up in the build's inventory by
// the endpoint. Everything else about it (year, make, model, price) comes from that inventory, never from
// the post: a form may still send those fields, and they are ignored.
const vehicleFields = {
  vin: z
    .string({ error: "This vehicle's VIN is missing." })
    .refine(isVinValid, { error: "This vehicle's VIN is not valid." }),
  stockNumber: z
    .string({ error: "This vehicle's stock number is missing." })
    .regex(/^[A-Z0-9][A-Z0-9-]{1,15}$/, { error: "This vehicle's stock number is not valid." }),
};

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

/** Whole dollars (or cents) typed as "8,500" or "$8500", up to $1,000,000. */
const dollarAmount = (example: string) =>
  z
    .string({ error: `Enter the amount in dollars, like ${example}.` })
    .transform((value) => value.replace(/[$,\s]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: `Enter the amount in dollars, like ${example}.` })
        .transform(Number)
        .refine((value) => value <= 1_000_000, { error: "Enter an amount of $1,000,000 or less." }),
    );

const tradeInText = (missing: string, what: string) =>
  lineText(missing, LEAD_LIMITS.tradeInText, `Shorten the ${what} to ${LEAD_LIMITS.tradeInText} characters or fewer.`);

// The shopper's own car, as they describe it. The newest model year allowed depends on today's date, so
// that bound is a cross-field rule (lead-field-rules.ts).
const tradeInSchema = z.object({
  formType: z.literal("trade-in"),
  tradeYear: z
    .string({ error: "Choose your car's model year." })
    .regex(/^\d{4}$/, { error: "Enter the model year as 4 digits, like 2016." })
    .transform(Number)
    .refine((value) => value >= LEAD_LIMITS.tradeInOldestYear, {
      error: `Enter a model year of ${LEAD_LIMITS.tradeInOldestYear} or later.`,
    }),
  tradeMake: tradeInText("Enter your car's make, like Toyota.", "make"),
  tradeModel: tradeInText("Enter your car's model, like Camry.", "model"),
  tradeTrim: tradeInText("Enter the trim, or leave it empty.", "trim").optional(),
  tradeMileage: z
    .string({ error: "Enter the mileage in whole miles, like 82000." })
    .transform((value) => value.replace(/[,\s]/g, "").replace(/mi(les)?$/i, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, { error: "Enter the mileage in whole miles, like 82000." })
        .transform(Number)
        .refine((value) => value <= LEAD_LIMITS.tradeInMaxMiles, { error: "Enter a mileage under 1,000,000 miles." }),
    ),
  tradeVin: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .length(17, { error: "A VIN has 17 characters: check it, or leave the field empty." })
        .regex(/^[A-HJ-NPR-Z0-9]+$/, { error: "A VIN has only letters and digits, and never I, O or Q." })
        .refine(isVinValid, {
          error:
            "This VIN does not add up (its 9th character is a check digit): compare it with your registration, or leave the field empty.",
        }),
    )
    .optional(),
  tradeCondition: choice(TRADE_IN_CONDITIONS, "Choose the condition closest to your car's."),
  owesMoney: choice(YES_NO, "Tell us whether you still owe money on the car."),
  payoffAmount: dollarAmount("8500").optional(),
  /** Sent by the form with JavaScript, which showed the amount as required once "yes" was picked. */
  payoffShown: z.literal("yes").optional(),
  /** The car on our lot the shopper is trading toward, when they came from its page. */
  stockNumber: vehicleFields.stockNumber.optional(),
  name,
  email: email.optional(),
  phone: phone.optional(),
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
export type TradeInLead = z.output<typeof tradeInSchema>;
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
