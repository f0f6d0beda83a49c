// Google vehicle listings (vehicle ads) primary feed, tab-separated, one row per advertised vehicle.
// Attribute names follow https://developers.google.com/vehicle-listings/reference/feed-specification
// English only, with the English page links: the specification has no attribute for a page in another
// language (Merchant Center takes a language per feed), so the Spanish pages are not listed here.
import { tsv } from "./delimited-text";
import {
  advertisedVehicles,
  dealerAddressLine,
  dealerOfVehicle,
  feedPrice,
  type FeedDealer,
  type FeedLot,
  type FeedVehicle,
} from "./feed-vehicle";

/** @internal exported for the unit and e2e tests */
export const GOOGLE_FEED_COLUMNS = [
  "vin",
  "id",
  "store_code",
  "dealership_name",
  "dealership_address",
  "price",
  "condition",
  "make",
  "model",
  "trim",
  "year",
  "mileage",
  "image_link",
  "additional_image_link",
  "link",
  "date_in_stock",
] as const;

/** Google takes up to 10 additional images, comma-separated in one field. */
const MAX_ADDITIONAL_IMAGES = 10;

function googleVehicleRow(vehicle: FeedVehicle, dealer: FeedDealer): string[] {
  const row: Record<(typeof GOOGLE_FEED_COLUMNS)[number], string> = {
    vin: vehicle.vin,
    id: vehicle.stockNumber,
    store_code: dealer.storeCode,
    dealership_name: dealer.name,
    dealership_address: dealerAddressLine(dealer),
    price: feedPrice(vehicle.price),
    condition: "used",
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    year: String(vehicle.year),
    mileage: `${vehicle.mileage} miles`,
    image_link: vehicle.imageUrls[0] ?? "",
    additional_image_link: vehicle.imageUrls.slice(1, 1 + MAX_ADDITIONAL_IMAGES).join(","),
    link: vehicle.url,
    date_in_stock: vehicle.dateInStock,
  };
  return GOOGLE_FEED_COLUMNS.map((column) => row[column]);
}

/**
 * `store_code` is "unique for each dealership": on a dealer group's site each row names the lot that has the car (its
 * store code, name and address, `lots`); a car that names no lot, the only kind on a site with one, the site's dealer.
 */
export function googleVehicleFeed(
  vehicles: readonly FeedVehicle[],
  dealer: FeedDealer,
  lots: readonly FeedLot[] = [],
): string {
  return tsv(
    GOOGLE_FEED_COLUMNS,
    advertisedVehicles(vehicles).map((vehicle) => googleVehicleRow(vehicle, dealerOfVehicle(vehicle, dealer, lots))),
  );
}
