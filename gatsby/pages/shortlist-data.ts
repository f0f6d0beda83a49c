// Writes the shortlist data (src/lib/saved/shortlist-data.ts): every vehicle with a page, sold ones included,
// for /saved/ and /compare/. Content-hashed in public/static like the inventory index, so hosts and the
// service worker may cache it forever and a new inventory gets a new name.
import path from "node:path";
import zlib from "node:zlib";
import type { CreatePagesArgs } from "gatsby";
import { warrantyChoiceLabel } from "../../src/lib/inventory/buyers-guide";
import { ImageCompactor } from "../../src/lib/inventory/card-photo-compact";
import {
  SHORTLIST_DATA_VERSION,
  type ShortlistDataFile,
  type ShortlistVehicle,
} from "../../src/lib/saved/shortlist-data";
import { graphqlSelection } from "../../src/lib/vehicle/graphql-selection";
import { pickFieldsOrNull } from "../../src/lib/vehicle/pick-fields";
import { SHORTLIST_FIELDS } from "../../src/lib/vehicle/vehicle-shapes";
import { CARD_PHOTO_SELECTION, cardPhotoOf, type CardPhotoNode } from "../../src/lib/vehicle-pages/card-data";
import { warrantyOf, type VehicleDetailNode } from "../../src/lib/vehicle-pages/detail-data";
import { narrowVehicleNode } from "../../src/lib/vehicle-pages/vehicle-node";
import { writeHashedJson } from "./write-hashed-json";

type ShortlistNode = Pick<Queries.Vehicle, (typeof SHORTLIST_FIELDS)[number]> &
  CardPhotoNode & { warranty: VehicleDetailNode["warranty"] };

const FILE_PREFIX = "shortlist-";

/** Writes the file and returns its site path, e.g. `/static/shortlist-3f2a9c.json`. */
export async function writeShortlistData({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<string> {
  const result = await graphql<{ allVehicle: { nodes: ShortlistNode[] } }>(`
    query ShortlistData {
      allVehicle(sort: [{ stockNumber: ASC }]) {
        nodes {
          ${graphqlSelection([...SHORTLIST_FIELDS, "warranty"])}
          ${CARD_PHOTO_SELECTION}
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic(`shortlist data: the GraphQL query for vehicles failed:\n${JSON.stringify(result.errors, null, 2)}`);
  }
  const images = new ImageCompactor();
  const vehicles = result.data!.allVehicle.nodes.map(({ mainPhoto, warranty, ...node }): ShortlistVehicle => {
    const image = cardPhotoOf({ mainPhoto });
    return {
      ...pickFieldsOrNull(narrowVehicleNode(node), SHORTLIST_FIELDS),
      warranty: warrantyChoiceLabel(warrantyOf(warranty)),
      image: image ? images.compact(image) : null,
    };
  });
  const file: ShortlistDataFile = { v: SHORTLIST_DATA_VERSION, shapes: images.shapes, vehicles };
  const json = JSON.stringify(file);
  const fileName = writeHashedJson(path.join(process.cwd(), "public", "static"), FILE_PREFIX, json);
  reporter.info(
    `shortlist data: ${vehicles.length} vehicles, ${Buffer.byteLength(json)} bytes (${zlib.gzipSync(json).length} gzipped) in /static/${fileName}`,
  );
  return `/static/${fileName}`;
}
