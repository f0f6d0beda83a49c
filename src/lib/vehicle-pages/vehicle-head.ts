// What a vehicle page says about itself in <head>: title, description, share image and schema.org Car.
import type { SiteSettings } from "../content/site-settings-schema";
import { formatDollars, formatNumber } from "../format";
import { vehicleJsonLd } from "../inventory/vehicle-json-ld";
import type { VehicleDetailData } from "./detail-data";
import { videoJsonLd } from "./video-json-ld";
import { vehicleTitle } from "../vehicle/vehicle-title";

export interface VehicleHead {
  title: string;
  description: string;
  /** The first photo (Open Graph and Twitter card); Seo makes its address absolute. */
  shareImage?: { url: string; alt: string };
  noindex: boolean;
  jsonLd: Record<string, unknown>;
}

type HeadSite = Pick<SiteSettings, "businessName" | "phone" | "address" | "email">;

export function vehicleHeadOf(vehicle: VehicleDetailData, site: HeadSite, siteUrl: string): VehicleHead {
  const name = vehicleTitle(vehicle);
  const images = vehicle.photos
    .map((photo) => photo.main?.images.fallback?.src)
    .filter((src): src is string => Boolean(src));
  // A sold car keeps its page (links to it still work) but leaves search results.
  const sold = vehicle.status === "sold";
  const where = `${site.address.city}, ${site.address.region}`;
  return {
    title: sold ? `Sold: ${name}` : `${name} for sale in ${where}`,
    description: sold
      ? `This ${name} has been sold. See similar used vehicles for sale at ${site.businessName} in ${where}.`
      : `${name} with ${formatNumber(vehicle.mileage)} miles for ${formatDollars(vehicle.price)} at ${site.businessName} in ${where}. ${vehicle.description}`,
    ...(images[0] ? { shareImage: { url: images[0], alt: vehicle.photos[0]?.alt ?? name } } : {}),
    noindex: sold,
    jsonLd: {
      ...vehicleJsonLd({ vehicle, site, siteUrl, images }),
      ...(vehicle.video
        ? {
            subjectOf: videoJsonLd({
              video: vehicle.video,
              vehicleName: name,
              businessName: site.businessName,
              thumbnail: images[0],
              uploadDate: vehicle.dateInStock,
              siteUrl,
            }),
          }
        : {}),
    },
  };
}
