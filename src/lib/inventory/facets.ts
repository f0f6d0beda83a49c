// What the filter controls offer: every value present in the inventory (options), and how many vehicles
// each value would show given the other filters (counts), computed in the same single pass as the results.
import { criterionBits, type PreparedVehicle } from "./filter";
import {
  FILTER_TABLE,
  filtersOfKind,
  type FilterTable,
  type ListFilterKey,
  type ListFilterValue,
  type RangeFilterKey,
  type TextFilterKey,
} from "./filter-table";
import type { InventoryVehicle } from "./types";

/** The filters counted per value: the text and choice filters, in table order. */
export type FacetKey = TextFilterKey | ListFilterKey;
export type FacetCounts = Record<FacetKey, Record<string, number>>;

export interface Range {
  min: number;
  max: number;
}

/** The text filters whose values the panel lists as one select each (make and model have their own pair). */
type OpenTextKey = Exclude<TextFilterKey, "make" | "model">;

/** Values present in the inventory for each choice filter, and the range of each number filter. */
export type InventoryOptions = {
  makes: string[];
  /** Models of each make, for the model choices that follow the chosen make. */
  modelsByMake: Record<string, string[]>;
} & { [K in ListFilterKey]: Array<ListFilterValue<K>> } & { [K in RangeFilterKey]: Range | null } & {
  [K in OpenTextKey]: string[];
};

const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });

function range(values: number[]): Range | null {
  if (values.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** Values present in the inventory, in a stable order (enums in their schema order, names alphabetically). */
export function inventoryOptions(
  vehicles: readonly InventoryVehicle[],
  table: FilterTable = FILTER_TABLE,
): InventoryOptions {
  const models = new Map<string, Set<string>>();
  for (const vehicle of vehicles) {
    const set = models.get(vehicle.make) ?? new Set<string>();
    set.add(vehicle.model);
    models.set(vehicle.make, set);
  }
  const makes = [...models.keys()].sort(byText);
  const options: Record<string, unknown> = {
    makes,
    modelsByMake: Object.fromEntries(makes.map((make) => [make, [...(models.get(make) ?? [])].sort(byText)])),
  };
  // Every other text filter (a group's lot): the values present, in a stable order.
  for (const spec of filtersOfKind(table, "text")) {
    if (spec.id === "make" || spec.id === "model") continue;
    const seen = new Set<string>();
    for (const vehicle of vehicles) {
      const value = vehicle[spec.field];
      if (value !== undefined) seen.add(value);
    }
    options[spec.id] = [...seen].sort(byText);
  }
  for (const spec of filtersOfKind(table, "choice")) {
    const seen = new Set<string>(vehicles.flatMap((vehicle) => vehicle[spec.field] ?? []));
    options[spec.id] = spec.values.filter((value) => seen.has(value));
  }
  for (const spec of filtersOfKind(table, "range")) options[spec.id] = range(vehicles.map((v) => v[spec.field]));
  return options as InventoryOptions;
}

interface Facet {
  key: string;
  /** The criteria its counts leave out: its own, so each option says how many vehicles choosing it would show
   * ("SUV (12)"), and those named by countsIgnore (the make's counts ignore the model). */
  ignored: number;
  read: (vehicle: InventoryVehicle) => string | readonly string[];
}

const built = new WeakMap<FilterTable, Facet[]>();

/** The facets of a table, built once per table. */
export function facetsOf(table: FilterTable): Facet[] {
  let facets = built.get(table);
  if (!facets) {
    facets = buildFacets(table);
    built.set(table, facets);
  }
  return facets;
}

function buildFacets(table: FilterTable): Facet[] {
  const bits = criterionBits(table);
  return table.flatMap((spec): Facet[] => {
    if (spec.kind === "range") return [];
    const ignored = [spec.id, ...((spec.kind === "text" && spec.countsIgnore) || [])].reduce(
      (all, id) => all | bits[id],
      0,
    );
    const field = spec.field;
    return [{ key: spec.id, ignored, read: (vehicle) => vehicle[field] ?? [] }];
  });
}

export function emptyCounts(facets: readonly Facet[] = facetsOf(FILTER_TABLE)): FacetCounts {
  return Object.fromEntries(facets.map((facet) => [facet.key, {}])) as FacetCounts;
}

/** Adds one vehicle to the counts of every facet whose ignored criteria cover all the vehicle's failures. */
export function countVehicle(
  counts: FacetCounts,
  item: PreparedVehicle,
  failed: number,
  facets: readonly Facet[],
): void {
  const buckets = counts as Record<string, Record<string, number>>;
  for (let i = 0; i < facets.length; i++) {
    const facet = facets[i];
    if ((failed & ~facet.ignored) !== 0) continue;
    const values = facet.read(item.vehicle);
    const bucket = buckets[facet.key];
    if (typeof values === "string") bucket[values] = (bucket[values] ?? 0) + 1;
    else for (const value of values) bucket[value] = (bucket[value] ?? 0) + 1;
  }
}

const sameBucket = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * `next` with each facet's counts that did not change replaced by the same object from `previous`, so what
 * shows them can tell by identity: a filter change redraws the filter groups whose numbers moved, not all.
 */
export function keepUnchangedCounts(previous: FacetCounts | null | undefined, next: FacetCounts): FacetCounts {
  if (!previous) return next;
  const shared = { ...next };
  for (const key of Object.keys(next) as FacetKey[]) {
    const before = previous[key];
    if (before && sameBucket(before, next[key])) shared[key] = before;
  }
  return shared;
}
