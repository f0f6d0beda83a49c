// The groups of vehicle fields that pages, feeds and structured data pick from, named once.
import type { VehicleContent } from "../content/vehicle-schema";

/** Which vehicle it is: "2019 Honda Civic EX", VIN and stock number. */
export type VehicleIdentity = Pick<VehicleContent, "vin" | "stockNumber" | "year" | "make" | "model" | "trim">;

/** What kind of vehicle it is, as filters, spec tables and feeds describe it. */
export type VehicleSpecs = Pick<
  VehicleContent,
  "bodyStyle" | "mileage" | "exteriorColor" | "interiorColor" | "transmission" | "drivetrain" | "fuelType"
>;

/** Sold vehicles keep their page but are never listed (search, lists, the index, similar vehicles, the sitemap). */
export function isListed(vehicle: { readonly status: string }): boolean {
  return vehicle.status !== "sold";
}
