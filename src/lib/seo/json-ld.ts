// Serialises structured data for a <script type="application/ld+json"> element, and the pieces the
// dealership's blocks share (home page AutoDealer, vehicle offer seller), so both say the same thing.
import type { SiteSettings } from "../content/site-settings-schema";

/**
 * JSON that is safe inside an HTML script element: `<`, `>` and `&` become unicode escapes so a value such
 * as `</script>` in a description cannot end the element, and U+2028/U+2029 are escaped for old parsers.
 */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** schema.org `PostalAddress` of the dealership. */
export function postalAddressJsonLd(address: SiteSettings["address"]): Record<string, string> {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}
