// Filtering in memory. Vehicles are prepared once (lower-cased search text) and a query once (sets,
// lower-cased tokens), so each vehicle costs a handful of comparisons: 5,000 vehicles take well under a frame.
import type { InventoryQuery, ListFilterKey } from "./query";
import type { InventoryVehicle } from "./types";

export interface PreparedVehicle {
  vehicle: InventoryVehicle;
  /** make, model, trim, VIN and stock number, lower-cased, for the keyword search. */
  searchText: string;
  makeKey: string;
  modelKey: string;
}

export function prepareVehicle(vehicle: InventoryVehicle): PreparedVehicle {
  return {
    vehicle,
    searchText: `${vehicle.make} ${vehicle.model} ${vehicle.trim} ${vehicle.vin} ${vehicle.stockNumber}`.toLowerCase(),
    makeKey: vehicle.make.toLowerCase(),
    modelKey: vehicle.model.toLowerCase(),
  };
}

export function prepareVehicles(vehicles: readonly InventoryVehicle[]): PreparedVehicle[] {
  return vehicles.map(prepareVehicle);
}

// One bit per criterion, so one pass can tell which criteria a vehicle fails (see facets.ts).
export const CRITERIA = [
  "keyword",
  "make",
  "model",
  "body",
  "price",
  "year",
  "mileage",
  "drivetrain",
  "fuel",
  "transmission",
  "colour",
  "badge",
] as const;
export type Criterion = (typeof CRITERIA)[number];
export const CRITERION_BIT = Object.fromEntries(CRITERIA.map((name, index) => [name, 1 << index])) as Record<
  Criterion,
  number
>;

export interface PreparedQuery {
  tokens: string[];
  make: string;
  model: string;
  lists: { [K in ListFilterKey]: ReadonlySet<string> | null };
  priceMin: number;
  priceMax: number;
  yearMin: number;
  yearMax: number;
  mileageMax: number;
}

const asSet = (values: readonly string[]) => (values.length > 0 ? new Set<string>(values) : null);

export function prepareQuery(query: InventoryQuery): PreparedQuery {
  return {
    tokens: query.keyword.toLowerCase().split(/\s+/).filter(Boolean),
    make: query.make.toLowerCase(),
    model: query.model.toLowerCase(),
    lists: {
      body: asSet(query.body),
      drivetrain: asSet(query.drivetrain),
      fuel: asSet(query.fuel),
      transmission: asSet(query.transmission),
      colour: asSet(query.colour),
      badge: asSet(query.badge),
    },
    priceMin: query.priceMin ?? -Infinity,
    priceMax: query.priceMax ?? Infinity,
    yearMin: query.yearMin ?? -Infinity,
    yearMax: query.yearMax ?? Infinity,
    mileageMax: query.mileageMax ?? Infinity,
  };
}

/** Every criterion the vehicle fails, as bits of CRITERION_BIT; 0 means it matches. */
export function failedCriteria(item: PreparedVehicle, query: PreparedQuery): number {
  const { vehicle } = item;
  const { lists } = query;
  let failed = 0;
  for (const token of query.tokens) {
    if (!item.searchText.includes(token)) {
      failed |= CRITERION_BIT.keyword;
      break;
    }
  }
  if (query.make && item.makeKey !== query.make) failed |= CRITERION_BIT.make;
  if (query.model && item.modelKey !== query.model) failed |= CRITERION_BIT.model;
  if (lists.body && !lists.body.has(vehicle.bodyStyle)) failed |= CRITERION_BIT.body;
  if (vehicle.price < query.priceMin || vehicle.price > query.priceMax) failed |= CRITERION_BIT.price;
  if (vehicle.year < query.yearMin || vehicle.year > query.yearMax) failed |= CRITERION_BIT.year;
  if (vehicle.mileage > query.mileageMax) failed |= CRITERION_BIT.mileage;
  if (lists.drivetrain && !lists.drivetrain.has(vehicle.drivetrain)) failed |= CRITERION_BIT.drivetrain;
  if (lists.fuel && !lists.fuel.has(vehicle.fuelType)) failed |= CRITERION_BIT.fuel;
  if (lists.transmission && !lists.transmission.has(vehicle.transmission)) failed |= CRITERION_BIT.transmission;
  if (lists.colour && !lists.colour.has(vehicle.colour)) failed |= CRITERION_BIT.colour;
  // Badges narrow: a vehicle must carry every chosen badge ("Low Miles" and "Dealer Inspected").
  if (lists.badge) {
    for (const badge of lists.badge) {
      if (!vehicle.badges.includes(badge as InventoryVehicle["badges"][number])) {
        failed |= CRITERION_BIT.badge;
        break;
      }
    }
  }
  return failed;
}
