import { z } from "zod";
import { localizedTextSchema, withSpanishTwinsRead } from "./localized-text-schema";
import { TESTIMONIAL_TITLES } from "./site-fields";

const quote = (what: string) =>
  z
    .string({ error: `expected ${what}` })
    .trim()
    .min(20, { error: "expected at least 20 characters of text" });

export const testimonialSchema = withSpanishTwinsRead(
  z.strictObject({
    name: z.string({ error: "expected a name" }).trim().min(1, { error: "expected a name" }),
    title: z.enum(TESTIMONIAL_TITLES, { error: `expected one of ${TESTIMONIAL_TITLES.join(", ")}` }),
    // The quote by language (a translation the customer agreed to); a language left out shows the English one.
    text: localizedTextSchema(quote, "the testimonial text"),
    rating: z.union([z.literal(4), z.literal(5)], { error: "expected a rating of 4 or 5" }),
  }),
);

export const testimonialsSchema = z
  .array(testimonialSchema, { error: "expected a list of testimonials" })
  .min(1, { error: "expected at least one testimonial" });

export type Testimonial = z.output<typeof testimonialSchema>;
