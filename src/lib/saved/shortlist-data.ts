// The shortlist data: every vehicle with a page (sold ones too) with what /saved/ and /compare/ show. Written
// at build time (gatsby/pages/shortlist-data.ts) into /static/ under a content-hashed name and fetched on demand by
// those two pages only, so no other page carries it. The service worker caches /static/ (CacheFirst), so
// after one online visit both pages work offline.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { expandImage, type CompactImage, type ImageShape } from "../inventory/card-photo-compact";
import type { MissingAsNull } from "../vehicle/pick-fields";
import type { ShortlistFields } from "../vehicle/vehicle-shapes";

/** 2: the card photos' image CDN URLs (card-photo-compact.ts); 1 held gatsby-plugin-sharp's. */
export const SHORTLIST_DATA_VERSION = 2;

/** Its fields (`SHORTLIST_FIELDS`), a missing one as null, with the warranty in words and the card photo. */
export type ShortlistVehicle = MissingAsNull<ShortlistFields> & {
  /** The Buyers Guide box checked, in its own words ("As is: no dealer warranty"). */
  warranty: string;
  image: CompactImage | null;
};

export interface ShortlistDataFile {
  v: typeof SHORTLIST_DATA_VERSION;
  shapes: ImageShape[];
  vehicles: ShortlistVehicle[];
}

export interface ShortlistData {
  byStock: ReadonlyMap<string, ShortlistVehicle>;
  imageOf(vehicle: ShortlistVehicle, sizes: string): IGatsbyImageData | undefined;
}

/** Reads the file; a foreign or damaged file gives a clear error, not odd results. */
export function decodeShortlistData(data: unknown): ShortlistData {
  const file = data as Partial<ShortlistDataFile> | null;
  if (!file || typeof file !== "object" || file.v !== SHORTLIST_DATA_VERSION)
    throw new Error(`shortlist data: expected format version ${SHORTLIST_DATA_VERSION}`);
  if (!Array.isArray(file.vehicles) || !Array.isArray(file.shapes))
    throw new Error("shortlist data: missing vehicles or shapes");
  const shapes = file.shapes;
  return {
    byStock: new Map(file.vehicles.map((vehicle) => [vehicle.stockNumber, vehicle])),
    imageOf: (vehicle, sizes) => (vehicle.image ? expandImage(vehicle.image, shapes, sizes) : undefined),
  };
}

export type ShortlistEntry =
  { stockNumber: string; state: "listed"; vehicle: ShortlistVehicle } | { stockNumber: string; state: "gone" };

/** Each saved stock number with its current vehicle, or "gone" when the site no longer lists it. */
export function resolveShortlist(stock: readonly string[], data: ShortlistData): ShortlistEntry[] {
  return stock.map((stockNumber) => {
    const vehicle = data.byStock.get(stockNumber);
    return vehicle ? { stockNumber, state: "listed", vehicle } : { stockNumber, state: "gone" };
  });
}

/** What gatsby/pages/create-shortlist-pages.ts hands /saved/ and /compare/: the data file's address. */
export interface ShortlistPageContext {
  view: "saved" | "compare";
  dataUrl: string;
}
