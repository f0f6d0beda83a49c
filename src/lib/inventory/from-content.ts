import type { VehicleContent } from "../content/vehicle-schema";
import type { PriceReduction } from "../pricing/price-reduction";
import { vehiclePath } from "../paths";
import { colourFamily } from "./colour-family";
import type { InventoryVehicle } from "./types";
import type { VehicleIdentity, VehicleSpecs } from "../vehicle/vehicle-facts";

export type ListableFields = VehicleIdentity &
  Omit<VehicleSpecs, "interiorColor"> &
  Pick<VehicleContent, "price" | "badges" | "status" | "dateInStock"> & { priceReduction?: PriceReduction };

/** A listed vehicle's content as search sees it. Throws for a sold vehicle: it must have been left out before. */
export function toInventoryVehicle(vehicle: ListableFields, imageRef = -1): InventoryVehicle {
  if (vehicle.status === "sold") throw new Error(`vehicle ${vehicle.stockNumber} is sold and cannot be listed`);
  return {
    path: vehiclePath(vehicle),
    stockNumber: vehicle.stockNumber,
    vin: vehicle.vin,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    bodyStyle: vehicle.bodyStyle,
    price: vehicle.price,
    ...(vehicle.priceReduction ? { priceReduction: vehicle.priceReduction } : {}),
    mileage: vehicle.mileage,
    colour: colourFamily(vehicle.exteriorColor),
    drivetrain: vehicle.drivetrain,
    fuelType: vehicle.fuelType,
    transmission: vehicle.transmission,
    badges: [...vehicle.badges],
    status: vehicle.status,
    dateInStock: vehicle.dateInStock,
    imageRef,
  };
}
