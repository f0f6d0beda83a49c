// The search state of /inventory/, kept in the URL query so a link, a reload and Back restore it.
// `?body=SUV&priceMax=20000&mileageMax=80000&sort=price-asc`; lists repeat their key (`body=SUV&body=Truck`),
// which is exactly what the page's plain GET form submits, so the form works before JavaScript loads.
import { BADGE_KEYS, BODY_STYLES, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from "../content/vehicle-fields";
import { ROUTES } from "../paths";
import { COLOUR_FAMILIES, type ColourFamily } from "./colour-family";
import type { BadgeKey, BodyStyle, Drivetrain, FuelType, Transmission } from "./types";

export const SORT_OPTIONS = [
  { value: "newest", label: "Newest arrivals" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "mileage-asc", label: "Mileage: lowest first" },
  { value: "year-desc", label: "Year: newest first" },
  { value: "reduced", label: "Recently reduced" },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: SortKey = "newest";

export interface InventoryQuery {
  keyword: string;
  make: string;
  model: string;
  body: BodyStyle[];
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  yearMax?: number;
  mileageMax?: number;
  drivetrain: Drivetrain[];
  fuel: FuelType[];
  transmission: Transmission[];
  colour: ColourFamily[];
  badge: BadgeKey[];
  sort: SortKey;
  page: number;
}

export const EMPTY_QUERY: InventoryQuery = Object.freeze({
  keyword: "",
  make: "",
  model: "",
  body: [],
  drivetrain: [],
  fuel: [],
  transmission: [],
  colour: [],
  badge: [],
  sort: DEFAULT_SORT,
  page: 1,
}) as InventoryQuery;

export type ListFilterKey = "body" | "drivetrain" | "fuel" | "transmission" | "colour" | "badge";
export type NumberFilterKey = "priceMin" | "priceMax" | "yearMin" | "yearMax" | "mileageMax";

/** URL parameter names, in the order they are written. */
export const PARAM = {
  keyword: "q",
  make: "make",
  model: "model",
  body: "body",
  priceMin: "priceMin",
  priceMax: "priceMax",
  yearMin: "yearMin",
  yearMax: "yearMax",
  mileageMax: "mileageMax",
  drivetrain: "drivetrain",
  fuel: "fuel",
  transmission: "transmission",
  colour: "color",
  badge: "badge",
  sort: "sort",
  page: "page",
} as const satisfies Record<keyof InventoryQuery, string>;

/** Every parameter a search URL may carry: any of them can put another vehicle first. */
export const INVENTORY_URL_PARAMS: readonly string[] = Object.values(PARAM);

const LIST_VALUES: { [K in ListFilterKey]: readonly InventoryQuery[K][number][] } = {
  body: BODY_STYLES,
  drivetrain: DRIVETRAINS,
  fuel: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  colour: COLOUR_FAMILIES,
  badge: BADGE_KEYS,
};
export const LIST_FILTER_KEYS = Object.keys(LIST_VALUES) as ListFilterKey[];
const NUMBER_FILTER_KEYS: NumberFilterKey[] = ["priceMin", "priceMax", "yearMin", "yearMax", "mileageMax"];

const MAX_KEYWORD_LENGTH = 80;

function parseWholeNumber(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const cleaned = raw.replace(/[$,\s]/g, "");
  if (!/^\d{1,9}$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** Known values only, matched without regard to case, in their canonical order, without repeats. */
function parseList<T extends string>(raw: string[], allowed: readonly T[]): T[] {
  const wanted = new Set(raw.flatMap((value) => value.split(",")).map((value) => value.trim().toLowerCase()));
  return allowed.filter((value) => wanted.has(value.toLowerCase()));
}

function isSortKey(value: string): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}

const clean = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_KEYWORD_LENGTH);

/**
 * Reads a query string (`?make=Honda&body=SUV`, with or without `?`). Unknown keys and values that make no
 * sense are ignored, so an old or hand-edited link still opens the page instead of breaking it.
 */
export function parseInventoryQuery(search: string): InventoryQuery {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const query: InventoryQuery = {
    ...EMPTY_QUERY,
    keyword: clean(params.get(PARAM.keyword)),
    make: clean(params.get(PARAM.make)),
    model: clean(params.get(PARAM.model)),
  };
  for (const key of LIST_FILTER_KEYS) {
    (query[key] as string[]) = parseList(params.getAll(PARAM[key]), LIST_VALUES[key]);
  }
  for (const key of NUMBER_FILTER_KEYS) {
    const value = parseWholeNumber(params.get(PARAM[key]));
    if (value !== undefined) query[key] = value;
  }
  const sort = params.get(PARAM.sort) ?? "";
  query.sort = isSortKey(sort) ? sort : DEFAULT_SORT;
  const page = parseWholeNumber(params.get(PARAM.page));
  query.page = page && page >= 1 ? page : 1;
  return query;
}

/** The query string for a state, `""` for the default state, else starting with `?`; defaults are left out. */
export function encodeInventoryQuery(query: InventoryQuery): string {
  const params = new URLSearchParams();
  if (query.keyword.trim()) params.append(PARAM.keyword, clean(query.keyword));
  if (query.make) params.append(PARAM.make, query.make);
  if (query.model) params.append(PARAM.model, query.model);
  for (const key of ["body"] as const) for (const value of query[key]) params.append(PARAM[key], value);
  for (const key of NUMBER_FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined) params.append(PARAM[key], String(value));
  }
  for (const key of ["drivetrain", "fuel", "transmission", "colour", "badge"] as const) {
    for (const value of query[key]) params.append(PARAM[key], value);
  }
  if (query.sort !== DEFAULT_SORT) params.append(PARAM.sort, query.sort);
  if (query.page > 1) params.append(PARAM.page, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Number of filters in use (keyword and sort not counted), for the "Filters (3)" button. */
export function countActiveFilters(query: InventoryQuery): number {
  let count = (query.make ? 1 : 0) + (query.model ? 1 : 0);
  for (const key of LIST_FILTER_KEYS) count += query[key].length;
  for (const key of NUMBER_FILTER_KEYS) if (query[key] !== undefined) count += 1;
  return count;
}

/** True when nothing narrows the list: no keyword and no filter (sort and page may differ). */
export function hasNoFilters(query: InventoryQuery): boolean {
  return !query.keyword && countActiveFilters(query) === 0;
}

/** A changed filter always starts again on page 1. */
export function withFilter<K extends keyof InventoryQuery>(
  query: InventoryQuery,
  key: K,
  value: InventoryQuery[K],
): InventoryQuery {
  const next: InventoryQuery = { ...query, [key]: value, page: key === "page" ? (value as number) : 1 };
  // Model choices follow the make: a new make clears a model that belonged to another one.
  if (key === "make" && value !== query.make) next.model = "";
  return next;
}

export function withoutFilters(query: InventoryQuery): InventoryQuery {
  return { ...EMPTY_QUERY, sort: query.sort };
}

/** `/inventory/?make=Honda&sort=price-asc`: the search page with these filters (unset ones left out). */
export function inventoryPath(query: Partial<InventoryQuery> = {}): string {
  return `${ROUTES.inventory}${encodeInventoryQuery({ ...EMPTY_QUERY, ...query })}`;
}
