// One lot of a dealer group (content/locations/<file>.json): where it is, how to reach its sales (and service)
// staff, when each is open, how Google knows it (its Business Profile's store code) and what its Buyers Guide's
// dealer box says. A site with one lot has no such files: the lot is site.json's address, phone and hours.
// Where its leads go is not content (no CRM address may reach public/): a server setting, LEAD_TO_<ID>.
import { z } from "zod";
import { LOCATION_ID_PATTERN } from "./location-fields";
import { addressRule, geoRule, httpsUrl, phoneRule, weekHoursRule } from "./place-rules";
import { cellLine } from "./schema-rules";

export const locationSchema = z.strictObject({
  id: z
    .string({ error: "expected an id like east-sacramento (lower-case words joined by dashes)" })
    .max(40, { error: "expected an id of at most 40 characters" })
    .regex(LOCATION_ID_PATTERN, { error: "expected an id like east-sacramento (lower-case words joined by dashes)" }),
  name: cellLine("the lot's name, like Sierra Vista Motors East").pipe(
    z.string().max(60, { error: "expected a name of at most 60 characters" }),
  ),
  address: addressRule,
  geo: geoRule.optional(),
  phone: phoneRule,
  servicePhone: phoneRule.optional(),
  email: z.email({ error: "expected an e-mail address" }),
  mapUrl: httpsUrl("a map link").optional(),
  hours: weekHoursRule,
  serviceHours: weekHoursRule.optional(),
  storeCode: z
    .string({ error: "expected the store code of the lot's Google Business Profile" })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, {
      error: "expected the store code of the lot's Google Business Profile (letters, digits, - and _)",
    }),
  // What the Buyers Guide's dealer box names (16 CFR 455.2): the lot's own name and address unless given.
  buyersGuide: z
    .strictObject({
      name: cellLine("the dealer name the Buyers Guide shows"),
      address: addressRule.optional(),
    })
    .optional(),
  // The values of the dealer feed's lot column that mean this lot (npm run inventory:import).
  feedIds: z
    .array(cellLine("a value of the feed's lot column"), { error: "expected a list of the feed's lot ids" })
    .optional(),
});

export type LocationContent = z.output<typeof locationSchema>;
