// A lot's content as the build hands it on (its GraphQL node, the lead function's inventory): with its page's path,
// a map link (a search for its address unless the file gives one) and its Buyers Guide's dealer box filled in.
import type { LocationContent } from "../content/location-schema";
import { locationPath } from "../paths";
import type { Lot } from "./lot";

/** A map search for an address: what "Directions" opens when the lot's file names no map link. */
function mapSearchUrl(address: LocationContent["address"]): string {
  const query = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function lotOfContent(location: LocationContent): Lot {
  const { feedIds: _feedIds, buyersGuide, mapUrl, ...lot } = location;
  return {
    ...lot,
    path: locationPath(location.id),
    mapUrl: mapUrl ?? mapSearchUrl(location.address),
    buyersGuide: { name: buyersGuide?.name ?? location.name, address: buyersGuide?.address ?? location.address },
  };
}
