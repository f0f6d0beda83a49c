import { syntheticInventory } from "../../src/lib/content/synthetic-inventory";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { toInventoryVehicle } from "../../src/lib/inventory/from-content";
import { isListed } from "../../src/lib/vehicle/vehicle-facts";
import type { InventoryVehicle } from "../../src/lib/inventory/types";
import type { VehicleContent } from "../../src/lib/content/vehicle-schema";

/** `count` listed (not sold) synthetic vehicles as search sees them. */
export function listedInventory(count: number, seed = 3): InventoryVehicle[] {
  const listed: InventoryVehicle[] = [];
  let batch = 0;
  while (listed.length < count) {
    for (const vehicle of syntheticInventory(count, ["a.jpg", "b.jpg"], seed + batch)) {
      if (isListed(vehicle) && listed.length < count) {
        listed.push(
          toInventoryVehicle(
            { ...vehicle, stockNumber: `${vehicle.stockNumber}-${batch}`, vin: vehicle.vin },
            listed.length,
          ),
        );
      }
    }
    batch += 1;
  }
  return listed;
}

export function inventoryVehicle(overrides: Partial<VehicleContent> = {}): InventoryVehicle {
  return toInventoryVehicle(makeVehicle(overrides));
}

/** The badges' words as an English page shows them (the site's own labels). */
export const BADGE_LABELS = {
  lowPrice: "Low Price",
  lowMiles: "Low Miles",
  dealerInspected: "Dealer Inspected",
  localDelivery: "Local Delivery",
  getItTomorrow: "Get it Tomorrow",
};
