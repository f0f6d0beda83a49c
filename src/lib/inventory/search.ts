// One call answers a search: the page of results, the total, and the facet counts, in one pass + one sort.
import { VEHICLES_PER_LIST_PAGE } from "../paths";
import { countVehicle, emptyCounts, facetsOf, keepUnchangedCounts, type FacetCounts } from "./facets";
import { failedCriteria, prepareQuery, type PreparedVehicle } from "./filter";
import { FILTER_TABLE, type FilterTable } from "./filter-table";
import type { InventoryQuery } from "./query";
import { sortVehicles } from "./sort";
import type { IndexedMatches, SearchIndex } from "./search-index";
import type { InventoryVehicle } from "./types";

export interface SearchResult {
  /** The vehicles of the requested page, in order. */
  items: InventoryVehicle[];
  total: number;
  /** The page shown: the requested one, or the last page when the request ran past the end. */
  page: number;
  pageCount: number;
  counts: FacetCounts;
}

interface Matches {
  matches: InventoryVehicle[];
  counts: FacetCounts;
}

function matchInventory(items: readonly PreparedVehicle[], query: InventoryQuery, table: FilterTable): Matches {
  const prepared = prepareQuery(query, table);
  const facets = facetsOf(table);
  const counts = emptyCounts(facets);
  const matches: InventoryVehicle[] = [];
  for (const item of items) {
    const failed = failedCriteria(item, prepared);
    if (failed === 0) matches.push(item.vehicle);
    countVehicle(counts, item, failed, facets);
  }
  return { matches, counts };
}

/** The requested page of `total` ordered results (the last page when it runs past the end), `slice` giving its vehicles. */
function pageOf(
  total: number,
  slice: (start: number, end: number) => InventoryVehicle[],
  counts: FacetCounts,
  query: InventoryQuery,
  perPage: number,
): SearchResult {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, query.page), pageCount);
  return { items: slice((page - 1) * perPage, page * perPage), total, page, pageCount, counts };
}

export function searchInventory(
  items: readonly PreparedVehicle[],
  query: InventoryQuery,
  perPage = VEHICLES_PER_LIST_PAGE,
  table: FilterTable = FILTER_TABLE,
): SearchResult {
  const found = matchInventory(items, query, table);
  const sorted = sortVehicles(found.matches, query.sort, (vehicle) => vehicle);
  return pageOf(sorted.length, (start, end) => sorted.slice(start, end), found.counts, query, perPage);
}

/** What the filters select: the query without its order and page (a flat object; keys sorted, so equal queries match). */
function filtersKey({ sort: _sort, page: _page, ...filters }: InventoryQuery): string {
  return JSON.stringify(filters, Object.keys(filters).sort());
}

/**
 * `searchInventory` on a SearchIndex (search-index.ts): bit sets and precomputed orders, no scan of every vehicle.
 * @internal exported for its unit tests and bench:index (the page goes through rememberingSearch)
 */
export function searchIndexed(
  index: SearchIndex,
  query: InventoryQuery,
  perPage = VEHICLES_PER_LIST_PAGE,
): SearchResult {
  const { rows, counts } = index.match(query);
  return pageOfRows(index, rows, counts, query, perPage);
}

function pageOfRows(
  index: SearchIndex,
  rows: Int32Array,
  counts: FacetCounts,
  query: InventoryQuery,
  perPage: number,
): SearchResult {
  const vehiclesOf = (start: number, end: number) =>
    Array.from(rows.subarray(start, end), (row) => index.vehicles[row]);
  return pageOf(rows.length, vehiclesOf, counts, query, perPage);
}

/**
 * `searchIndexed` for one inventory that remembers its last answer: a new page reuses the last filtering, order and
 * facet counts; the counts that did not move stay the same objects (the filters panel redraws only what changed).
 */
export function rememberingSearch(
  index: SearchIndex,
  perPage = VEHICLES_PER_LIST_PAGE,
): (query: InventoryQuery) => SearchResult {
  let last: { key: string; sort: InventoryQuery["sort"]; found: IndexedMatches } | null = null;
  return (query) => {
    const key = filtersKey(query);
    if (last?.key !== key || last.sort !== query.sort) {
      const found = index.match(query);
      const counts = keepUnchangedCounts(last?.found.counts, found.counts);
      last = { key, sort: query.sort, found: { rows: found.rows, counts } };
    }
    return pageOfRows(index, last.found.rows, last.found.counts, query, perPage);
  };
}
