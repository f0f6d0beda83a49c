// What the marketplace feeds need to know about a vehicle and the dealership.
import type { VehicleContent } from "../content/vehicle-schema";
import type { VehicleIdentity, VehicleSpecs } from "../vehicle/vehicle-facts";

export type FeedVehicle = VehicleIdentity &
  VehicleSpecs &
  Pick<VehicleContent, "price" | "description" | "status" | "dateInStock"> & {
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
