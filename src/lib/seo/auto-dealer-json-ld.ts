// schema.org AutoDealer for the home page: what search engines show in the business panel.
import type { SiteSettings } from "../content/site-settings-schema";
import { postalAddressJsonLd } from "./json-ld";
import { openingHoursSpecification } from "./opening-hours";
import { canonicalUrl, e164Phone } from "./site-url";

type DealerSettings = Pick<
  SiteSettings,
  "businessName" | "description" | "address" | "geo" | "phone" | "email" | "mapUrl" | "hours" | "flags" | "social"
>;

function enabledSocialProfiles(site: Pick<SiteSettings, "flags" | "social">): string[] {
  if (!site.flags.socialBlock) return [];
  return (["facebook", "instagram", "twitter"] as const)
    .filter((network) => site.flags[network])
    .map((network) => site.social[network]);
}

export function autoDealerJsonLd(site: DealerSettings, siteUrl: string, imageUrl?: string): Record<string, unknown> {
  const url = canonicalUrl(siteUrl, "/");
  const sameAs = enabledSocialProfiles(site);
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": `${url}#dealer`,
    name: site.businessName,
    description: site.description,
    url,
    telephone: e164Phone(site.phone),
    email: site.email,
    ...(imageUrl ? { image: imageUrl } : {}),
    address: postalAddressJsonLd(site.address),
    ...(site.geo
      ? { geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude } }
      : {}),
    hasMap: site.mapUrl,
    openingHoursSpecification: openingHoursSpecification(site.hours),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
