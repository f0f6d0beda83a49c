// A vehicle as ASC's item fields. The vehicle page carries them in one data attribute on its root, written
// into the static HTML: the analytics code (loaded only when analytics is on) reads them from the page it is
// on, so no page needs extra data or code for it, and client-side navigations see the new page's vehicle.
import type { VehicleContent } from "../content/vehicle-schema";

export type AscVehicle = Pick<
  VehicleContent,
  | "vin"
  | "stockNumber"
  | "price"
  | "year"
  | "make"
  | "model"
  | "trim"
  | "exteriorColor"
  | "bodyStyle"
  | "fuelType"
  | "dateInStock"
>;

export interface AscItem {
  item_id: string;
  item_number: string;
  item_price: number;
  item_condition: "used";
  item_year: number;
  item_make: string;
  item_model: string;
  item_variant: string;
  item_color: string;
  item_type: string;
  item_fuel_type: string;
  item_inventory_date: string;
}

/** The attribute that carries a vehicle page's item fields. */
export const ASC_ITEM_ATTRIBUTE = "data-asc-item";

/** @internal exported for its unit tests */
export function ascItemOf(vehicle: AscVehicle): AscItem {
  return {
    item_id: vehicle.vin,
    item_number: vehicle.stockNumber,
    item_price: vehicle.price,
    // The dealer sells used vehicles only (the JSON-LD says UsedCondition too).
    item_condition: "used",
    item_year: vehicle.year,
    item_make: vehicle.make,
    item_model: vehicle.model,
    item_variant: vehicle.trim,
    item_color: vehicle.exteriorColor,
    item_type: vehicle.bodyStyle,
    item_fuel_type: vehicle.fuelType,
    item_inventory_date: vehicle.dateInStock,
  };
}

export function ascItemAttribute(vehicle: AscVehicle): Record<typeof ASC_ITEM_ATTRIBUTE, string> {
  return { [ASC_ITEM_ATTRIBUTE]: JSON.stringify(ascItemOf(vehicle)) };
}
