/** The site's public address for this build (SITE_URL, without a trailing slash; a local one when unset). */
export const buildSiteUrl = (): string => (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");
