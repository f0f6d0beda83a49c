// Vehicle pages: one detail page per vehicle (sold ones too, marked noindex), the paginated lists
// /vehicles/, /vehicles/2/ ... and /vehicles/make/<make>/ ..., and the inventory index for /inventory/.
// Pages get only ids and numbers in their context; templates query their own data.
import path from "node:path";
import type { CreatePagesArgs, CreateResolversArgs, CreatePageArgs } from "gatsby";
import type { BodyStyle } from "../src/lib/content/vehicle-schema";
import { similarVehicleIds, type SimilarityFields } from "../src/lib/inventory/similar";
import { makeListPath, normalizePath, ROUTES, vehicleListPath, VEHICLES_PER_LIST_PAGE } from "../src/lib/paths";
import { writeInventoryIndex, type InventoryIndexInfo } from "./inventory-index";

const VEHICLE_TEMPLATE = path.resolve("src/templates/vehicle.tsx");
const LIST_TEMPLATE = path.resolve("src/templates/vehicle-list.tsx");

export interface VehicleListContext {
  /** Makes shown on this list: all listed makes, or the one make of a make page. */
  makes: string[];
  /** The make of a make page; absent on /vehicles/. */
  make?: string;
  limit: number;
  skip: number;
  page: number;
  pageCount: number;
  total: number;
}

export interface VehiclePageContext {
  id: string;
  similarIds: string[];
}

export interface InventoryPageContext {
  limit: number;
  indexUrl: string;
  total: number;
  options: InventoryIndexInfo["options"];
  counts: InventoryIndexInfo["counts"];
}

interface PageQueryVehicle extends SimilarityFields {
  path: string;
  bodyStyle: BodyStyle;
}

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

let inventoryIndex: InventoryIndexInfo | undefined;

export async function createVehiclePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allVehicle: { nodes: PageQueryVehicle[] } }>(`
    query VehiclePages {
      allVehicle(sort: [{ dateInStock: DESC }, { stockNumber: ASC }]) {
        nodes { id path stockNumber year make model bodyStyle price mileage status }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic(`vehicle pages: the GraphQL query for vehicles failed:\n${JSON.stringify(result.errors, null, 2)}`);
  }
  const vehicles = result.data!.allVehicle.nodes;
  const listed = vehicles.filter((vehicle) => vehicle.status !== "sold");

  for (const vehicle of vehicles) {
    const context: VehiclePageContext = { id: vehicle.id, similarIds: similarVehicleIds(vehicle, listed) };
    actions.createPage({ path: vehicle.path, component: VEHICLE_TEMPLATE, context });
  }

  const allMakes = [...new Set(listed.map((vehicle) => vehicle.make))].sort();
  createListPages(actions.createPage, listed.length, allMakes, undefined, vehicleListPath);
  for (const make of allMakes) {
    const count = listed.filter((vehicle) => vehicle.make === make).length;
    createListPages(actions.createPage, count, [make], make, (page) => makeListPath(make, page));
  }

  inventoryIndex = await writeInventoryIndex({ graphql, reporter });
  reporter.info(`vehicle pages: ${vehicles.length} detail pages (${vehicles.length - listed.length} sold), ${allMakes.length} makes`);
}

function createListPages(
  createPage: CreatePagesArgs["actions"]["createPage"],
  total: number,
  makes: string[],
  make: string | undefined,
  pathFor: (page: number) => string,
): void {
  // An empty inventory still gets /vehicles/ (saying so, with the phone number) rather than a 404.
  const pageCount = Math.max(1, Math.ceil(total / VEHICLES_PER_LIST_PAGE));
  for (let page = 1; page <= pageCount; page++) {
    const context: VehicleListContext = {
      makes,
      ...(make ? { make } : {}),
      limit: VEHICLES_PER_LIST_PAGE,
      skip: (page - 1) * VEHICLES_PER_LIST_PAGE,
      page,
      pageCount,
      total,
    };
    createPage({ path: pathFor(page), component: LIST_TEMPLATE, context });
  }
}

/** src/pages/inventory.tsx is created by Gatsby after createPages; this hands it the index address and facets. */
export function attachInventoryPageContext({ page, actions, reporter }: CreatePageArgs): void {
  if (normalizePath(page.path) !== normalizePath(ROUTES.inventory)) return;
  if (!inventoryIndex) {
    reporter.panic("inventory page: the inventory index was not written before /inventory/ was created (createPages must run first)");
  }
  const context: InventoryPageContext = {
    limit: VEHICLES_PER_LIST_PAGE,
    indexUrl: inventoryIndex!.url,
    total: inventoryIndex!.total,
    options: inventoryIndex!.options,
    counts: inventoryIndex!.counts,
  };
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
}
