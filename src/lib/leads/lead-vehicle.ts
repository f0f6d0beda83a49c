// The vehicle a lead is about, as the site was built with it: looked up by stock number and VIN in the
// build's inventory, never taken from the post (a post could say `make: "Call 1-900-..."` or `price: 1`).
// Zod-free and type-only, so the inquiry form can share it without shipping validation to browsers.
import type { VehicleContent } from "../content/vehicle-schema";
import type { LeadLot } from "./lead-lots";

export type LeadVehicleFacts = Pick<
  VehicleContent,
  "stockNumber" | "vin" | "year" | "make" | "model" | "trim" | "price" | "status" | "location"
>;

/** The vehicle the inquiry form asks about: its facts but the status and lot, and its page (a no-JavaScript post returns there). */
export type InquiryVehicle = Omit<LeadVehicleFacts, "status" | "location"> & { path: string };

export interface LeadInventory {
  /** The vehicle with this stock number and this VIN (both must match), or undefined. */
  find(stockNumber: string, vin: string): LeadVehicleFacts | undefined;
  /** The vehicle with this stock number: a trade-in names the car it trades toward by stock number alone. */
  findStock(stockNumber: string): LeadVehicleFacts | undefined;
  /** A dealer group's lots (content/locations/), in their order; none on a site with one lot. */
  lots: readonly LeadLot[];
  /** The lot with this id, or undefined. */
  findLot(id: string): LeadLot | undefined;
}

export function createLeadInventory(
  vehicles: readonly LeadVehicleFacts[],
  lots: readonly LeadLot[] = [],
): LeadInventory {
  const byStock = new Map(vehicles.map((vehicle) => [vehicle.stockNumber.toUpperCase(), vehicle]));
  return {
    lots,
    findLot: (id) => lots.find((lot) => lot.id === id),
    find(stockNumber, vin) {
      const vehicle = byStock.get(stockNumber.toUpperCase());
      return vehicle && vehicle.vin.toUpperCase() === vin.toUpperCase() ? vehicle : undefined;
    },
    findStock: (stockNumber) => byStock.get(stockNumber.toUpperCase()),
  };
}
