import type { VehicleContent } from "./vehicle-schema";

/** Conventional file name for a vehicle's JSON: `2019-honda-civic-h24100.json`. */
export function vehicleFileName(vehicle: Pick<VehicleContent, "year" | "make" | "model" | "stockNumber">): string {
  return `${`${vehicle.year}-${vehicle.make}-${vehicle.model}-${vehicle.stockNumber}`.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.json`;
}

/** A vehicle's slug from feed values that may be incomplete: its file name without `.json`, else from its VIN. */
export const vehicleSlugOf = (vehicle: {
  year?: unknown;
  make?: unknown;
  model?: unknown;
  stockNumber?: unknown;
  vin: string;
}) =>
  vehicle.year && vehicle.make && vehicle.model && vehicle.stockNumber
    ? vehicleFileName({
        year: Number(vehicle.year),
        make: String(vehicle.make),
        model: String(vehicle.model),
        stockNumber: String(vehicle.stockNumber),
      }).replace(/\.json$/, "")
    : `vehicle-${vehicle.vin.toLowerCase()}`;
