// The zod fields the lead forms share (name, e-mail, phone, message, consent, which vehicle, language), each
// with a message in words a shopper understands, named by its key in field-messages.ts.
import { z } from "zod";
import { LOCALES } from "../i18n/locale";
import { STOCK_NUMBER_PATTERN } from "../content/vehicle-fields";
import { isVinValid } from "../content/vin";
import { hasDirectionControls, hasLineBreak, hasMarkup } from "./clean-text";
import { errorKey, type FieldMessageKey } from "./field-messages";
import { FORM_LIMITS } from "./form-limits";

const ONE_LINE = errorKey("oneLine");
const NO_MARKUP = errorKey("noMarkup");
const NO_DIRECTION_CONTROLS = errorKey("directionControls");
// Letters in any language, digits, spaces and the punctuation names use.
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} .,'’-]+$/u;

export const lineText = (missing: FieldMessageKey, max: number, tooLong: FieldMessageKey) =>
  z
    .string({ error: missing })
    .max(max, { error: tooLong })
    .refine((value) => !hasLineBreak(value), { error: ONE_LINE })
    .refine((value) => !hasMarkup(value), { error: NO_MARKUP })
    .refine((value) => !hasDirectionControls(value), { error: NO_DIRECTION_CONTROLS });

export const name = lineText("nameMissing", FORM_LIMITS.name, "nameTooLong").regex(NAME_PATTERN, {
  error: errorKey("nameCharacters"),
});

export const email = z
  .string({ error: errorKey("emailMissing") })
  .max(FORM_LIMITS.email, { error: errorKey("emailTooLong") })
  .refine((value) => !hasLineBreak(value), { error: errorKey("emailOneLine") })
  .pipe(z.email({ error: errorKey("emailInvalid") }));

/**
 * 10-digit North American number, with or without +1 and punctuation, as `(916) 555-0142`.
 * @internal exported for its unit tests
 */
export function normalizeUsPhone(value: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(value)) return undefined;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return undefined;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const phone = z
  .string({ error: errorKey("phoneMissing") })
  .max(30, { error: errorKey("phoneInvalid") })
  .transform((value, context) => {
    const normalized = normalizeUsPhone(value);
    if (!normalized) {
      context.issues.push({
        code: "custom",
        input: value,
        message: errorKey("phoneInvalid"),
      });
      return z.NEVER;
    }
    return normalized;
  });

export const message = (missing: FieldMessageKey) =>
  z
    .string({ error: missing })
    .max(FORM_LIMITS.message, { error: errorKey("messageTooLong") })
    .refine((value) => !hasMarkup(value), { error: NO_MARKUP })
    .refine((value) => !hasDirectionControls(value), { error: NO_DIRECTION_CONTROLS });

export const consent = z
  .union([z.literal(true), z.literal(false), z.enum(["yes", "on", "true"])], {
    error: errorKey("consentInvalid"),
  })
  .optional()
  .transform((value) => value === true || value === "yes" || value === "on" || value === "true");

export const choice = <T extends readonly [string, ...string[]]>(values: T, missing: FieldMessageKey) =>
  z.enum(values, { error: missing });

// Which vehicle: its stock number and VIN, checked for form here and looked up in the build's inventory by
// the endpoint. Everything else about it (year, make, model, price) comes from that inventory, never from
// the post: a form may still send those fields, and they are ignored.
export const vehicleFields = {
  vin: z.string({ error: errorKey("vinMissing") }).refine(isVinValid, { error: errorKey("vinInvalid") }),
  stockNumber: z
    .string({ error: errorKey("stockMissing") })
    .regex(STOCK_NUMBER_PATTERN, { error: errorKey("stockInvalid") }),
};

/** The language of the page the form was on (absent: English); the dealer's CRM routes the lead by it. */
export const language = z.enum(LOCALES, { error: errorKey("languageInvalid") }).optional();
