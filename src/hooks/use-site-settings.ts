import { graphql, useStaticQuery } from "gatsby";
import { siteSettingsOf } from "../lib/content/from-graphql";
import type { SiteSettings } from "../lib/content/site-settings-schema";

/** The dealership's settings from content/site.json, as the zod-validated type. */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsHookQuery>(graphql`
    query SiteSettingsHook {
      siteSettings {
        ...SiteSettingsFields
      }
    }
  `);
  return siteSettingsOf(data.siteSettings);
}
