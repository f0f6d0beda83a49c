// Marketplace feeds of the cars for sale: Google vehicle listings (TSV) and Meta automotive catalog (CSV).
import type { FeedDealer, FeedVehicle } from "../../src/lib/seo/feed-vehicle";
import { advertisedVehicles } from "../../src/lib/seo/feed-vehicle";
import { googleVehicleFeed } from "../../src/lib/seo/google-vehicle-feed";
import { metaCatalogFeed } from "../../src/lib/seo/meta-catalog-feed";
import { writePublicFile } from "./public-files";

const GOOGLE_FEED_FILE = "feeds/google-vehicle-listings.tsv";
const META_FEED_FILE = "feeds/meta-automotive-catalog.csv";

/** Returns the number of vehicles advertised. */
export function writeFeeds(vehicles: readonly FeedVehicle[], dealer: FeedDealer): number {
  writePublicFile(GOOGLE_FEED_FILE, googleVehicleFeed(vehicles, dealer));
  writePublicFile(META_FEED_FILE, metaCatalogFeed(vehicles, dealer));
  return advertisedVehicles(vehicles).length;
}
