// The zod rules the content schemas share. Each rule puts one "expected ..." message on every way a value can
// be wrong, so the build and the editor say what a field wants rather than zod's generic wording.
import { z } from "zod";

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
