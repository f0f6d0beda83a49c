// Zod-free so the vehicle inquiry form can name the car without shipping the lead schema to browsers.
import type { LeadVehicleFacts } from "./lead-vehicle";

/** "2020 Honda Accord Sport" */
export function vehicleTitle(vehicle: Pick<LeadVehicleFacts, "year" | "make" | "model" | "trim">): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
}
