// The build's inventory as the lead function reads it: `.generated/lead-inventory.json`, written by
// gatsby/lead-function/write-lead-inventory.ts before Gatsby compiles the function (which bundles it, see
// build-inventory.ts). Only what a lead needs: who the vehicle is, what it costs and which lot it is on, and each
// lot of a dealer group as its leads' ADF names it.
import { z } from "zod";
import { VEHICLE_STATUSES } from "../../../content/vehicle-fields";
import type { LeadLot } from "../../lead-lots";
import type { LeadVehicleFacts } from "../../lead-vehicle";

/** Relative to the site's folder; git-ignored, rewritten by every build and `gatsby develop`. */
export const LEAD_INVENTORY_FILE = ".generated/lead-inventory.json";

const factsSchema = z.strictObject({
  stockNumber: z.string().min(1),
  vin: z.string().length(17),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  price: z.number().nonnegative(),
  status: z.enum(VEHICLE_STATUSES),
  location: z.string().optional(),
});

const lotSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.strictObject({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
});

const fileSchema = z.strictObject({
  version: z.literal(1),
  vehicles: z.array(factsSchema),
  locations: z.array(lotSchema).default([]),
});

export type LeadInventoryFile = z.input<typeof fileSchema>;

/** The file's content for these vehicles (every status: a sold car's page still takes questions) and lots. */
export function leadInventoryFile(
  vehicles: readonly LeadVehicleFacts[],
  lots: readonly LeadLot[] = [],
): LeadInventoryFile {
  return {
    version: 1,
    vehicles: vehicles.map(({ stockNumber, vin, year, make, model, trim, price, status, location }) => ({
      stockNumber,
      vin,
      year,
      make,
      model,
      trim,
      price,
      status,
      ...(location === undefined ? {} : { location }),
    })),
    locations: lots.map(({ id, name, phone, email, address }) => ({ id, name, phone, email, address })),
  };
}

/** The vehicles and lots in a file read back; an Error naming the first problem (vehicles[3].price: ...) otherwise. */
export function parseLeadInventoryFile(data: unknown): { vehicles: LeadVehicleFacts[]; lots: LeadLot[] } {
  const result = fileSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `${LEAD_INVENTORY_FILE}: ${issue.path.join(".").replace(/\.(\d+)/g, "[$1]") || "(file)"}: ${issue.message}`,
    );
  }
  return { vehicles: result.data.vehicles, lots: result.data.locations };
}
