// Headings and titles of the static vehicle lists (/vehicles/, /vehicles/make/<make>/ and their pages), as
// messages of the inventory catalog (src/locales/inventory.ts).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { VehicleListContext } from "./page-context";

/** "Used Honda vehicles for sale" on a make's list, "Used cars for sale" on /vehicles/. */
export function vehicleListHeading(make?: string): MessageDescriptor {
  return make ? msg`Used ${make} vehicles for sale` : msg`Used cars for sale`;
}

/** The heading, with the page number after page 1 so every page's title differs. */
export function vehicleListTitle({ make, page }: Pick<VehicleListContext, "make" | "page">): MessageDescriptor {
  if (page <= 1) return vehicleListHeading(make);
  return make ? msg`Used ${make} vehicles for sale, page ${page}` : msg`Used cars for sale, page ${page}`;
}
