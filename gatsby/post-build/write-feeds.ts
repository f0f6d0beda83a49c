// Marketplace feeds of the cars for sale: Google vehicle listings (TSV) and Meta automotive catalog (CSV).
import type { FeedDealer, FeedLot, FeedVehicle } from "../../src/lib/seo/feed-vehicle";
import { advertisedVehicles } from "../../src/lib/seo/feed-vehicle";
import { googleVehicleFeed } from "../../src/lib/seo/google-vehicle-feed";
import { metaCatalogFeed } from "../../src/lib/seo/meta-catalog-feed";
import { writePublicFile } from "./public-files";

const GOOGLE_FEED_FILE = "feeds/google-vehicle-listings.tsv";
const META_FEED_FILE = "feeds/meta-automotive-catalog.csv";

/** Returns the number of vehicles advertised. `lots`: a dealer group's, each row naming its car's lot. */
export function writeFeeds(vehicles: readonly FeedVehicle[], dealer: FeedDealer, lots: readonly FeedLot[]): number {
  writePublicFile(GOOGLE_FEED_FILE, googleVehicleFeed(vehicles, dealer, lots));
  writePublicFile(META_FEED_FILE, metaCatalogFeed(vehicles, dealer, lots));
  return advertisedVehicles(vehicles).length;
}
