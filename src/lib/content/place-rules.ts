// The rules of a place where the dealer sells (the site's own, in site.json, and each lot's, in content/locations/):
// its postal address, position, phone, week of opening hours. The street and city go into cells of the marketplace
// feeds (cellLine); the other address parts have patterns that keep formulas out.
import { z } from "zod";
import { cellLine } from "./schema-rules";
import { HOURS_PATTERN, WEEK_DAYS } from "./site-fields";

export const addressRule = z.strictObject(
  {
    street: cellLine("a street address"),
    city: cellLine("a city"),
    region: z
      .string({ error: "expected a two-letter state code" })
      .regex(/^[A-Z]{2}$/, { error: "expected a two-letter state code" }),
    postalCode: z
      .string({ error: "expected a 5-digit ZIP code" })
      .regex(/^\d{5}(-\d{4})?$/, { error: "expected a 5-digit ZIP code" }),
    country: z
      .string({ error: "expected a two-letter country code" })
      .regex(/^[A-Z]{2}$/, { error: "expected a two-letter country code" }),
  },
  { error: "expected a postal address: {street, city, region, postalCode, country}" },
);

export const geoRule = z.strictObject({
  latitude: z.number({ error: "expected a latitude" }).min(-90).max(90),
  longitude: z.number({ error: "expected a longitude" }).min(-180).max(180),
});

export const phoneRule = z
  .string({ error: "expected a phone number like (555) 123-4567" })
  .regex(/^\(\d{3}\) \d{3}-\d{4}$/, { error: "expected a phone number like (555) 123-4567" });

export const httpsUrl = (what: string) =>
  z.url({ protocol: /^https?$/, error: `expected ${what} starting with https://` });

/** A week of opening hours: one entry a day, Monday to Sunday, "9:00 AM - 5:00 PM" or "Closed". */
export const weekHoursRule = z
  .array(
    z.strictObject({
      day: z.enum(WEEK_DAYS, { error: `expected one of ${WEEK_DAYS.join(", ")}` }),
      hours: z.string({ error: 'expected hours like "9:00 AM - 5:00 PM" or "Closed"' }).regex(HOURS_PATTERN, {
        error: 'expected hours like "9:00 AM - 5:00 PM" or "Closed"',
      }),
    }),
    { error: "expected a list of {day, hours}" },
  )
  .refine((hours) => hours.length === 7 && WEEK_DAYS.every((day, index) => hours[index]?.day === day), {
    error: "expected one entry a day, Monday to Sunday in order",
  });
