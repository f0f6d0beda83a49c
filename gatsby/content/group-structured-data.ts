// A dealer group's home page JSON-LD, written once by the build in each of the site's languages: the group's
// Organization with an AutoDealer per lot (src/lib/locations/lot-json-ld.ts). The home page reads it from the
// SiteGroup node, so no page's JavaScript carries the code that makes it.
import type { LoadedLocation } from "../../src/lib/content/load-content";
import type { SiteSettings } from "../../src/lib/content/site-settings-schema";
import { siteLanguagesOf } from "../../src/lib/content/site-languages";
import { localizedField } from "../../src/lib/i18n/localized-text";
import { groupJsonLd } from "../../src/lib/locations/lot-json-ld";
import { lotOfContent } from "../../src/lib/locations/lot-node";
import { enabledSocialProfiles } from "../../src/lib/seo/auto-dealer-json-ld";
import { jsonLdScriptContent } from "../../src/lib/seo/json-ld";

/** The `homeJsonLd` of the SiteGroup node: one script-safe JSON-LD text per language of the site. */
export function groupHomeJsonLd(
  site: SiteSettings,
  locations: readonly LoadedLocation[],
  siteUrl: string,
): Record<string, string> {
  const lots = locations.map(({ sourceFile: _sourceFile, ...location }) => lotOfContent(location));
  const sameAs = enabledSocialProfiles(site);
  return Object.fromEntries(
    siteLanguagesOf(site.languages).map((locale) => [
      locale,
      jsonLdScriptContent(
        groupJsonLd({ ...site, description: localizedField(site.description, locale).text }, lots, siteUrl, sameAs),
      ),
    ]),
  );
}
