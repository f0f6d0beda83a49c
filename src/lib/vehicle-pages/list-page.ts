// Headings and titles of the static vehicle lists (/vehicles/, /vehicles/make/<make>/ and their pages).
import type { VehicleListContext } from "./page-context";

/** "Used Honda vehicles for sale" on a make's list, "Used cars for sale" on /vehicles/. */
export function vehicleListHeading(make?: string): string {
  return make ? `Used ${make} vehicles for sale` : "Used cars for sale";
}

/** The heading, with the page number after page 1 so every page's title differs. */
export function vehicleListTitle({ make, page }: Pick<VehicleListContext, "make" | "page">): string {
  const base = vehicleListHeading(make);
  return page > 1 ? `${base}, page ${page}` : base;
}
