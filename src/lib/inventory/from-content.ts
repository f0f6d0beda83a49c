import { vehiclePath } from "../paths";
import { pickFields } from "../vehicle/pick-fields";
import { INDEX_FIELDS, type ListableFields } from "../vehicle/vehicle-shapes";
import { colourFamily } from "./colour-family";
import type { InventoryVehicle } from "./types";

/** A listed vehicle's content as search sees it. Throws for a sold vehicle: it must have been left out before. */
export function toInventoryVehicle(vehicle: ListableFields, imageRef = -1): InventoryVehicle {
  const { status } = vehicle;
  if (status === "sold") throw new Error(`vehicle ${vehicle.stockNumber} is sold and cannot be listed`);
  return {
    path: vehiclePath(vehicle),
    ...pickFields(vehicle, INDEX_FIELDS),
    status,
    colour: colourFamily(vehicle.exteriorColor),
    imageRef,
  };
}
