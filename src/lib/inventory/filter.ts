// Filtering in memory. Vehicles are prepared once (lower-cased search text) and a query once (sets,
// lower-cased tokens), so each vehicle costs a handful of comparisons: 5,000 vehicles take well under a frame.
import { FILTER_TABLE, rangeSides, type FilterTable } from "./filter-table";
import type { InventoryQuery } from "./query";
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

// One bit per criterion (the keyword, then each filter of the table), so one pass can tell which criteria a
// vehicle fails (see facets.ts).
export function criterionBits(table: FilterTable): Readonly<Record<string, number>> {
  return Object.fromEntries(["keyword", ...table.map((spec) => spec.id)].map((name, index) => [name, 1 << index]));
}
const KEYWORD_BIT = 1;

/** One filter in use: fails(item) is true when the vehicle does not match it. */
interface Check {
  bit: number;
  fails: (item: PreparedVehicle) => boolean;
}

export interface PreparedQuery {
  tokens: string[];
  /** Only the filters in use, each a closure built once per query, so a vehicle costs only what is asked. */
  checks: Check[];
}

const TEXT_KEY = { make: "makeKey", model: "modelKey" } as const;

function checkOf(spec: FilterTable[number], query: Record<string, unknown>, bit: number): Check | null {
  if (spec.kind === "text") {
    const wanted = String(query[spec.id] ?? "").toLowerCase();
    const key = TEXT_KEY[spec.field];
    return wanted ? { bit, fails: (item) => item[key] !== wanted } : null;
  }
  if (spec.kind === "choice") {
    const chosen = (query[spec.id] as string[] | undefined) ?? [];
    if (chosen.length === 0) return null;
    const field = spec.field;
    const set = new Set<string>(chosen);
    // Every chosen value narrows: a vehicle must carry all chosen badges ("Low Miles" and "Dealer Inspected").
    if (spec.every)
      return {
        bit,
        fails: (item) => {
          const carried = item.vehicle[field] as readonly string[];
          for (const value of set) if (!carried.includes(value)) return true;
          return false;
        },
      };
    return { bit, fails: (item) => !set.has(item.vehicle[field] as string) };
  }
  let min = -Infinity;
  let max = Infinity;
  for (const { side, key } of rangeSides([spec])) {
    const value = query[key];
    if (typeof value !== "number") continue;
    if (side === "min") min = value;
    else max = value;
  }
  if (min === -Infinity && max === Infinity) return null;
  const field = spec.field;
  return { bit, fails: (item) => item.vehicle[field] < min || item.vehicle[field] > max };
}

export function prepareQuery(query: InventoryQuery, table: FilterTable = FILTER_TABLE): PreparedQuery {
  const record = query as unknown as Record<string, unknown>;
  const checks: Check[] = [];
  table.forEach((spec, index) => {
    const check = checkOf(spec, record, 1 << (index + 1));
    if (check) checks.push(check);
  });
  return { tokens: query.keyword.toLowerCase().split(/\s+/).filter(Boolean), checks };
}

/** Every criterion the vehicle fails, as bits of criterionBits(table); 0 means it matches. */
export function failedCriteria(item: PreparedVehicle, query: PreparedQuery): number {
  let failed = 0;
  for (const token of query.tokens) {
    if (!item.searchText.includes(token)) {
      failed = KEYWORD_BIT;
      break;
    }
  }
  const { checks } = query;
  for (let i = 0; i < checks.length; i++) if (checks[i].fails(item)) failed |= checks[i].bit;
  return failed;
}
