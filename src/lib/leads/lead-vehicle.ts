// The vehicle a lead is about, as the site was built with it: looked up by stock number and VIN in the
// build's inventory, never taken from the post (a post could say `make: "Call 1-900-..."` or `price: 1`).
// Zod-free and type-only, so the inquiry form can share it without shipping validation to browsers.
import type { VehicleStatus } from "../content/vehicle-fields";

export interface LeadVehicleFacts {
  stockNumber: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  price: number;
  status: VehicleStatus;
}

export interface LeadInventory {
  /** The vehicle with this stock number and this VIN (both must match), or undefined. */
  find(stockNumber: string, vin: string): LeadVehicleFacts | undefined;
}

export function createLeadInventory(vehicles: readonly LeadVehicleFacts[]): LeadInventory {
  const byStock = new Map(vehicles.map((vehicle) => [vehicle.stockNumber.toUpperCase(), vehicle]));
  return {
    find(stockNumber, vin) {
      const vehicle = byStock.get(stockNumber.toUpperCase());
      return vehicle && vehicle.vin.toUpperCase() === vin.toUpperCase() ? vehicle : undefined;
    },
  };
}
