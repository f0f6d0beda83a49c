// Writes the inventory index (every listed vehicle, compact, see src/lib/inventory/index-format.ts) into
// public/static under a content-hashed name: hosts cache /static/ forever, and a new inventory gets a new name.
import path from "node:path";
import zlib from "node:zlib";
import type { CreatePagesArgs } from "gatsby";
import { inventoryOptions, type FacetCounts, type InventoryOptions } from "../../src/lib/inventory/facets";
import { prepareVehicles } from "../../src/lib/inventory/filter";
import { toInventoryVehicle } from "../../src/lib/inventory/from-content";
import { encodeCardPhotoChunks } from "../../src/lib/inventory/card-photo-chunks";
import { encodeInventoryIndex, type IndexSourceVehicle } from "../../src/lib/inventory/index-format";
import { EMPTY_QUERY } from "../../src/lib/inventory/query";
import { searchInventory } from "../../src/lib/inventory/search";
import { graphqlSelection } from "../../src/lib/vehicle/graphql-selection";
import { LISTABLE_FIELDS } from "../../src/lib/vehicle/vehicle-shapes";
import { listableOf, type ListableNode } from "../../src/lib/vehicle-pages/listable-node";
import { CARD_PHOTO_SELECTION, cardPhotoOf, type CardPhotoNode } from "../../src/lib/vehicle-pages/card-data";
import { writeHashedJson, writeHashedJsonFiles } from "./write-hashed-json";

type IndexQueryVehicle = ListableNode & CardPhotoNode;

export interface InventoryIndexInfo {
  /** Site path of the index file, e.g. `/static/inventory-3f2a9c.json`. */
  url: string;
  total: number;
  options: InventoryOptions;
  counts: FacetCounts;
  bytes: number;
  gzipBytes: number;
}

const INDEX_FILE_PREFIX = "inventory-";
// Not under INDEX_FILE_PREFIX: writing the index removes the older files of its prefix.
const PHOTOS_FILE_PREFIX = "card-photos-";

export async function writeInventoryIndex({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<InventoryIndexInfo> {
  const result = await graphql<{ allVehicle: { nodes: IndexQueryVehicle[] } }>(`
    query InventoryIndex {
      allVehicle(filter: { status: { in: ["available", "pending"] } }, sort: [{ dateInStock: DESC }, { stockNumber: ASC }]) {
        nodes {
          ${graphqlSelection(LISTABLE_FIELDS)}
          ${CARD_PHOTO_SELECTION}
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic(
      `inventory index: the GraphQL query for listed vehicles failed:\n${JSON.stringify(result.errors, null, 2)}`,
    );
  }
  const nodes = result.data!.allVehicle.nodes;
  const vehicles = nodes.map((node, index) => toInventoryVehicle(listableOf(node), index));
  const sources: IndexSourceVehicle[] = vehicles.map(({ imageRef: _imageRef, path: _path, ...vehicle }, index) => {
    const image = cardPhotoOf(nodes[index]);
    if (!image) reporter.warn(`inventory index: ${vehicle.stockNumber} has no main photo; its card shows no photo`);
    return { ...vehicle, image };
  });

  const staticDir = path.join(process.cwd(), "public", "static");
  const chunks = encodeCardPhotoChunks(sources).map((chunk) => JSON.stringify(chunk));
  const photoFiles = writeHashedJsonFiles(staticDir, PHOTOS_FILE_PREFIX, chunks);
  const json = JSON.stringify(encodeInventoryIndex(sources, undefined, photoFiles));
  const fileName = writeHashedJson(staticDir, INDEX_FILE_PREFIX, json);

  const { counts, total } = searchInventory(prepareVehicles(vehicles), EMPTY_QUERY);
  const bytes = Buffer.byteLength(json);
  const gzipBytes = zlib.gzipSync(json, { level: 9 }).length;
  const photoGzip = chunks.reduce((sum, chunk) => sum + zlib.gzipSync(chunk, { level: 9 }).length, 0);
  reporter.info(
    `inventory index: ${total} vehicles, ${bytes} bytes (${gzipBytes} gzipped; ${total ? Math.round(bytes / total) : 0} / ${total ? Math.round(gzipBytes / total) : 0} bytes a vehicle) in /static/${fileName}; card photos in ${chunks.length} chunks of ${photoGzip} bytes gzipped in all (/static/${PHOTOS_FILE_PREFIX}*)`,
  );
  return { url: `/static/${fileName}`, total, options: inventoryOptions(vehicles), counts, bytes, gzipBytes };
}
