// The zod rules the content schemas share. Each rule puts one "expected ..." message on every way a value can
// be wrong, so the build and the editor say what a field wants rather than zod's generic wording.
import { z } from "zod";
import { FORMULA_RULE, startsLikeFormula } from "./formula-cell";

export const text = (what: string) =>
  z
    .string({ error: `expected ${what}` })
    .trim()
    .min(1, { error: `expected ${what}` });

export const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `expected ${what}` })
    .int({ error: `expected ${what}` })
    .min(min, { error: `expected ${what}` })
    .max(max, { error: `expected ${what}` });

/** A number from `min` to `max`, fractions allowed (a rate, a percentage). */
export const numberBetween = (what: string, min: number, max: number) =>
  z
    .number({ error: `expected ${what}` })
    .min(min, { error: `expected ${what}` })
    .max(max, { error: `expected ${what}` });

/**
 * Text a cell of the Meta CSV or the Google TSV carries, which staff open in a spreadsheet: one that would be
 * run as a formula is refused. Judged before trimming (a leading tab), then trimmed; may be empty.
 */
export const cellText = (what: string) =>
  z
    .string({ error: `expected ${what}` })
    .refine((value) => !startsLikeFormula(value), { error: FORMULA_RULE })
    .trim();

/** The same, required: at least one character after trimming. */
export const cellLine = (what: string) => cellText(what).min(1, { error: `expected ${what}` });
