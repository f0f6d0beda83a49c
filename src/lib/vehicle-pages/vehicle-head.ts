// What a vehicle page says about itself in <head>: title, description, share image and schema.org Car.
// Title and description are messages of the vehicle page's catalog (src/locales/vehicle.ts), in its language.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SiteSettings } from "../content/site-settings-schema";
import { formatDollars, formatNumber } from "../format";
import type { Locale } from "../i18n/locale";
import { localizedField } from "../i18n/localized-text";
import { vehicleJsonLd } from "../inventory/vehicle-json-ld";
import type { Lot } from "../locations/lot";
import type { VehicleDetailData } from "./detail-data";
import { videoJsonLd } from "./video-json-ld";
import { vehicleTitle } from "../vehicle/vehicle-title";

export interface VehicleHead {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The first photo (Open Graph and Twitter card); Seo makes its address absolute. */
  shareImage?: { url: string; alt: string };
  noindex: boolean;
  jsonLd: Record<string, unknown>;
}

type HeadSite = Pick<SiteSettings, "businessName" | "phone" | "address" | "email">;

export function vehicleHeadOf(
  vehicle: VehicleDetailData,
  site: HeadSite,
  siteUrl: string,
  locale: Locale = "en",
  lot?: Lot,
): VehicleHead {
  const name = vehicleTitle(vehicle);
  // Each photo's 1200 px JPEG, the file the marketplace feeds link to.
  const images = vehicle.photos.map((photo) => photo.share).filter((src): src is string => Boolean(src));
  // A sold car keeps its page (links to it still work) but leaves search results.
  const sold = vehicle.status === "sold";
  // A group's car is for sale where its lot is.
  const place = lot?.address ?? site.address;
  const where = `${place.city}, ${place.region}`;
  const business = site.businessName;
  const miles = formatNumber(vehicle.mileage, locale);
  const price = formatDollars(vehicle.price, locale);
  // The dealer's description in the page's language where written (a meta tag cannot mark a language).
  const about = localizedField(vehicle.description, locale).text;
  return {
    title: sold ? msg`Sold: ${name}` : msg`${name} for sale in ${where}`,
    description: sold
      ? msg`This ${name} has been sold. See similar used vehicles for sale at ${business} in ${where}.`
      : msg`${name} with ${miles} miles for ${price} at ${business} in ${where}. ${about}`,
    ...(images[0] ? { shareImage: { url: images[0], alt: vehicle.photos[0]?.alt ?? name } } : {}),
    noindex: sold,
    jsonLd: {
      // The Car's description in the page's language too.
      ...vehicleJsonLd({ vehicle: { ...vehicle, description: about }, site, siteUrl, images, lot }),
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
