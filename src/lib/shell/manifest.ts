// Options for gatsby-plugin-manifest, from the site settings so the installed app carries the dealer's name.
import type { SiteSettings } from "../content/site-settings-schema";

const MANIFEST_ICON = "src/images/icon.png";
/** Splash screen and browser chrome colour: black, matching the dark first visit. */
const MANIFEST_COLOUR = "#000";

// A type alias so it is assignable to gatsby-config's plugin options (an index-signature type).
export type ManifestOptions = {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  lang: string;
  background_color: string;
  theme_color: string;
  display: "standalone";
  icon: string;
  legacy: boolean;
  include_favicon: boolean;
  cache_busting_mode: "query";
  theme_color_in_head: boolean;
};

export function manifestOptions(
  site: Pick<SiteSettings, "businessName" | "shortName" | "description">,
): ManifestOptions {
  return {
    name: site.businessName,
    short_name: site.shortName,
    description: site.description.en,
    start_url: "/",
    lang: "en",
    background_color: MANIFEST_COLOUR,
    theme_color: MANIFEST_COLOUR,
    display: "standalone",
    icon: MANIFEST_ICON,
    legacy: true,
    include_favicon: true,
    cache_busting_mode: "query",
    theme_color_in_head: true,
  };
}
