// One call answers a search: the page of results, the total, and the facet counts, in one pass + one sort.
import { VEHICLES_PER_LIST_PAGE } from "../paths";
import { countVehicle, emptyCounts, type FacetCounts } from "./facets";
import { failedCriteria, prepareQuery, type PreparedVehicle } from "./filter";
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

export function searchInventory(
  items: readonly PreparedVehicle[],
  query: InventoryQuery,
  perPage = VEHICLES_PER_LIST_PAGE,
): SearchResult {
  const prepared = prepareQuery(query);
  const counts = emptyCounts();
  const matches: InventoryVehicle[] = [];
  for (const item of items) {
    const failed = failedCriteria(item, prepared);
    if (failed === 0) matches.push(item.vehicle);
    countVehicle(counts, item, failed);
  }
  const sorted = sortVehicles(matches, query.sort, (vehicle) => vehicle);
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
