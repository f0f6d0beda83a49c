import type { VehicleContent } from "./vehicle-schema";

/** Conventional file name for a vehicle's JSON: `2019-honda-civic-h24100.json`. */
export function vehicleFileName(vehicle: Pick<VehicleContent, "year" | "make" | "model" | "stockNumber">): string {
  return `${`${vehicle.year}-${vehicle.make}-${vehicle.model}-${vehicle.stockNumber}`.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.json`;
}
