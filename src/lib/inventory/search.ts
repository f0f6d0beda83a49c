// One call answers a search: the page of results, the total, and the facet counts, in one pass + one sort.
import { VEHICLES_PER_LIST_PAGE } from "../paths";
import { countVehicle, emptyCounts, facetsOf, keepUnchangedCounts, type FacetCounts } from "./facets";
import { failedCriteria, prepareQuery, type PreparedVehicle } from "./filter";
import { FILTER_TABLE, type FilterTable } from "./filter-table";
import type { InventoryQuery } from "./query";
import { sortVehicles } from "./sort";
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

function pageOf({ counts }: Matches, sorted: InventoryVehicle[], query: InventoryQuery, perPage: number): SearchResult {
  const pageCount = Math.max(1, Math.ceil(sorted.length / perPage));
  const page = Math.min(Math.max(1, query.page), pageCount);
  return {
    items: sorted.slice((page - 1) * perPage, page * perPage),
    total: sorted.length,
    page,
    pageCount,
    counts,
  };
}

export function searchInventory(
  items: readonly PreparedVehicle[],
  query: InventoryQuery,
  perPage = VEHICLES_PER_LIST_PAGE,
  table: FilterTable = FILTER_TABLE,
): SearchResult {
  const found = matchInventory(items, query, table);
  return pageOf(
    found,
    sortVehicles(found.matches, query.sort, (vehicle) => vehicle),
    query,
    perPage,
  );
}

/** What the filters select: the query without its order and page (a flat object; keys sorted, so equal queries match). */
function filtersKey({ sort: _sort, page: _page, ...filters }: InventoryQuery): string {
  return JSON.stringify(filters, Object.keys(filters).sort());
}

/**
 * `searchInventory` for one inventory that remembers its last answer: a new order or page reuses the last
 * filtering and facet counts, a new page also the last sort (on 5,000 vehicles the filter pass and the sort
 * are most of a change's time, and sorting or paging does not change what matches).
 */
export function rememberingSearch(
  items: readonly PreparedVehicle[],
  perPage = VEHICLES_PER_LIST_PAGE,
): (query: InventoryQuery) => SearchResult {
  let filtered: { key: string; found: Matches } | null = null;
  let sorted: { key: string; sort: InventoryQuery["sort"]; vehicles: InventoryVehicle[] } | null = null;
  return (query) => {
    const key = filtersKey(query);
    if (filtered?.key !== key) {
      const found = matchInventory(items, query, FILTER_TABLE);
      // The counts that did not move stay the same objects (the filters panel redraws only what changed).
      filtered = { key, found: { ...found, counts: keepUnchangedCounts(filtered?.found.counts, found.counts) } };
    }
    if (sorted?.key !== key || sorted.sort !== query.sort) {
      sorted = {
        key,
        sort: query.sort,
        vehicles: sortVehicles(filtered.found.matches, query.sort, (vehicle) => vehicle),
      };
    }
    return pageOf(filtered.found, sorted.vehicles, query, perPage);
  };
}
