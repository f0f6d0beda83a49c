// Every filter of /inventory/, declared once. The URL parser and encoder, the filtering, the facet counts, the
// range choices, the chips, the panel and the index codec read this table. Its words are kept apart (chips:
// number-filter-labels.ts and list-filter-labels.ts; panel: components/inventory/filter-panel-labels.ts), so the
// pages that only link to a search (query.ts) do not load them. Its order is the order the URL is written in,
// which existing links depend on: add a filter anywhere, but never reorder the existing ones.
// How to add one: docs/recipes/add-an-inventory-filter.md.
import { BADGE_KEYS, BODY_STYLES, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from "../content/vehicle-fields";
import { COLOUR_FAMILIES } from "./colour-family";
import type { InventoryVehicle } from "./types";

/**
 * A free text matched whole, without regard to case (make, model, a group's lot): the query holds a string. The index
 * writes its field in a dictionary column of the field's name, so an open set of values needs no list here.
 */
export interface TextFilterSpec {
  kind: "text";
  id: string;
  param: string;
  field: TextField;
  /** Criteria its facet counts also leave out (the make's counts ignore the model, which follows the make). */
  countsIgnore?: readonly string[];
}

/** Values from a closed list (body style, colour…): the query holds those chosen, in the list's order. */
export interface ChoiceFilterSpec {
  kind: "choice";
  id: string;
  param: string;
  /** The vehicle field read: one value, or a list of values (badges). */
  field: ChoiceField;
  values: readonly string[];
  /** A vehicle's list must hold every chosen value (badges), rather than one of them. */
  every?: boolean;
  /** Its dictionary and column in the inventory index (index-format.ts). */
  column: string;
}

export type RangeSide = "min" | "max";

/** Bounds on a number (price, year…): `<id>Min` and `<id>Max` in the query and the URL, for the sides it has. */
export interface RangeFilterSpec {
  kind: "range";
  id: string;
  field: NumberField;
  sides: readonly RangeSide[];
  /** The choices of its selects: these steps, or `"each"` whole number of the range, highest first (years). */
  steps: readonly number[] | "each";
}

export type FilterSpec = TextFilterSpec | ChoiceFilterSpec | RangeFilterSpec;
export type FilterTable = readonly FilterSpec[];

type FieldsOfType<T> = {
  [K in keyof InventoryVehicle]-?: NonNullable<InventoryVehicle[K]> extends T ? K : never;
}[keyof InventoryVehicle];

// The vehicle fields a filter may read: any of the index's fields of the right type (a prepared vehicle keeps the
// table's at fixed positions, filter.ts). Lists of values are named here: their filter reads a list (badges).
export const LIST_FIELDS = ["badges"] as const satisfies ReadonlyArray<FieldsOfType<readonly string[]>>;
export type NumberField = Exclude<FieldsOfType<number>, "imageRef">;
/** The open texts a filter may match: any of the index's text fields but its identifiers and dates. */
export type TextField = Exclude<FieldsOfType<string>, "vin" | "stockNumber" | "path" | "dateInStock" | "status">;
export type ChoiceField = FieldsOfType<string> | (typeof LIST_FIELDS)[number];

const PRICE_STEPS = [
  5_000, 7_500, 10_000, 12_500, 15_000, 17_500, 20_000, 22_500, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 60_000,
  70_000, 80_000, 100_000, 125_000, 150_000, 200_000, 300_000, 500_000,
];
const MILEAGE_STEPS = [
  10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 125_000, 150_000, 200_000,
];

export const FILTER_TABLE = [
  { kind: "text", id: "make", param: "make", field: "make", countsIgnore: ["model"] },
  { kind: "text", id: "model", param: "model", field: "model" },
  { kind: "choice", id: "body", param: "body", field: "bodyStyle", values: BODY_STYLES, column: "body" },
  { kind: "range", id: "price", field: "price", sides: ["min", "max"], steps: PRICE_STEPS },
  { kind: "range", id: "year", field: "year", sides: ["min", "max"], steps: "each" },
  { kind: "range", id: "mileage", field: "mileage", sides: ["max"], steps: MILEAGE_STEPS },
  {
    kind: "choice",
    id: "drivetrain",
    param: "drivetrain",
    field: "drivetrain",
    values: DRIVETRAINS,
    column: "drivetrain",
  },
  { kind: "choice", id: "fuel", param: "fuel", field: "fuelType", values: FUEL_TYPES, column: "fuel" },
  {
    kind: "choice",
    id: "transmission",
    param: "transmission",
    field: "transmission",
    values: TRANSMISSIONS,
    column: "transmission",
  },
  { kind: "choice", id: "colour", param: "color", field: "colour", values: COLOUR_FAMILIES, column: "colour" },
  { kind: "choice", id: "badge", param: "badge", field: "badges", values: BADGE_KEYS, every: true, column: "badge" },
  // A dealer group's lot (content/locations/): the panel offers it only where the inventory is on two or more.
  { kind: "text", id: "location", param: "location", field: "location" },
] as const satisfies FilterTable;

type Entry = (typeof FILTER_TABLE)[number];
export type TextFilterKey = Extract<Entry, { kind: "text" }>["id"];
export type ListFilterKey = Extract<Entry, { kind: "choice" }>["id"];
export type RangeFilterKey = Extract<Entry, { kind: "range" }>["id"];
export type ListFilterValue<K extends ListFilterKey> = Extract<Entry, { id: K }>["values"][number];

/** `priceMin`: a range's side as the query and the URL name it. */
export type SideKey<Id extends string, Side extends RangeSide> = `${Id}${Capitalize<Side>}`;
type RangeSideKeys<E> = E extends { kind: "range"; id: infer Id extends string; sides: readonly (infer S)[] }
  ? S extends RangeSide
    ? SideKey<Id, S>
    : never
  : never;
export type NumberFilterKey = RangeSideKeys<Entry>;

export const sideKey = <Id extends string, Side extends RangeSide>(id: Id, side: Side): SideKey<Id, Side> =>
  `${id}${side === "min" ? "Min" : "Max"}` as SideKey<Id, Side>;

/** The entries of one kind, in table order. */
export function filtersOfKind<K extends FilterSpec["kind"]>(
  table: FilterTable,
  kind: K,
): Array<Extract<FilterSpec, { kind: K }>> {
  return table.filter((spec): spec is Extract<FilterSpec, { kind: K }> => spec.kind === kind);
}

/** Every side of every range, in table order: the order the URL writes them and their chips show. */
export function rangeSides(table: FilterTable): Array<{ spec: RangeFilterSpec; side: RangeSide; key: string }> {
  return filtersOfKind(table, "range").flatMap((spec) =>
    spec.sides.map((side) => ({ spec, side, key: sideKey(spec.id, side) })),
  );
}

/** The bounds a query's record sets on a range filter (an open side at +-Infinity); undefined when it sets none. */
export function rangeBounds(
  spec: RangeFilterSpec,
  record: Readonly<Record<string, unknown>>,
): { min: number; max: number } | undefined {
  let min = -Infinity;
  let max = Infinity;
  for (const { side, key } of rangeSides([spec])) {
    const value = record[key];
    if (typeof value !== "number") continue;
    if (side === "min") min = value;
    else max = value;
  }
  return min !== -Infinity || max !== Infinity ? { min, max } : undefined;
}
