// The inventory as alerts see it: every car the build knows (sold ones too, so a watched car's sale is noticed),
// with its fee-inclusive price, what the search filters read, its page and its card photo. The build writes it twice:
// for the alert function (.generated/alerts-inventory.json, bundled, without photos) and for `npm run alerts:send`
// (public/alerts/inventory.json, the live site's). See alert-inventory-file.ts.
import type { AlertFields } from "../vehicle/vehicle-shapes";
import { failedCriteria, prepareQuery, prepareVehicle, type PreparedQuery } from "../inventory/filter";
import type { ColourFamily } from "../inventory/colour-family";
import type { InventoryQuery } from "../inventory/query";
import type { InventoryVehicle } from "../inventory/types";

/**
 * A car as alerts see it: its fields of ALERT_FIELDS (src/lib/vehicle/vehicle-shapes.ts), its price the advertised
 * one (fees included: the one the shopper saw), and what the build works out: its colour family, its page (English;
 * the Spanish one is `/es` + it) and its card photo (the site path of a JPEG, when it has one).
 */
export type AlertVehicle = AlertFields & {
  colour: ColourFamily;
  path: string;
  photo?: string;
  /** The lot it is on, on a dealer group's site: the e-mails name it. */
  lotName?: string;
};

export interface AlertInventory {
  /** Whether the build had alerts on (GATSBY_ALERTS=on): a build without them takes no subscriptions. */
  enabled: boolean;
  /** A fingerprint of the vehicles: two builds of the same cars and prices have the same id. */
  id: string;
  vehicles: AlertVehicle[];
}

/** The vehicle as the search page's filter reads it (a sold car passes as listed: its status is checked apart). */
function asSearched(vehicle: AlertVehicle): InventoryVehicle {
  const { photo: _photo, status, ...rest } = vehicle;
  return { ...rest, status: status === "sold" ? "pending" : status, imageRef: -1 };
}

/** A matcher for one search: prepared once, then a handful of comparisons a car. */
export function searchMatcher(query: InventoryQuery): (vehicle: AlertVehicle) => boolean {
  const prepared: PreparedQuery = prepareQuery(query);
  return (vehicle) => failedCriteria(prepareVehicle(asSearched(vehicle)), prepared) === 0;
}

/** The inventory's cars by stock number. */
export const byStock = (vehicles: readonly AlertVehicle[]): Map<string, AlertVehicle> =>
  new Map(vehicles.map((vehicle) => [vehicle.stockNumber, vehicle]));
