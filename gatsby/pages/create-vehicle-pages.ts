// Vehicle pages: one detail page per vehicle (sold ones too, marked noindex; beyond VEHICLE_PAGES_AT_BUILD's first
// set, deferred to their first request: src/lib/vehicle-pages/deferred-vehicle-pages.ts), the paginated lists
// /vehicles/, /vehicles/2/ ... and /vehicles/make/<make>/ ..., and /inventory/ with the inventory index.
// Pages get only ids and numbers in their context; templates query their own data. Each page has its twin in
// the site's other languages (`/es/…`).
import path from "node:path";
import type { CreatePagesArgs, CreateResolversArgs } from "gatsby";
import { similarVehicleFinder } from "../../src/lib/inventory/similar";
import { makeListPath, ROUTES, vehicleListPath, VEHICLES_PER_LIST_PAGE } from "../../src/lib/paths";
import { listPages } from "../../src/lib/vehicle-pages/list-pages";
import { pageVehicleOf, type PageNode } from "../../src/lib/vehicle-pages/listable-node";
import { isListed } from "../../src/lib/vehicle/vehicle-facts";
import { deferredVehicleIds, vehiclePagesAtBuild } from "../../src/lib/vehicle-pages/deferred-vehicle-pages";
import type { LotSummary } from "../../src/lib/locations/lot";
import type {
  InventoryPageContext,
  VehicleListContext,
  VehiclePageContext,
} from "../../src/lib/vehicle-pages/page-context";
import { createPageInLanguages } from "./create-page-in-languages";
import { writeInventoryIndex } from "./inventory-index";

/** The vehicle page's template (SitePage.component of every vehicle page). */
export const VEHICLE_TEMPLATE = path.resolve("src/templates/vehicle.tsx");
/** Vehicle pages query their translations (one node per language) instead of carrying them each. */
export const VEHICLE_TRANSLATIONS = { name: "vehicle", component: VEHICLE_TEMPLATE };
const LIST_TEMPLATE = path.resolve("src/templates/vehicle-list.tsx");
const INVENTORY_TEMPLATE = path.resolve("src/templates/inventory.tsx");

/** `Vehicle.mainPhoto`: the first photo, so cards and the index process one photo per vehicle, not all. */
export function addVehicleResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    Vehicle: {
      mainPhoto: {
        type: "VehiclePhoto",
        resolve: (source: { photos?: unknown[] }) => source.photos?.[0] ?? null,
      },
    },
  });
}

export async function createVehiclePages(
  { graphql, actions, reporter }: CreatePagesArgs,
  lots: LotSummary[] | undefined,
): Promise<void> {
  const result = await graphql<{ allVehicle: { nodes: Array<PageNode & { location: string | null }> } }>(`
    query VehiclePages {
      allVehicle(sort: [{ dateInStock: DESC }, { stockNumber: ASC }]) {
        nodes {
          id
          path
          stockNumber
          year
          make
          model
          bodyStyle
          price
          mileage
          status
          location
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic(`vehicle pages: the GraphQL query for vehicles failed:\n${JSON.stringify(result.errors, null, 2)}`);
  }
  const nodes = result.data!.allVehicle.nodes;
  const vehicles = nodes.map(({ location: _location, ...node }) => pageVehicleOf(node));
  const listed = vehicles.filter(isListed);
  const deferred = deferredVehicleIds(
    nodes.map(({ id, location }, index) => ({ id, listed: isListed(vehicles[index]), location })),
    deferralPlan(reporter),
  );

  const similarTo = similarVehicleFinder(listed);
  for (const vehicle of vehicles) {
    const context: VehiclePageContext = {
      id: vehicle.id,
      similarIds: similarTo(vehicle),
      ...(lots ? { lotShown: true as const } : {}),
    };
    await createPageInLanguages(
      actions.createPage,
      {
        path: vehicle.path,
        component: VEHICLE_TEMPLATE,
        context,
        ...(deferred.has(vehicle.id) ? { defer: true } : {}),
      },
      VEHICLE_TRANSLATIONS,
    );
  }

  const allMakes = [...new Set(listed.map((vehicle) => vehicle.make))].sort();
  await createListPages(actions.createPage, listed, allMakes, undefined, vehicleListPath);
  const listedByMake = new Map(allMakes.map((make) => [make, [] as typeof listed]));
  for (const vehicle of listed) listedByMake.get(vehicle.make)!.push(vehicle);
  for (const [make, ofMake] of listedByMake)
    await createListPages(actions.createPage, ofMake, allMakes, make, (page) => makeListPath(make, page));

  // /inventory/ needs the index's content-hashed address, known only once the index is written.
  const index = await writeInventoryIndex({ graphql, reporter });
  const inventoryContext: InventoryPageContext = {
    limit: VEHICLES_PER_LIST_PAGE,
    indexUrl: index.url,
    total: index.total,
    options: index.options,
    counts: index.counts,
    ...(lots ? { lotNames: Object.fromEntries(lots.map((lot) => [lot.id, lot.name])) } : {}),
  };
  await createPageInLanguages(actions.createPage, {
    path: ROUTES.inventory,
    component: INVENTORY_TEMPLATE,
    context: inventoryContext,
  });
  reporter.info(
    `vehicle pages: ${vehicles.length} detail pages (${vehicles.length - listed.length} sold${deferred.size ? `; ${deferred.size} deferred to their first request, VEHICLE_PAGES_AT_BUILD` : ""}), ${allMakes.length} makes`,
  );
}

/** VEHICLE_PAGES_AT_BUILD; a bad value stops the build naming it. */
function deferralPlan(reporter: CreatePagesArgs["reporter"]) {
  try {
    return vehiclePagesAtBuild(process.env);
  } catch (error) {
    return reporter.panic((error as Error).message);
  }
}

/** The pages of one list: `vehicles` in the list's order (the query's: newest in stock first). */
async function createListPages(
  createPage: CreatePagesArgs["actions"]["createPage"],
  vehicles: ReadonlyArray<{ id: string }>,
  allMakes: string[],
  make: string | undefined,
  pathFor: (page: number) => string,
): Promise<void> {
  // An empty inventory still gets /vehicles/ (saying so, with the phone number) rather than a 404.
  for (const { page, pageCount, ids } of listPages(vehicles)) {
    const context: VehicleListContext = {
      ids,
      allMakes,
      ...(make ? { make } : {}),
      page,
      pageCount,
      total: vehicles.length,
    };
    await createPageInLanguages(createPage, { path: pathFor(page), component: LIST_TEMPLATE, context });
  }
}
