import type { SortKey } from "./query";
import type { InventoryVehicle } from "./types";

type Compare = (a: InventoryVehicle, b: InventoryVehicle) => number;

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Newest arrival first, then stock number: the same order the static lists get from GraphQL
// (`sort: [{ dateInStock: DESC }, { stockNumber: ASC }]`), so page 1 looks the same before and after the index loads.
const byNewestArrival: Compare = (a, b) => text(b.dateInStock, a.dateInStock) || text(a.stockNumber, b.stockNumber);

// Reductions shown on the build's date, newest first; every other vehicle after them in the default order.
const byNewestReduction: Compare = (a, b) =>
  text(b.priceReduction?.on ?? "", a.priceReduction?.on ?? "") || byNewestArrival(a, b);

const COMPARATORS: Record<SortKey, Compare> = {
  newest: byNewestArrival,
  "price-asc": (a, b) => a.price - b.price || byNewestArrival(a, b),
  "price-desc": (a, b) => b.price - a.price || byNewestArrival(a, b),
  "mileage-asc": (a, b) => a.mileage - b.mileage || byNewestArrival(a, b),
  "year-desc": (a, b) => b.year - a.year || byNewestArrival(a, b),
  reduced: byNewestReduction,
};

/** A sorted copy; every order ends in the newest-arrival order so ties never shuffle between renders. */
export function sortVehicles<T>(items: readonly T[], sort: SortKey, vehicleOf: (item: T) => InventoryVehicle): T[] {
  const compare = COMPARATORS[sort];
  return [...items].sort((a, b) => compare(vehicleOf(a), vehicleOf(b)));
}
