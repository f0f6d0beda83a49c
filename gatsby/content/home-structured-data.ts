// The home page's JSON-LD, written once by the build in each of the site's languages: the dealership's AutoDealer
// (src/lib/seo/auto-dealer-json-ld.ts), or a dealer group's Organization with an AutoDealer per lot
// (src/lib/locations/lot-json-ld.ts). The home page reads it from the HomeStructuredData node, so no page's JavaScript
// carries the code that makes it (it used to be in every page's: the head tags' chunk).
import type { LoadedLocation } from "../../src/lib/content/load-content";
import type { SiteSettings } from "../../src/lib/content/site-settings-schema";
import { siteLanguagesOf } from "../../src/lib/content/site-languages";
import type { Locale } from "../../src/lib/i18n/locale";
import { localizedField } from "../../src/lib/i18n/localized-text";
import { groupJsonLd } from "../../src/lib/locations/lot-json-ld";
import { lotOfContent } from "../../src/lib/locations/lot-node";
import { autoDealerJsonLd, enabledSocialProfiles } from "../../src/lib/seo/auto-dealer-json-ld";
import { jsonLdScriptContent } from "../../src/lib/seo/json-ld";

/** The node's `jsonLd`: one script-safe JSON-LD text per language of the site. */
export function homeJsonLd(
  site: SiteSettings,
  locations: readonly LoadedLocation[],
  siteUrl: string,
): Record<string, string> {
  const lots = locations.map(({ sourceFile: _sourceFile, ...location }) => lotOfContent(location));
  const sameAs = enabledSocialProfiles(site);
  const dataIn = (locale: Locale) =>
    lots.length >= 2
      ? groupJsonLd({ ...site, description: localizedField(site.description, locale).text }, lots, siteUrl, sameAs)
      : autoDealerJsonLd(site, siteUrl, { locale });
  return Object.fromEntries(
    siteLanguagesOf(site.languages).map((locale) => [locale, jsonLdScriptContent(dataIn(locale))]),
  );
}
