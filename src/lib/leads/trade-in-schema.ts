// The trade-in appraisal form: the shopper's own car as they describe it, then the usual contact fields.
import { z } from "zod";
import { isVinValid } from "../content/vin";
import { choice, consent, email, lineText, message, name, phone, vehicleFields } from "./lead-field-schemas";
import { LEAD_LIMITS, TRADE_IN_CONDITIONS, YES_NO } from "./lead-options";

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
export const tradeInSchema = z.object({
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

export type TradeInLead = z.output<typeof tradeInSchema>;
