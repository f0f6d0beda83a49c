// A dealer group's pages: /locations/ (every lot) and each lot's page /locations/<id>/, /locations/<id>/2/ … with its
// listed vehicles, paginated as /vehicles/ is; each in the site's other languages. A site with one lot has none.
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import type { LotSummary } from "../../src/lib/locations/lot";
import { locationPath, ROUTES, VEHICLES_PER_LIST_PAGE } from "../../src/lib/paths";
import type { LocationPageContext } from "../../src/lib/vehicle-pages/page-context";
import { createPageInLanguages } from "./create-page-in-languages";

const LOCATION_TEMPLATE = path.resolve("src/templates/location.tsx");
const LOCATIONS_TEMPLATE = path.resolve("src/templates/locations.tsx");

export async function createLocationPages(
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
  lots: LotSummary[] | undefined,
): Promise<void> {
  if (!lots) return;
  const result = await graphql<{ allVehicle: { group: Array<{ fieldValue: string; totalCount: number }> } }>(`
    query LotVehicleCounts {
      allVehicle(filter: { status: { in: ["available", "pending"] } }) {
        group(field: { location: SELECT }) {
          fieldValue
          totalCount
        }
      }
    }
  `);
  if (result.errors || !result.data)
    reporter.panic(`locations: the GraphQL query for the lots' vehicles failed:\n${JSON.stringify(result.errors)}`);
  const counts = new Map(result.data!.allVehicle.group.map((group) => [group.fieldValue, group.totalCount]));

  await createPageInLanguages(actions.createPage, {
    path: ROUTES.locations,
    component: LOCATIONS_TEMPLATE,
    context: {},
  });
  for (const lot of lots) {
    const total = counts.get(lot.id) ?? 0;
    // A lot with no car on sale still has its page (address, hours, phone) rather than a 404.
    const pageCount = Math.max(1, Math.ceil(total / VEHICLES_PER_LIST_PAGE));
    for (let page = 1; page <= pageCount; page++) {
      const context: LocationPageContext = {
        locationId: lot.id,
        limit: VEHICLES_PER_LIST_PAGE,
        skip: (page - 1) * VEHICLES_PER_LIST_PAGE,
        page,
        pageCount,
        total,
      };
      await createPageInLanguages(actions.createPage, {
        path: locationPath(lot.id, page),
        component: LOCATION_TEMPLATE,
        context,
      });
    }
  }
  reporter.info(`locations: ${lots.length} lots, each with its page`);
}
