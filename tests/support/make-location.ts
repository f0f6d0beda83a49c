// A valid lot of a dealer group (content/locations/) for tests: the sample site's address, phone, e-mail and hours.
import fs from "node:fs";
import type { LocationContent } from "../../src/lib/content/location-schema";

/** A valid lot of a dealer group (content/locations/), the sample site's address and hours unless overridden. */
export function makeLocation(overrides: Partial<LocationContent> & Pick<LocationContent, "id">): LocationContent {
  const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as Pick<
    LocationContent,
    "address" | "phone" | "email" | "hours"
  >;
  return {
    name: `Sierra Vista Motors ${overrides.id}`,
    address: site.address,
    phone: site.phone,
    email: site.email,
    hours: site.hours,
    storeCode: overrides.id.toUpperCase(),
    ...overrides,
  };
}
