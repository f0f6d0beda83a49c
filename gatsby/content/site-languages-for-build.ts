import type { Locale } from "../../src/lib/i18n/locale";
import { siteLanguagesOf } from "../../src/lib/content/site-languages";
import { siteSettingsForConfig } from "./site-settings-for-config";

let languages: Locale[] | undefined;

/**
 * The site's languages (`languages` in content/site.json), read once per build: page creation asks for every
 * page. Changing the setting under `gatsby develop` needs a restart, as the web manifest (gatsby-config) does.
 */
export function siteLanguagesForBuild(): Locale[] {
  languages ??= siteLanguagesOf(siteSettingsForConfig().languages);
  return languages;
}
