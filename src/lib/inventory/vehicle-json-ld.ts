// schema.org `Car` with its `Offer` for a vehicle detail page (what search engines read for vehicle listings).
import type { SiteSettings } from "../content/site-settings-schema";
import type { VehicleContent } from "../content/vehicle-schema";

export type JsonLdVehicle = Pick<
  VehicleContent,
  | "vin" | "stockNumber" | "year" | "make" | "model" | "trim" | "bodyStyle" | "mileage" | "price" | "exteriorColor"
  | "interiorColor" | "transmission" | "drivetrain" | "fuelType" | "engine" | "description" | "status"
> & { path: string };

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
}

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl.replace(/\/+$/, "")}${url.startsWith("/") ? "" : "/"}${url}`);

export function vehicleJsonLd({ vehicle, site, siteUrl, images }: VehicleJsonLdInput): Record<string, unknown> {
  const url = absolute(siteUrl, vehicle.path);
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
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
    image: images.map((image) => absolute(siteUrl, image)),
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
        telephone: site.phone,
        email: site.email,
        url: `${siteUrl.replace(/\/+$/, "")}/`,
        address: {
          "@type": "PostalAddress",
          streetAddress: site.address.street,
          addressLocality: site.address.city,
          addressRegion: site.address.region,
          postalCode: site.address.postalCode,
          addressCountry: site.address.country,
        },
      },
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no content can close the script early. */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
