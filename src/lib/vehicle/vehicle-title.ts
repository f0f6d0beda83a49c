// The one way a vehicle is named in text: pages, JSON-LD, feeds, leads. Zod-free, so browser code can use it.
import type { VehicleContent } from "../content/vehicle-schema";

/** "2019 Honda Civic EX"; an empty trim is left out rather than leaving a trailing space. */
export function vehicleTitle(vehicle: Pick<VehicleContent, "year" | "make" | "model" | "trim">): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim]
    .filter((part) => String(part).trim() !== "")
    .join(" ");
}

/** "2019 Honda Civic": the short name where the trim is shown apart (a card's or page's heading). */
export function shortVehicleTitle(vehicle: Pick<VehicleContent, "year" | "make" | "model">): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
