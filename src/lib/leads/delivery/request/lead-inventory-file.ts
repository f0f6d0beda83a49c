// The build's inventory as the lead function reads it: `.generated/lead-inventory.json`, written by
// gatsby/lead-function/write-lead-inventory.ts before Gatsby compiles the function (which bundles it, see
// build-inventory.ts). Only what a lead needs: who the vehicle is and what it costs.
import { z } from "zod";
import { VEHICLE_STATUSES } from "../../../content/vehicle-fields";
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
});

const fileSchema = z.strictObject({ version: z.literal(1), vehicles: z.array(factsSchema) });

export type LeadInventoryFile = z.infer<typeof fileSchema>;

/** The file's content for these vehicles (every status: a sold car's page still takes questions). */
export function leadInventoryFile(vehicles: readonly LeadVehicleFacts[]): LeadInventoryFile {
  return {
    version: 1,
    vehicles: vehicles.map(({ stockNumber, vin, year, make, model, trim, price, status }) => ({
      stockNumber,
      vin,
      year,
      make,
      model,
      trim,
      price,
      status,
    })),
  };
}

/** The vehicles in a file read back; an Error naming the first problem (vehicles[3].price: ...) otherwise. */
export function parseLeadInventoryFile(data: unknown): LeadVehicleFacts[] {
  const result = fileSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `${LEAD_INVENTORY_FILE}: ${issue.path.join(".").replace(/\.(\d+)/g, "[$1]") || "(file)"}: ${issue.message}`,
    );
  }
  return result.data.vehicles;
}
