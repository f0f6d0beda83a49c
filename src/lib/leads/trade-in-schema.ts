// The trade-in appraisal form: the shopper's own car as they describe it, then the usual contact fields.
import { z } from "zod";
import { isVinValid } from "../content/vin";
import { errorKey, type FieldMessageKey } from "../forms/field-messages";
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
import { TRADE_IN_CONDITIONS, YES_NO } from "./lead-options";
import { FORM_LIMITS } from "../forms/form-limits";

/** Whole dollars (or cents) typed as "8,500" or "$8500", up to $1,000,000. */
const payoffAmount = z
  .string({ error: errorKey("payoffAmountFormat") })
  .transform((value) => value.replace(/[$,\s]/g, ""))
  .pipe(
    z
      .string()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: errorKey("payoffAmountFormat") })
      .transform(Number)
      .refine((value) => value <= 1_000_000, { error: errorKey("payoffAmountTooHigh") }),
  );

const tradeInText = (missing: FieldMessageKey, tooLong: FieldMessageKey) =>
  lineText(missing, FORM_LIMITS.tradeInText, tooLong);

// The shopper's own car, as they describe it. The newest model year allowed depends on today's date, so
// that bound is a cross-field rule (lead-field-rules.ts).
export const tradeInSchema = z.object({
  formType: z.literal("trade-in"),
  tradeYear: z
    .string({ error: errorKey("tradeYearMissing") })
    .regex(/^\d{4}$/, { error: errorKey("tradeYearFormat") })
    .transform(Number)
    .refine((value) => value >= FORM_LIMITS.tradeInOldestYear, { error: errorKey("tradeYearTooOld") }),
  tradeMake: tradeInText("tradeMakeMissing", "tradeMakeTooLong"),
  tradeModel: tradeInText("tradeModelMissing", "tradeModelTooLong"),
  tradeTrim: tradeInText("tradeTrimMissing", "tradeTrimTooLong").optional(),
  tradeMileage: z
    .string({ error: errorKey("tradeMileageFormat") })
    .transform((value) => value.replace(/[,\s]/g, "").replace(/mi(les)?$/i, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, { error: errorKey("tradeMileageFormat") })
        .transform(Number)
        .refine((value) => value <= FORM_LIMITS.tradeInMaxMiles, { error: errorKey("tradeMileageTooHigh") }),
    ),
  tradeVin: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .length(17, { error: errorKey("tradeVinLength") })
        .regex(/^[A-HJ-NPR-Z0-9]+$/, { error: errorKey("tradeVinCharacters") })
        .refine(isVinValid, { error: errorKey("tradeVinCheckDigit") }),
    )
    .optional(),
  tradeCondition: choice(TRADE_IN_CONDITIONS, "tradeConditionMissing"),
  owesMoney: choice(YES_NO, "owesMoneyMissing"),
  payoffAmount: payoffAmount.optional(),
  /** Sent by the form with JavaScript, which showed the amount as required once "yes" was picked. */
  payoffShown: z.literal("yes").optional(),
  /** The car on our lot the shopper is trading toward, when they came from its page. */
  stockNumber: vehicleFields.stockNumber.optional(),
  name,
  email: email.optional(),
  phone: phone.optional(),
  message: message("messageMissing").optional(),
  consent,
  language,
});

export type TradeInLead = z.output<typeof tradeInSchema>;
