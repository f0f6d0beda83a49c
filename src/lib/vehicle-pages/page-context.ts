// What gatsby/pages/create-vehicle-pages.ts hands each vehicle page in its context, and what the templates read:
// ids and numbers only (templates query their own data), plus the inventory index's address and facets.
import type { FacetCounts, InventoryOptions } from "../inventory/facets";

export interface VehiclePageContext {
  id: string;
  /** Ids of similar listed vehicles, best match first (the query returns them unordered). */
  similarIds: string[];
  /** A group's site (two or more lots): the page names the vehicle's lot and gives its phone, hours and directions. */
  lotShown?: true;
  /** The key of the page's translations node, which its query reads (gatsby/pages/shared-page-translations.ts). */
  translations?: string;
}

export interface VehicleListContext {
  /**
   * The ids of this page's vehicles, in the list's order: its query reads only them (a query that filtered and
   * sorted the whole inventory for each of 1,500 list pages took 219 s of a 20,000-car build).
   */
  ids: string[];
  /** Every listed make, for the page's make links. */
  allMakes: string[];
  /** The make of a make page; absent on /vehicles/. */
  make?: string;
  page: number;
  pageCount: number;
  total: number;
}

export interface InventoryPageContext {
  limit: number;
  indexUrl: string;
  total: number;
  options: InventoryOptions;
  counts: FacetCounts;
  /** A group's lots' names by id, in the lots' order (the Location filter, chips, cards); absent with one lot. */
  lotNames?: Record<string, string>;
}

/** A dealer group's lot page, `/locations/<id>/` and its further pages: the lot's id and its listed vehicles' page. */
export interface LocationPageContext {
  locationId: string;
  /** The ids of this page's vehicles, in the list's order (as VehicleListContext's). */
  ids: string[];
  /** The makes on sale at this lot, for the page's make links. */
  makes: string[];
  page: number;
  pageCount: number;
  total: number;
}
