// schema.org `Car` with its `Offer` for a vehicle detail page (what search engines read for vehicle listings).
import type { SiteSettings } from "../content/site-settings-schema";
import type { VehicleContent } from "../content/vehicle-schema";
import { lotPlaceJsonLd } from "../locations/lot-json-ld";
import type { Lot } from "../locations/lot";
import { postalAddressJsonLd } from "../seo/json-ld";
import { absoluteUrl, canonicalUrl, e164Phone } from "../seo/site-url";
import { vehicleTitle } from "../vehicle/vehicle-title";
import type { VehicleIdentity, VehicleSpecs } from "../vehicle/vehicle-facts";

export type JsonLdVehicle = VehicleIdentity &
  VehicleSpecs &
  Pick<VehicleContent, "price" | "engine" | "status"> & {
    path: string;
    /** The description in the page's language (localizedField): a JSON-LD block cannot mark its language. */
    description: string;
  };

const AVAILABILITY: Record<VehicleContent["status"], string> = {
  available: "https://schema.org/InStock",
  pending: "https://schema.org/LimitedAvailability",
  sold: "https://schema.org/SoldOut",
};

const DRIVE_WHEELS: Record<VehicleContent["drivetrain"], string> = {
  FWD: "https://schema.org/FrontWheelDriveConfiguration",
  RWD: "https://schema.org/RearWheelDriveConfiguration",
  AWD: "https://schema.org/AllWheelDriveConfiguration",
  "4WD": "https://schema.org/FourWheelDriveConfiguration",
};

const USED = "https://schema.org/UsedCondition";

export interface VehicleJsonLdInput {
  vehicle: JsonLdVehicle;
  site: Pick<SiteSettings, "businessName" | "phone" | "address" | "email">;
  /** Absolute site address without a trailing slash, e.g. `https://example.com`. */
  siteUrl: string;
  /** Photo addresses, relative to the site or absolute. */
  images: string[];
  /** On a group's site, the lot the car is on: the offer is available there. */
  lot?: Lot;
}

export function vehicleJsonLd({ vehicle, site, siteUrl, images, lot }: VehicleJsonLdInput): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, vehicle.path);
  const name = vehicleTitle(vehicle);
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name,
    description: vehicle.description,
    url,
    sku: vehicle.stockNumber,
    vehicleIdentificationNumber: vehicle.vin,
    brand: { "@type": "Brand", name: vehicle.make },
    model: vehicle.model,
    ...(vehicle.trim ? { vehicleConfiguration: vehicle.trim } : {}),
    vehicleModelDate: String(vehicle.year),
    bodyType: vehicle.bodyStyle,
    itemCondition: USED,
    mileageFromOdometer: { "@type": "QuantitativeValue", value: vehicle.mileage, unitCode: "SMI" },
    driveWheelConfiguration: DRIVE_WHEELS[vehicle.drivetrain],
    fuelType: vehicle.fuelType,
    vehicleTransmission: vehicle.transmission,
    vehicleEngine: { "@type": "EngineSpecification", name: vehicle.engine },
    color: vehicle.exteriorColor,
    vehicleInteriorColor: vehicle.interiorColor,
    image: images.map((image) => absoluteUrl(siteUrl, image)),
    offers: {
      "@type": "Offer",
      url,
      price: vehicle.price,
      priceCurrency: "USD",
      availability: AVAILABILITY[vehicle.status],
      itemCondition: USED,
      seller: {
        "@type": "AutoDealer",
        name: site.businessName,
        telephone: e164Phone(site.phone),
        email: site.email,
        url: canonicalUrl(siteUrl, "/"),
        address: postalAddressJsonLd(site.address),
      },
      ...(lot ? { availableAtOrFrom: lotPlaceJsonLd(lot, siteUrl) } : {}),
    },
  };
}
