// A dealer group's pages: /locations/ (every lot) and each lot's page /locations/<id>/, /locations/<id>/2/ … with its
// listed vehicles, paginated as /vehicles/ is; each in the site's other languages. A site with one lot has none.
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import type { LotSummary } from "../../src/lib/locations/lot";
import { locationPath, ROUTES } from "../../src/lib/paths";
import { listPages } from "../../src/lib/vehicle-pages/list-pages";
import type { LocationPageContext } from "../../src/lib/vehicle-pages/page-context";
import { createPageInLanguages } from "./create-page-in-languages";

const LOCATION_TEMPLATE = path.resolve("src/templates/location.tsx");
const LOCATIONS_TEMPLATE = path.resolve("src/templates/locations.tsx");

export async function createLocationPages(
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
  lots: LotSummary[] | undefined,
): Promise<void> {
  if (!lots) return;
  // Each lot's listed vehicles in the list's order, read once: a lot page's query reads only its own (by id).
  const result = await graphql<{ allVehicle: { nodes: Array<{ id: string; location: string | null; make: string }> } }>(
    `
      query LotVehicles {
        allVehicle(
          filter: { status: { in: ["available", "pending"] } }
          sort: [{ dateInStock: DESC }, { stockNumber: ASC }]
        ) {
          nodes {
            id
            location
            make
          }
        }
      }
    `,
  );
  if (result.errors || !result.data)
    reporter.panic(`locations: the GraphQL query for the lots' vehicles failed:\n${JSON.stringify(result.errors)}`);
  const byLot = new Map<string, Array<{ id: string; make: string }>>();
  for (const vehicle of result.data!.allVehicle.nodes) {
    if (!vehicle.location) continue;
    const ofLot = byLot.get(vehicle.location);
    if (ofLot) ofLot.push(vehicle);
    else byLot.set(vehicle.location, [vehicle]);
  }

  await createPageInLanguages(actions.createPage, {
    path: ROUTES.locations,
    component: LOCATIONS_TEMPLATE,
    context: {},
  });
  for (const lot of lots) {
    const vehicles = byLot.get(lot.id) ?? [];
    const makes = [...new Set(vehicles.map((vehicle) => vehicle.make))].sort();
    // A lot with no car on sale still has its page (address, hours, phone) rather than a 404.
    for (const { page, pageCount, ids } of listPages(vehicles)) {
      const context: LocationPageContext = { locationId: lot.id, ids, makes, page, pageCount, total: vehicles.length };
      await createPageInLanguages(actions.createPage, {
        path: locationPath(lot.id, page),
        component: LOCATION_TEMPLATE,
        context,
      });
    }
  }
  reporter.info(`locations: ${lots.length} lots, each with its page`);
}
