import { z } from "zod";
import { localizedTextSchema, withSpanishTwinsRead } from "./localized-text-schema";
import { cellLine, cellText, text, wholeNumber } from "./schema-rules";
import { LOCATION_ID_PATTERN } from "./location-fields";
import { isVinValid, isVinWellFormed } from "./vin";
import { VIDEO_RULE, videoSourceOf } from "./video-source";
import { ISO_DATE, isCalendarDate } from "./calendar-date";
import {
  BADGE_KEYS,
  BODY_STYLES,
  COVERED_SYSTEMS,
  DRIVETRAINS,
  FUEL_TYPES,
  STOCK_NUMBER_PATTERN,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
} from "./vehicle-fields";

export type { BadgeKey, BodyStyle, VehicleStatus } from "./vehicle-fields";

const FIRST_MODEL_YEAR = 1981; // 17-character VINs start with model year 1981

/** One language's description (localizedTextSchema takes one per language). */
const description = (what: string) => cellText(what).min(20, { error: `expected ${what} of at least 20 characters` });

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.join(", ")}` });

const isoDate = z
  .string({ error: "expected a date as YYYY-MM-DD" })
  .regex(ISO_DATE, { error: "expected a date as YYYY-MM-DD" })
  // zod runs every check; only judge the calendar once the shape is right, so one mistake gives one message.
  .refine((value) => !ISO_DATE.test(value) || isCalendarDate(value), {
    error: "expected a real calendar date as YYYY-MM-DD",
  });

const vin = z
  .string({ error: "expected a 17-character VIN" })
  .refine(isVinWellFormed, { error: "expected 17 characters, letters (no I, O or Q) and digits" })
  .refine((value) => !isVinWellFormed(value) || isVinValid(value), {
    error: "check digit (9th character) does not match the rest of the VIN",
  });

const photoSchema = z.strictObject({
  file: z
    .string({ error: "expected a file name in content/vehicles/photos" })
    .regex(/^[\w./-]+\.(jpe?g|png|webp|avif)$/i, {
      error: "expected a .jpg, .png, .webp or .avif file name in content/vehicles/photos",
    })
    .refine((value) => !value.includes(".."), { error: "must not leave content/vehicles/photos" }),
  // The Meta catalog's image tag.
  alt: cellLine("a description of the photo").optional(),
});

// The FTC's rule wants each covered system named (16 CFR 455.2(b)(2)(ii)): "drive train", "power train" say none.
const SHORTHAND_SYSTEM = /\b(drive|power)[\s-]?trains?\b/i;
const SHORTHAND_RULE =
  "the FTC does not allow shorthand such as drive train or power train on the Buyers Guide: name each system";

/** A covered system the vocabulary lacks, in English and in Spanish (the Spanish page shows the Buyers Guide in Spanish). */
const otherSystem = z.strictObject({
  name: text("the system's name").refine((name) => !SHORTHAND_SYSTEM.test(name), { error: SHORTHAND_RULE }),
  nameEs: text("the system's name in Spanish").refine((name) => !SHORTHAND_SYSTEM.test(name), {
    error: SHORTHAND_RULE,
  }),
});

const DURATION_RULE = 'expected days or months, miles, or both (a time and miles end "whichever comes first")';

/** "90 days or 3,000 miles, whichever comes first" as numbers, so each language's page can say it. */
const warrantyDuration = z
  .strictObject(
    {
      days: wholeNumber("a whole number of days from 1 to 3,650", 1, 3650).optional(),
      months: wholeNumber("a whole number of months from 1 to 120", 1, 120).optional(),
      miles: wholeNumber("a whole number of miles from 1 to 300,000", 1, 300_000).optional(),
    },
    { error: DURATION_RULE },
  )
  .superRefine((duration, ctx) => {
    if (duration.days !== undefined && duration.months !== undefined) {
      ctx.addIssue({ code: "custom", path: ["months"], message: "give days or months, not both", input: duration });
    } else if (duration.days === undefined && duration.months === undefined && duration.miles === undefined) {
      ctx.addIssue({ code: "custom", message: DURATION_RULE, input: duration });
    }
  });

const dealerWarranty = z
  .strictObject({
    type: z.literal("dealer"),
    coverage: z.enum(["full", "limited"], { error: "expected full or limited" }),
    laborPercent: wholeNumber("a percentage from 0 to 100", 0, 100),
    partsPercent: wholeNumber("a percentage from 0 to 100", 0, 100),
    systemsCovered: z.array(oneOf(COVERED_SYSTEMS), { error: "expected a list of covered systems" }),
    otherSystems: z
      .array(otherSystem, { error: "expected a list of other systems, each in English and Spanish" })
      .optional(),
    duration: warrantyDuration,
  })
  .superRefine((warranty, ctx) => {
    if (warranty.systemsCovered.length + (warranty.otherSystems?.length ?? 0) === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["systemsCovered"],
        message: "expected at least one covered system (or an other system)",
        input: warranty.systemsCovered,
      });
    }
    // A full warranty (15 U.S.C. 2304) pays for all of a covered repair: the Buyers Guide prints no percentages
    // for it, so anything below 100% is a limited warranty.
    if (warranty.coverage === "full") {
      for (const field of ["laborPercent", "partsPercent"] as const) {
        if (warranty[field] !== 100)
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: "a full warranty pays 100% (below that it is a limited warranty)",
            input: warranty[field],
          });
      }
    }
    if (new Set(warranty.systemsCovered).size !== warranty.systemsCovered.length) {
      ctx.addIssue({
        code: "custom",
        path: ["systemsCovered"],
        message: "lists a system twice",
        input: warranty.systemsCovered,
      });
    }
  });

export const warrantySchema = z.discriminatedUnion(
  "type",
  [z.strictObject({ type: z.literal("as-is") }), z.strictObject({ type: z.literal("implied") }), dealerWarranty],
  { error: "expected type as-is, implied or dealer" },
);

/** A vehicle file's rules; a file in the old form (`description` with `descriptionEs` beside it) reads the same. */
export function vehicleSchema(currentYear = new Date().getFullYear()) {
  return withSpanishTwinsRead(vehicleFieldsSchema(currentYear));
}

/**
 * Each field of a vehicle file and its rule, in the order files and the GraphQL type list them: the one
 * declaration other shapes take their fields' rules from (the alert inventory's, alert-inventory-file.ts).
 */
export function vehicleFieldRules(currentYear = new Date().getFullYear()) {
  return {
    vin,
    stockNumber: z
      .string({ error: "expected a stock number" })
      .regex(STOCK_NUMBER_PATTERN, { error: "expected 2-16 capital letters, digits or dashes" }),
    // The lot it stands on (content/locations/): required on a site with several, left out on one with one.
    location: z
      .string({ error: "expected the id of the lot it is on, like east-sacramento" })
      .regex(LOCATION_ID_PATTERN, { error: "expected the id of the lot it is on, like east-sacramento" })
      .optional(),
    year: wholeNumber(`a model year from ${FIRST_MODEL_YEAR} to ${currentYear + 1}`, FIRST_MODEL_YEAR, currentYear + 1),
    make: cellLine("a make"),
    model: cellLine("a model"),
    trim: cellText("a trim (may be empty)"),
    bodyStyle: oneOf(BODY_STYLES),
    mileage: wholeNumber("a whole number of miles, 0 or more", 0, 2_000_000),
    price: z
      .number({ error: "expected a positive number" })
      .positive({ error: "expected a positive number" })
      .max(10_000_000, { error: "expected a price under $10,000,000" }),
    // A price drop, filled by the feed import (src/lib/pricing/price-reduction.ts): both or neither.
    previousPrice: z
      .number({ error: "expected the price before the reduction, a positive number" })
      .positive({ error: "expected the price before the reduction, a positive number" })
      .max(10_000_000, { error: "expected a price under $10,000,000" })
      .optional(),
    priceReducedOn: isoDate.optional(),
    exteriorColor: cellLine("a color name"),
    interiorColor: cellLine("a color name"),
    transmission: oneOf(TRANSMISSIONS),
    drivetrain: oneOf(DRIVETRAINS),
    fuelType: oneOf(FUEL_TYPES),
    engine: text("an engine description"),
    mpgCity: wholeNumber("a whole number of miles per gallon", 1, 300).optional(),
    mpgHighway: wholeNumber("a whole number of miles per gallon", 1, 300).optional(),
    keys: wholeNumber("a whole number of keys from 0 to 9", 0, 9).optional(),
    features: z.array(cellLine("a feature"), { error: "expected a list of features" }),
    // By language; a language left out shows the English description there (marked lang="en").
    description: localizedTextSchema(description, "a description"),
    photos: z
      .array(photoSchema, { error: "expected a list of photos" })
      .min(1, { error: "expected at least one photo" }),
    // A walk-around video: a YouTube or Vimeo link, or an .mp4 beside the photos (src/lib/content/video-source.ts).
    video: z
      .string({ error: VIDEO_RULE })
      .refine((value) => videoSourceOf(value) !== undefined, { error: VIDEO_RULE })
      .optional(),
    badges: z.array(oneOf(BADGE_KEYS), { error: "expected a list of badge keys" }).default([]),
    status: oneOf(VEHICLE_STATUSES),
    dateInStock: isoDate,
    warranty: warrantySchema,
  };
}

/** The fields of a vehicle file, in the order files and the GraphQL type list them, and the rules across them. */
export function vehicleFieldsSchema(currentYear = new Date().getFullYear()) {
  return z.strictObject(vehicleFieldRules(currentYear)).superRefine((vehicle, ctx) => {
    if (new Set(vehicle.badges).size !== vehicle.badges.length) {
      ctx.addIssue({ code: "custom", path: ["badges"], message: "lists a badge twice", input: vehicle.badges });
    }
    if ((vehicle.previousPrice === undefined) !== (vehicle.priceReducedOn === undefined)) {
      const [missing, given] =
        vehicle.previousPrice === undefined ? ["previousPrice", "priceReducedOn"] : ["priceReducedOn", "previousPrice"];
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: `required when ${given} is given (both or neither)`,
        input: undefined,
      });
    }
    if (vehicle.previousPrice !== undefined && vehicle.previousPrice <= vehicle.price) {
      ctx.addIssue({
        code: "custom",
        path: ["previousPrice"],
        message: `expected more than the price (${vehicle.price}); remove previousPrice and priceReducedOn when the price is no longer reduced`,
        input: vehicle.previousPrice,
      });
    }
    // Not checked against today: a build must not fail by the calendar alone (a future date is simply not shown).
    if (vehicle.priceReducedOn !== undefined && vehicle.priceReducedOn < vehicle.dateInStock) {
      ctx.addIssue({
        code: "custom",
        path: ["priceReducedOn"],
        message: `expected a date on or after dateInStock (${vehicle.dateInStock})`,
        input: vehicle.priceReducedOn,
      });
    }
    if (vehicle.mpgCity !== undefined && vehicle.mpgHighway === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["mpgHighway"],
        message: "required when mpgCity is given",
        input: undefined,
      });
    }
  });
}

export type VehicleContent = z.output<ReturnType<typeof vehicleSchema>>;
export type Warranty = z.output<typeof warrantySchema>;
export type DealerWarranty = Extract<Warranty, { type: "dealer" }>;
export type WarrantyDuration = DealerWarranty["duration"];
