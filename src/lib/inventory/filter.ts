// Filtering in memory. Vehicles are prepared once (lower-cased search text) and a query once (sets,
// lower-cased tokens), so each vehicle costs a handful of comparisons: 5,000 vehicles take well under a frame.
import { FILTER_TABLE, LIST_FIELDS, rangeBounds, type FilterTable } from "./filter-table";
import type { InventoryQuery } from "./query";
import type { InventoryVehicle } from "./types";

/** The fields a table's filters read, each kind in a list of its own: a prepared vehicle's slots. */
interface Slots {
  texts: string[];
  numbers: string[];
  values: string[];
  lists: string[];
}

const slotsCache = new WeakMap<FilterTable, Slots>();

/** The table's slots, worked out once per table: each field once, in table order. */
function slotsOf(table: FilterTable): Slots {
  let slots = slotsCache.get(table);
  if (!slots) {
    const unique = (fields: string[]) => [...new Set(fields)];
    const isList = (field: string) => (LIST_FIELDS as readonly string[]).includes(field);
    const choices = table.flatMap((spec) => (spec.kind === "choice" ? [spec.field as string] : []));
    slots = {
      texts: unique(table.flatMap((spec) => (spec.kind === "text" ? [spec.field as string] : []))),
      numbers: unique(table.flatMap((spec) => (spec.kind === "range" ? [spec.field as string] : []))),
      values: unique(choices.filter((field) => !isList(field))),
      lists: unique(choices.filter(isList)),
    };
    slotsCache.set(table, slots);
  }
  return slots;
}

export interface PreparedVehicle {
  vehicle: InventoryVehicle;
  /** make, model, trim, VIN and stock number, lower-cased, for the keyword search. */
  searchText: string;
  // The fields the table's filters read, at the positions of their slots (slotsOf; texts lower-cased): a filter
  // reads a slot of a small array, which stays as fast as a property whatever field it is on.
  texts: string[];
  numbers: number[];
  values: string[];
  lists: Array<readonly string[]>;
}

export function prepareVehicle(vehicle: InventoryVehicle, table: FilterTable = FILTER_TABLE): PreparedVehicle {
  const slots = slotsOf(table);
  const fields = vehicle as unknown as Record<string, unknown>;
  return {
    vehicle,
    searchText: `${vehicle.make} ${vehicle.model} ${vehicle.trim} ${vehicle.vin} ${vehicle.stockNumber}`.toLowerCase(),
    // An optional text left out (a one-lot site's vehicle has no lot) matches no chosen value.
    texts: slots.texts.map((field) => String(fields[field] ?? "").toLowerCase()),
    numbers: slots.numbers.map((field) => fields[field] as number),
    values: slots.values.map((field) => fields[field] as string),
    lists: slots.lists.map((field) => fields[field] as readonly string[]),
  };
}

export function prepareVehicles(
  vehicles: readonly InventoryVehicle[],
  table: FilterTable = FILTER_TABLE,
): PreparedVehicle[] {
  return vehicles.map((vehicle) => prepareVehicle(vehicle, table));
}

// One bit per criterion (the keyword, then each filter of the table), so one pass can tell which criteria a
// vehicle fails (see facets.ts).
export function criterionBits(table: FilterTable): Readonly<Record<string, number>> {
  return Object.fromEntries(["keyword", ...table.map((spec) => spec.id)].map((name, index) => [name, 1 << index]));
}
const KEYWORD_BIT = 1;

/** A filter in use, as the slot it reads (`at`), what it asks and its criterion bit. */
interface TextCheck {
  at: number;
  wanted: string;
  bit: number;
}
interface RangeCheck {
  at: number;
  min: number;
  max: number;
  bit: number;
}
interface ValueCheck {
  at: number;
  chosen: ReadonlySet<string>;
  bit: number;
}
interface ListCheck {
  at: number;
  chosen: readonly string[];
  every: boolean;
  bit: number;
}

/** A query compiled once per search: only the filters in use, grouped by how they read a vehicle. */
export interface PreparedQuery {
  tokens: string[];
  texts: TextCheck[];
  ranges: RangeCheck[];
  values: ValueCheck[];
  lists: ListCheck[];
}

const slotOf = (fields: readonly string[], field: string) => fields.indexOf(field);

export function prepareQuery(query: InventoryQuery, table: FilterTable = FILTER_TABLE): PreparedQuery {
  const record = query as unknown as Record<string, unknown>;
  const slots = slotsOf(table);
  const prepared: PreparedQuery = {
    tokens: query.keyword.toLowerCase().split(/\s+/).filter(Boolean),
    texts: [],
    ranges: [],
    values: [],
    lists: [],
  };
  table.forEach((spec, index) => {
    const bit = 1 << (index + 1);
    if (spec.kind === "text") {
      const wanted = String(record[spec.id] ?? "").toLowerCase();
      if (wanted) prepared.texts.push({ at: slotOf(slots.texts, spec.field), wanted, bit });
    } else if (spec.kind === "choice") {
      const chosen = (record[spec.id] as string[] | undefined) ?? [];
      if (chosen.length === 0) return;
      const listAt = slotOf(slots.lists, spec.field);
      if (listAt >= 0) prepared.lists.push({ at: listAt, chosen, every: spec.every === true, bit });
      else prepared.values.push({ at: slotOf(slots.values, spec.field), chosen: new Set(chosen), bit });
    } else {
      const bounds = rangeBounds(spec, record);
      if (bounds) prepared.ranges.push({ at: slotOf(slots.numbers, spec.field), ...bounds, bit });
    }
  });
  return prepared;
}

/** Whether a vehicle's list holds every chosen value (every) or one of them. */
function listMatches(carried: readonly string[], check: ListCheck): boolean {
  const { chosen, every } = check;
  for (let i = 0; i < chosen.length; i++) {
    const has = carried.includes(chosen[i]);
    if (every !== has) return has;
  }
  return every;
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
  // Indexed loops over small arrays of plain records: no allocation and no call per vehicle but for lists.
  const { texts, ranges, values, lists } = query;
  for (let i = 0; i < texts.length; i++) {
    const check = texts[i];
    if (item.texts[check.at] !== check.wanted) failed |= check.bit;
  }
  for (let i = 0; i < ranges.length; i++) {
    const check = ranges[i];
    const value = item.numbers[check.at];
    if (value < check.min || value > check.max) failed |= check.bit;
  }
  for (let i = 0; i < values.length; i++) {
    const check = values[i];
    if (!check.chosen.has(item.values[check.at])) failed |= check.bit;
  }
  for (let i = 0; i < lists.length; i++) {
    const check = lists[i];
    if (!listMatches(item.lists[check.at], check)) failed |= check.bit;
  }
  return failed;
}
