// The search state of /inventory/, kept in the URL query so a link, a reload and Back restore it.
// `?body=SUV&priceMax=20000&mileageMax=80000&sort=price-asc`; lists repeat their key (`body=SUV&body=Truck`),
// which is exactly what the page's plain GET form submits, so the form works before JavaScript loads.
import { ROUTES } from "../paths";
import {
  FILTER_TABLE,
  rangeSides,
  type FilterTable,
  type ListFilterKey,
  type ListFilterValue,
  type NumberFilterKey,
  type TextFilterKey,
} from "./filter-table";

export type { ListFilterKey, NumberFilterKey } from "./filter-table";

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

/** The search state; its filters follow FILTER_TABLE (a text, the chosen values, or a range's sides). */
export type InventoryQuery = { keyword: string } & { [K in TextFilterKey]: string } & {
  [K in ListFilterKey]: Array<ListFilterValue<K>>;
} & { [K in NumberFilterKey]?: number } & { sort: SortKey; page: number };

/** A query seen through any table (a table with more filters has more keys, read by name). */
type QueryRecord = Record<string, string | string[] | number | undefined>;

/** The empty state for a table: text filters "", choice filters []. */
function emptyQuery(table: FilterTable = FILTER_TABLE): InventoryQuery {
  const query: QueryRecord = { keyword: "" };
  for (const spec of table) {
    if (spec.kind === "text") query[spec.id] = "";
    else if (spec.kind === "choice") query[spec.id] = [];
  }
  query.sort = DEFAULT_SORT;
  query.page = 1;
  return query as InventoryQuery;
}

export const EMPTY_QUERY: InventoryQuery = Object.freeze(emptyQuery());

/** The URL parameter of the keyword, each filter (or range side), the sort and the page, in the order they are written. */
export function paramsOf(table: FilterTable): Record<string, string> {
  const params: Record<string, string> = { keyword: "q" };
  for (const spec of table) {
    if (spec.kind !== "range") params[spec.id] = spec.param;
    else for (const { key } of rangeSides([spec])) params[key] = key;
  }
  return { ...params, sort: "sort", page: "page" };
}

/** URL parameter names, in the order they are written. */
export const PARAM = paramsOf(FILTER_TABLE) as Readonly<Record<keyof InventoryQuery, string>>;

/** Every parameter a search URL may carry: any of them can put another vehicle first. */
export const INVENTORY_URL_PARAMS: readonly string[] = Object.values(PARAM);

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
export function parseInventoryQuery(search: string, table: FilterTable = FILTER_TABLE): InventoryQuery {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const query: QueryRecord = { ...emptyQuery(table), keyword: clean(params.get("q")) };
  for (const spec of table) {
    if (spec.kind === "text") query[spec.id] = clean(params.get(spec.param));
    else if (spec.kind === "choice") query[spec.id] = parseList(params.getAll(spec.param), spec.values);
    else {
      for (const { key } of rangeSides([spec])) {
        const value = parseWholeNumber(params.get(key));
        if (value !== undefined) query[key] = value;
      }
    }
  }
  const sort = params.get("sort") ?? "";
  query.sort = isSortKey(sort) ? sort : DEFAULT_SORT;
  const page = parseWholeNumber(params.get("page"));
  query.page = page && page >= 1 ? page : 1;
  return query as InventoryQuery;
}

/** The query string for a state, `""` for the default state, else starting with `?`; defaults are left out. */
export function encodeInventoryQuery(query: InventoryQuery, table: FilterTable = FILTER_TABLE): string {
  const record = query as unknown as QueryRecord;
  const params = new URLSearchParams();
  if (query.keyword.trim()) params.append("q", clean(query.keyword));
  for (const spec of table) {
    if (spec.kind === "text") {
      const text = record[spec.id];
      if (text) params.append(spec.param, String(text));
    } else if (spec.kind === "choice") {
      for (const value of (record[spec.id] as string[] | undefined) ?? []) params.append(spec.param, value);
    } else {
      for (const { key } of rangeSides([spec])) {
        const value = record[key];
        if (value !== undefined) params.append(key, String(value));
      }
    }
  }
  if (query.sort !== DEFAULT_SORT) params.append("sort", query.sort);
  if (query.page > 1) params.append("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Number of filters in use (keyword and sort not counted), for the "Filters (3)" button. */
export function countActiveFilters(query: InventoryQuery, table: FilterTable = FILTER_TABLE): number {
  const record = query as unknown as QueryRecord;
  let count = 0;
  for (const spec of table) {
    if (spec.kind === "text") count += record[spec.id] ? 1 : 0;
    else if (spec.kind === "choice") count += ((record[spec.id] as string[] | undefined) ?? []).length;
    else for (const { key } of rangeSides([spec])) if (record[key] !== undefined) count += 1;
  }
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

export function withoutFilters(query: InventoryQuery, table: FilterTable = FILTER_TABLE): InventoryQuery {
  return { ...emptyQuery(table), sort: query.sort };
}

/** `/inventory/?make=Honda&sort=price-asc`: the search page with these filters (unset ones left out). */
export function inventoryPath(query: Partial<InventoryQuery> = {}): string {
  return `${ROUTES.inventory}${encodeInventoryQuery({ ...EMPTY_QUERY, ...query })}`;
}
