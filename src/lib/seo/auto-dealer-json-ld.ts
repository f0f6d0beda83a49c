// schema.org AutoDealer for the home page: what search engines show in the business panel.
import type { SiteSettings } from "../content/site-settings-schema";
import type { Locale } from "../i18n/locale";
import { localizedField } from "../i18n/localized-text";
import { postalAddressJsonLd } from "./json-ld";
import { openingHoursSpecification } from "./opening-hours";
import { canonicalUrl, e164Phone } from "./site-url";

type DealerSettings = Pick<
  SiteSettings,
  "businessName" | "description" | "address" | "geo" | "phone" | "email" | "mapUrl" | "hours" | "flags" | "social"
>;

export function enabledSocialProfiles(site: Pick<SiteSettings, "flags" | "social">): string[] {
  if (!site.flags.socialBlock) return [];
  return (["facebook", "instagram", "twitter"] as const)
    .filter((network) => site.flags[network])
    .map((network) => site.social[network]);
}

/**
 * The home page's block in the page's language: the dealership's AutoDealer (a group's home page has its
 * Organization instead, lot-json-ld.ts, written by the build).
 */
export function autoDealerJsonLd(
  site: DealerSettings,
  siteUrl: string,
  { locale = "en", imageUrl }: { locale?: Locale; imageUrl?: string } = {},
): Record<string, unknown> {
  const url = canonicalUrl(siteUrl, "/");
  const sameAs = enabledSocialProfiles(site);
  // A text by language, as JSON-LD cannot mark one: the page's (the English where it has none).
  const description = localizedField(site.description, locale).text;
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": `${url}#dealer`,
    name: site.businessName,
    description,
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
