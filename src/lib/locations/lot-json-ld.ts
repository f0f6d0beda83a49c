// schema.org for a dealer group: an AutoDealer per lot, a subOrganization of the group's Organization (the home
// page's block), and the lot a vehicle's offer is available at. Every lot's block has the @id its page gives it, so
// the home page, the lot's page and a vehicle's offer name the same dealer.
import { postalAddressJsonLd } from "../seo/json-ld";
import { openingHoursSpecification } from "../seo/opening-hours";
import { canonicalUrl, e164Phone } from "../seo/site-url";
import type { Lot } from "./lot";

/** The @id of a lot's AutoDealer: its page's address and `#dealer`. */
const lotDealerId = (lot: Pick<Lot, "path">, siteUrl: string): string => `${canonicalUrl(siteUrl, lot.path)}#dealer`;

/** The @id of the group's Organization (the home page's block). */
const groupOrganizationId = (siteUrl: string): string => `${canonicalUrl(siteUrl, "/")}#organization`;

function lotDealerJsonLd(lot: Lot, siteUrl: string): Record<string, unknown> {
  const url = canonicalUrl(siteUrl, lot.path);
  return {
    "@type": "AutoDealer",
    "@id": lotDealerId(lot, siteUrl),
    name: lot.name,
    url,
    telephone: e164Phone(lot.phone),
    email: lot.email,
    address: postalAddressJsonLd(lot.address),
    ...(lot.geo
      ? { geo: { "@type": "GeoCoordinates", latitude: lot.geo.latitude, longitude: lot.geo.longitude } }
      : {}),
    hasMap: lot.mapUrl,
    openingHoursSpecification: openingHoursSpecification(lot.hours),
    ...(lot.servicePhone || lot.serviceHours
      ? {
          department: {
            "@type": "AutoRepair",
            name: `${lot.name} service`,
            telephone: e164Phone(lot.servicePhone ?? lot.phone),
            address: postalAddressJsonLd(lot.address),
            ...(lot.serviceHours ? { openingHoursSpecification: openingHoursSpecification(lot.serviceHours) } : {}),
          },
        }
      : {}),
  };
}

/** A lot's page: its AutoDealer, part of the group's Organization. */
export function lotPageJsonLd(lot: Lot, siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    ...lotDealerJsonLd(lot, siteUrl),
    parentOrganization: { "@id": groupOrganizationId(siteUrl) },
  };
}

/** Where a vehicle's offer is available (schema.org Offer.availableAtOrFrom): its lot, by @id with its address. */
export function lotPlaceJsonLd(lot: Lot, siteUrl: string): Record<string, unknown> {
  return {
    "@type": "AutoDealer",
    "@id": lotDealerId(lot, siteUrl),
    name: lot.name,
    telephone: e164Phone(lot.phone),
    address: postalAddressJsonLd(lot.address),
  };
}

/**
 * The home page of a group: its Organization (name, description, main phone and address from site.json) with each
 * lot's AutoDealer as a subOrganization.
 */
export function groupJsonLd(
  site: { businessName: string; description: string; phone: string; email: string; address: Lot["address"] },
  lots: readonly Lot[],
  siteUrl: string,
  sameAs: readonly string[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": groupOrganizationId(siteUrl),
    name: site.businessName,
    description: site.description,
    url: canonicalUrl(siteUrl, "/"),
    telephone: e164Phone(site.phone),
    email: site.email,
    address: postalAddressJsonLd(site.address),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    subOrganization: lots.map((lot) => lotDealerJsonLd(lot, siteUrl)),
  };
}
