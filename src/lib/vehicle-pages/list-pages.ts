// A list of vehicles split into its pages (/vehicles/, a make's list, a lot's page): each page's number and the ids
// of the vehicles it shows, which its query reads.
import { VEHICLES_PER_LIST_PAGE } from "../paths";

export interface ListPage {
  page: number;
  pageCount: number;
  ids: string[];
}

/** The pages of `vehicles`, in the list's order; an empty list still has its first page (saying so, not a 404). */
export function listPages(vehicles: ReadonlyArray<{ id: string }>, perPage = VEHICLES_PER_LIST_PAGE): ListPage[] {
  const pageCount = Math.max(1, Math.ceil(vehicles.length / perPage));
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    pageCount,
    ids: vehicles.slice(index * perPage, (index + 1) * perPage).map((vehicle) => vehicle.id),
  }));
}
