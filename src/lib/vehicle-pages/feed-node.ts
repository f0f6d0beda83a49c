// The post-build query's vehicles, settings and lots as the marketplace feeds take them
// (gatsby/post-build/platform-post-build.ts).
import type { SiteSettings } from "../content/site-settings-schema";
import type { FeedDealer, FeedLot, FeedVehicle } from "../seo/feed-vehicle";
import { absoluteUrl, e164Phone } from "../seo/site-url";
import { bodyStyleOf, drivetrainOf, fuelTypeOf, statusOf, transmissionOf } from "../vehicle/vocabulary";

type FeedFacts = Omit<FeedVehicle, "url" | "imageUrls" | "imageAlts">;

/** An advertised `Vehicle` node: the feed's facts as GraphQL types them, its path and its resized photos. */
export type FeedNode = Omit<
  FeedFacts,
  "bodyStyle" | "transmission" | "drivetrain" | "fuelType" | "status" | "location"
> & {
  /** Its lot's id; null on a site with one lot (GraphQL's empty value). */
  location?: string | null;
  bodyStyle: string;
  transmission: string;
  drivetrain: string;
  fuelType: string;
  status: string;
  path: string;
  photos: ReadonlyArray<{
    alt: string;
    image: { childVehiclePhotoImage: { share: { src: string | null } | null } | null } | null;
  }>;
};

export function feedVehicleOf({ path, photos, location, ...node }: FeedNode, siteUrl: string): FeedVehicle {
  // A photo the build could not read is left out rather than advertised without a file.
  const images = photos.flatMap((photo) => {
    const src = photo.image?.childVehiclePhotoImage?.share?.src;
    return src ? [{ url: absoluteUrl(siteUrl, src), alt: photo.alt }] : [];
  });
  return {
    ...node,
    ...(location ? { location } : {}),
    bodyStyle: bodyStyleOf(node.bodyStyle),
    transmission: transmissionOf(node.transmission),
    drivetrain: drivetrainOf(node.drivetrain),
    fuelType: fuelTypeOf(node.fuelType),
    status: statusOf(node.status),
    url: absoluteUrl(siteUrl, path),
    imageUrls: images.map((image) => image.url),
    imageAlts: images.map((image) => image.alt),
  };
}

type DealerSettings = Pick<SiteSettings, "businessName" | "phone" | "address"> & { geo: SiteSettings["geo"] | null };

export function feedDealerOf(settings: DealerSettings, storeCode: string): FeedDealer {
  return {
    name: settings.businessName,
    storeCode,
    ...settings.address,
    phone: e164Phone(settings.phone),
    ...(settings.geo ? { geo: settings.geo } : {}),
  };
}

/** A `SiteLocation` node as the post-build query reads it (a dealer group's lot, content/locations/). */
export interface FeedLotNode {
  locationId: string;
  name: string;
  storeCode: string;
  phone: string;
  address: SiteSettings["address"];
  geo: SiteSettings["geo"] | null;
}

/** A lot as the feeds name the dealership that has a car: its own store code, name, address and phone. */
export function feedLotOf({ locationId, name, storeCode, phone, address, geo }: FeedLotNode): FeedLot {
  return { id: locationId, ...feedDealerOf({ businessName: name, phone, address, geo }, storeCode) };
}
