// Meta (Facebook / Instagram) automotive inventory catalog feed, CSV with flattened JSON-path columns.
// Field names and enums follow Meta's "Automotive Inventory Ads" catalog reference.
// English only, with the English page links: the catalog has one `url` per vehicle and no column for another
// language's page. Meta localizes a catalog through a separate language override feed (`id`, `override` such
// as `es_XX`, and the fields to replace, `url` among them), which the site does not write yet.
import type { BodyStyle } from "../content/vehicle-schema";
import { csv } from "./delimited-text";
import { vehicleTitle } from "../vehicle/vehicle-title";
import {
  advertisedVehicles,
  dealerOfVehicle,
  feedPrice,
  type FeedDealer,
  type FeedLot,
  type FeedVehicle,
} from "./feed-vehicle";

/** Meta accepts at most 20 images a vehicle. */
const META_MAX_IMAGES = 20;
const MAX_DESCRIPTION = 5000;

const BASE_COLUMNS = [
  "vehicle_id",
  "vin",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "trim",
  "mileage.value",
  "mileage.unit",
  "price",
  "state_of_vehicle",
  "availability",
  "body_style",
  "exterior_color",
  "interior_color",
  "transmission",
  "drivetrain",
  "fuel_type",
  "date_first_on_lot",
  "dealer_name",
  "dealer_phone",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "latitude",
  "longitude",
] as const;

const BODY_STYLE: Record<BodyStyle, string> = {
  Sedan: "SEDAN",
  SUV: "SUV",
  Truck: "TRUCK",
  Coupe: "COUPE",
  Hatchback: "HATCHBACK",
  Convertible: "CONVERTIBLE",
  Minivan: "MINIVAN",
  Wagon: "WAGON",
};
// Meta knows only automatic and manual gearboxes; a CVT is automatic to a shopper.
const TRANSMISSION: Record<string, string> = { Automatic: "AUTOMATIC", CVT: "AUTOMATIC", Manual: "MANUAL" };
const DRIVETRAIN: Record<string, string> = { FWD: "FWD", RWD: "RWD", AWD: "AWD", "4WD": "4X4" };
const FUEL_TYPE: Record<string, string> = {
  Gasoline: "GASOLINE",
  Diesel: "DIESEL",
  Hybrid: "HYBRID",
  "Plug-in Hybrid": "PLUGIN_HYBRID",
  Electric: "ELECTRIC",
};

function metaCatalogColumns(imageCount: number): string[] {
  const images = Array.from({ length: Math.min(imageCount, META_MAX_IMAGES) }, (_, index) => [
    `image[${index}].url`,
    `image[${index}].tag[0]`,
  ]).flat();
  return [...BASE_COLUMNS, ...images];
}

function metaCatalogRow(vehicle: FeedVehicle, dealer: FeedDealer, imageCount: number): string[] {
  const base: Record<(typeof BASE_COLUMNS)[number], string> = {
    vehicle_id: vehicle.stockNumber,
    vin: vehicle.vin,
    title: vehicleTitle(vehicle),
    description: vehicle.description.en.slice(0, MAX_DESCRIPTION),
    url: vehicle.url,
    make: vehicle.make,
    model: vehicle.model,
    year: String(vehicle.year),
    trim: vehicle.trim,
    "mileage.value": String(vehicle.mileage),
    "mileage.unit": "MI",
    price: feedPrice(vehicle.price),
    state_of_vehicle: "USED",
    availability: "available",
    body_style: BODY_STYLE[vehicle.bodyStyle as BodyStyle] ?? "OTHER",
    exterior_color: vehicle.exteriorColor,
    interior_color: vehicle.interiorColor,
    transmission: TRANSMISSION[vehicle.transmission] ?? "",
    drivetrain: DRIVETRAIN[vehicle.drivetrain] ?? "OTHER",
    fuel_type: FUEL_TYPE[vehicle.fuelType] ?? "OTHER",
    date_first_on_lot: vehicle.dateInStock,
    dealer_name: dealer.name,
    dealer_phone: dealer.phone,
    "address.addr1": dealer.street,
    "address.city": dealer.city,
    "address.region": dealer.region,
    "address.postal_code": dealer.postalCode,
    "address.country": dealer.country,
    latitude: dealer.geo ? String(dealer.geo.latitude) : "",
    longitude: dealer.geo ? String(dealer.geo.longitude) : "",
  };
  const images = Array.from({ length: Math.min(imageCount, META_MAX_IMAGES) }, (_, index) => [
    vehicle.imageUrls[index] ?? "",
    vehicle.imageUrls[index] ? (vehicle.imageAlts[index] ?? "") : "",
  ]).flat();
  return [...BASE_COLUMNS.map((column) => base[column]), ...images];
}

/**
 * The dealer columns (name, phone, address, coordinates) say where a shopper finds the car: on a dealer group's site
 * the lot that has it (`lots`); a car that names no lot, the only kind on a site with one, the site's dealer.
 */
export function metaCatalogFeed(
  vehicles: readonly FeedVehicle[],
  dealer: FeedDealer,
  lots: readonly FeedLot[] = [],
): string {
  const advertised = advertisedVehicles(vehicles);
  const imageCount = Math.min(META_MAX_IMAGES, Math.max(1, ...advertised.map((vehicle) => vehicle.imageUrls.length)));
  return csv(
    metaCatalogColumns(imageCount),
    advertised.map((vehicle) => metaCatalogRow(vehicle, dealerOfVehicle(vehicle, dealer, lots), imageCount)),
  );
}
