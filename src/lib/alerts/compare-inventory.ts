// The inventory comparison: what changed for one subscription between the inventory it was last sent for (kept in
// the subscription itself) and the live build's. Pure; the sender applies the result only once the e-mail saying
// it was accepted, so a failed send is tried again and a second run finds nothing new.
import { parseInventoryQuery } from "../inventory/query";
import type { AlertVehicle } from "./alert-vehicle";
import { searchMatcher } from "./alert-vehicle";
import type { AlertTarget, WatchedCar } from "./subscription";

export interface PriceDrop {
  car: AlertVehicle;
  /** The price the shopper was last told, and the live one, fees included. */
  oldPrice: number;
  newPrice: number;
}

export interface Changes {
  priceDrops: PriceDrop[];
  /** Cars new to the search, newest first (all of them: the e-mail shows the first few). */
  arrivals: AlertVehicle[];
  /** Watched cars sold (or gone from the inventory): the last note about them. */
  sold: WatchedCar[];
}

export interface Comparison {
  changes: Changes;
  /** What the subscription watches once this e-mail is sent; undefined when it has ended (its last car sold). */
  next: AlertTarget | undefined;
}

const newestFirst = (a: AlertVehicle, b: AlertVehicle) =>
  a.dateInStock === b.dateInStock ? a.stockNumber.localeCompare(b.stockNumber) : a.dateInStock < b.dateInStock ? 1 : -1;

function comparePrices(cars: readonly WatchedCar[], live: ReadonlyMap<string, AlertVehicle>): Comparison {
  const priceDrops: PriceDrop[] = [];
  const sold: WatchedCar[] = [];
  const kept: WatchedCar[] = [];
  for (const watched of cars) {
    const car = live.get(watched.stockNumber);
    if (!car || car.status === "sold") {
      sold.push(watched);
      continue;
    }
    // A pending sale may fall through: the car stays watched, and its price speaks again once it is on sale.
    if (car.status === "available" && car.price < watched.price) {
      priceDrops.push({ car, oldPrice: watched.price, newPrice: car.price });
      kept.push({ ...watched, price: car.price });
      continue;
    }
    // A price that went up is not news; the next drop is measured from the price the shopper was told.
    kept.push(watched);
  }
  return {
    changes: { priceDrops, arrivals: [], sold },
    next: kept.length > 0 ? { kind: "price-drop", cars: kept } : undefined,
  };
}

function compareSearch(search: string, known: readonly string[], live: readonly AlertVehicle[]): Comparison {
  const matches = searchMatcher(parseInventoryQuery(search));
  const seen = new Set(known);
  const listed = new Set(live.filter((car) => car.status !== "sold").map((car) => car.stockNumber));
  const arrivals = live.filter((car) => car.status === "available" && !seen.has(car.stockNumber) && matches(car));
  arrivals.sort(newestFirst);
  // Cars that left the inventory are forgotten (the list stays short); a pending car is not news until it is on sale.
  const nextKnown = [...known.filter((stock) => listed.has(stock)), ...arrivals.map((car) => car.stockNumber)];
  return {
    changes: { priceDrops: [], arrivals, sold: [] },
    next: { kind: "new-arrivals", search, known: nextKnown },
  };
}

/** What changed for `target` in the live inventory, and what it watches after this e-mail. */
export function compareInventory(target: AlertTarget, live: readonly AlertVehicle[]): Comparison {
  if (target.kind === "price-drop")
    return comparePrices(target.cars, new Map(live.map((car) => [car.stockNumber, car])));
  return compareSearch(target.search, target.known, live);
}

/** The search's cars a shopper sees today (listed: on sale or pending): where a new alert starts from. */
export function knownMatches(search: string, live: readonly AlertVehicle[]): string[] {
  const matches = searchMatcher(parseInventoryQuery(search));
  return live.filter((car) => car.status !== "sold" && matches(car)).map((car) => car.stockNumber);
}

export const hasChanges = ({ priceDrops, arrivals, sold }: Changes): boolean =>
  priceDrops.length + arrivals.length + sold.length > 0;
