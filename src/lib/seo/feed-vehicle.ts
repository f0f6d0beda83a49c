// What the marketplace feeds need to know about a vehicle and the dealership.
import type { VehicleContent } from "../content/vehicle-schema";
import type { VehicleIdentity, VehicleSpecs } from "../vehicle/vehicle-facts";

export type FeedVehicle = VehicleIdentity &
  VehicleSpecs &
  Pick<VehicleContent, "price" | "description" | "status" | "dateInStock" | "location"> & {
    /** Absolute URL of the vehicle's page. */
    url: string;
    /** Absolute URLs of its photos, main photo first. */
    imageUrls: string[];
    /** Alt text of each photo, same order as imageUrls. */
    imageAlts: string[];
  };

export interface FeedDealer {
  name: string;
  /** Identifier of the dealership in Google Merchant Center / Business Profile. */
  storeCode: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** International format, `+19165550142`. */
  phone: string;
  geo?: { latitude: number; longitude: number };
}

/** One lot of a dealer group (content/locations/), as the feeds name the dealership that has a car. */
export interface FeedLot extends FeedDealer {
  /** The lot's id, which a vehicle's `location` names. */
  id: string;
}

/**
 * The dealership a feed row names: the vehicle's lot (its own store code, name, address and phone) when it names one,
 * else the site's own (site.json). A lot the site does not have is refused: the build checks that every vehicle's
 * lot exists (location-rules.ts), so this is a caller's mistake, and a car must not be advertised at the wrong lot.
 */
export function dealerOfVehicle(
  vehicle: Pick<FeedVehicle, "stockNumber" | "location">,
  dealer: FeedDealer,
  lots: readonly FeedLot[],
): FeedDealer {
  if (vehicle.location === undefined) return dealer;
  const lot = lots.find((candidate) => candidate.id === vehicle.location);
  if (!lot)
    throw new Error(
      `vehicle ${vehicle.stockNumber}: location: no such lot, got "${vehicle.location}", expected one of ${lots.map((candidate) => candidate.id).join(", ") || "(none: the site has no lots)"}`,
    );
  return lot;
}

/**
 * Feeds advertise cars a shopper can buy today: only `available` ones. Pending cars (a deal in progress)
 * stay on the site and in the sitemap but are not advertised; sold cars are nowhere but their own page.
 */
export function advertisedVehicles<T extends Pick<FeedVehicle, "status">>(vehicles: readonly T[]): T[] {
  return vehicles.filter((vehicle) => vehicle.status === "available");
}

export function dealerAddressLine(dealer: FeedDealer): string {
  return `${dealer.street}, ${dealer.city}, ${dealer.region} ${dealer.postalCode}, ${dealer.country}`;
}

/** `21995.00 USD`: ISO 4217 price as both feeds accept it. */
export function feedPrice(price: number): string {
  return `${price.toFixed(2)} USD`;
}
