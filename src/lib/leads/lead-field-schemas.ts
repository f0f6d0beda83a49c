// The zod fields the lead forms share (name, e-mail, phone, message, consent, which vehicle), each with a
// message in words a shopper understands.
import { z } from "zod";
import { STOCK_NUMBER_PATTERN } from "../content/vehicle-fields";
import { isVinValid } from "../content/vin";
import { hasLineBreak, hasMarkup } from "./clean-text";
import { LEAD_LIMITS } from "./lead-options";

const ONE_LINE = "Use a single line, without line breaks.";
const NO_MARKUP = "Remove the < and > characters: code and markup can't be sent.";
// Letters in any language, digits, spaces and the punctuation names use.
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} .,'’-]+$/u;

export const lineText = (missing: string, max: number, tooLong: string) =>
  z
    .string({ error: missing })
    .max(max, { error: tooLong })
    .refine((value) => !hasLineBreak(value), { error: ONE_LINE })
    .refine((value) => !hasMarkup(value), { error: NO_MARKUP });

export const name = lineText(
  "Enter your name.",
  LEAD_LIMITS.name,
  `Shorten your name to ${LEAD_LIMITS.name} characters or fewer.`,
).regex(NAME_PATTERN, { error: "Enter your name using letters, spaces, hyphens, apostrophes or periods." });

export const email = z
  .string({ error: "Enter your e-mail address." })
  .max(LEAD_LIMITS.email, { error: `Enter an e-mail address of at most ${LEAD_LIMITS.email} characters.` })
  .refine((value) => !hasLineBreak(value), { error: "Enter a single e-mail address like name@example.com." })
  .pipe(z.email({ error: "Enter an e-mail address like name@example.com." }));

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

export const message = (missing: string) =>
  z
    .string({ error: missing })
    .max(LEAD_LIMITS.message, { error: `Shorten your message to ${LEAD_LIMITS.message} characters or fewer.` })
    .refine((value) => !hasMarkup(value), { error: NO_MARKUP });

export const consent = z
  .union([z.literal(true), z.literal(false), z.enum(["yes", "on", "true"])], {
    error: "Tick the box to agree to calls and texts, or leave it empty.",
  })
  .optional()
  .transform((value) => value === true || value === "yes" || value === "on" || value === "true");

export const choice = <T extends readonly [string, ...string[]]>(values: T, missing: string) =>
  z.enum(values, { error: missing });

// Which vehicle: its stock number and VIN, checked for form here and looked up in the build's inventory by
// the endpoint. Everything else about it (year, make, model, price) comes from that inventory, never from
// the post: a form may still send those fields, and they are ignored.
export const vehicleFields = {
  vin: z
    .string({ error: "This vehicle's VIN is missing." })
    .refine(isVinValid, { error: "This vehicle's VIN is not valid." }),
  stockNumber: z
    .string({ error: "This vehicle's stock number is missing." })
    .regex(STOCK_NUMBER_PATTERN, { error: "This vehicle's stock number is not valid." }),
};
