/** The site's public address for this build (SITE_URL, without a trailing slash; a local one when unset). */
import { setting } from "../../src/lib/settings/setting";
export const buildSiteUrl = (): string =>
  (setting(process.env, "SITE_URL") || "http://localhost:9000").replace(/\/+$/, "");
