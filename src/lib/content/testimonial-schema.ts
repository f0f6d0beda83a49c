import { z } from "zod";
import { TESTIMONIAL_TITLES } from "./site-fields";

const quote = (what: string) =>
  z
    .string({ error: `expected ${what}` })
    .trim()
    .min(20, { error: "expected at least 20 characters of text" });

export const testimonialSchema = z.strictObject({
  name: z.string({ error: "expected a name" }).trim().min(1, { error: "expected a name" }),
  title: z.enum(TESTIMONIAL_TITLES, { error: `expected one of ${TESTIMONIAL_TITLES.join(", ")}` }),
  text: quote("the testimonial text"),
  // The quote in Spanish (a translation the customer agreed to); left out, the English one shows.
  textEs: quote("the testimonial text in Spanish").optional(),
  rating: z.union([z.literal(4), z.literal(5)], { error: "expected a rating of 4 or 5" }),
});

export const testimonialsSchema = z
  .array(testimonialSchema, { error: "expected a list of testimonials" })
  .min(1, { error: "expected at least one testimonial" });

export type Testimonial = z.output<typeof testimonialSchema>;
