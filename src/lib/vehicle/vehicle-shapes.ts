// The one vehicle type and the shapes pages, search and data files take of it. Each shape is a field list,
// the only place naming its fields: its type is a Pick of `Vehicle` and its mapper a pickFields call
// (pick-fields.ts), so a field added to a list reaches that shape with no mapper to edit.
import type { VehicleContent } from "../content/vehicle-schema";
import type { PriceReduction } from "../pricing/price-reduction";

/**
 * A vehicle as the build hands it to pages: the file's fields (vehicle-schema.ts, the declaration) but those
 * with a form of their own on the node (photos, video, the price history), and the node's own fields.
 */
export type Vehicle = Omit<VehicleContent, "photos" | "video" | "previousPrice" | "priceReducedOn"> & {
  /** Its page, from year, make, model and stock number (src/lib/paths.ts). */
  path: string;
  /** The file's price; `price` is the advertised price (fees added at build time, src/lib/pricing). */
  vehiclePrice: number;
  /** A recent price drop, as of the build's date. */
  priceReduction?: PriceReduction;
};

type FieldsOf<List extends readonly (keyof Vehicle)[]> = Pick<Vehicle, List[number]>;

/** What a vehicle card shows. Page queries ask for them in the `VehicleCardFields` fragment (src/templates/fragments). */
export const CARD_FIELDS = [
  "path",
  "stockNumber",
  "vin",
  "year",
  "make",
  "model",
  "trim",
  "price",
  "priceReduction",
  "mileage",
  "badges",
  "status",
] as const satisfies readonly (keyof Vehicle)[];
export type CardFields = FieldsOf<typeof CARD_FIELDS>;

/**
 * What search filters and sorts on and the inventory index carries (src/lib/inventory/index-format.ts writes
 * each in a column of its own; the exterior colour goes in as its colour family).
 */
export const INDEX_FIELDS = [
  "stockNumber",
  "vin",
  "year",
  "make",
  "model",
  "trim",
  "bodyStyle",
  "price",
  "priceReduction",
  "mileage",
  "drivetrain",
  "fuelType",
  "transmission",
  "badges",
  "status",
  "dateInStock",
  "location",
] as const satisfies readonly (keyof Vehicle)[];

/**
 * What e-mail alerts know of a car (src/lib/alerts/alert-vehicle.ts): what a search matches on, but the price
 * reduction (an alert measures drops itself, from the price the shopper was last told).
 */
export const ALERT_FIELDS = INDEX_FIELDS.filter(
  (field): field is Exclude<(typeof INDEX_FIELDS)[number], "priceReduction"> => field !== "priceReduction",
);
export type AlertFields = FieldsOf<typeof ALERT_FIELDS>;

/** What a listed vehicle in the index is made from. */
export const LISTABLE_FIELDS = [...INDEX_FIELDS, "exteriorColor"] as const;
export type ListableFields = FieldsOf<typeof LISTABLE_FIELDS>;

/** What /saved/ and /compare/ show, in the order the shortlist data file has always written them. */
export const SHORTLIST_FIELDS = [
  "stockNumber",
  "path",
  "year",
  "make",
  "model",
  "trim",
  "price",
  "mileage",
  "bodyStyle",
  "drivetrain",
  "fuelType",
  "transmission",
  "exteriorColor",
  "interiorColor",
  "status",
  "mpgCity",
  "mpgHighway",
  "features",
] as const satisfies readonly (keyof Vehicle)[];
export type ShortlistFields = FieldsOf<typeof SHORTLIST_FIELDS>;

/** What names a car on the trade-in page ("2019 Honda Civic EX"). Its page query asks for them. */
export const TRADE_TOWARD_FIELDS = [
  "stockNumber",
  "year",
  "make",
  "model",
  "trim",
] as const satisfies readonly (keyof Vehicle)[];
export type TradeTowardFields = FieldsOf<typeof TRADE_TOWARD_FIELDS>;
