// Absolute addresses for canonical links, Open Graph, sitemap and feeds, all built from SITE_URL.

/** `https://example.com` from `https://example.com/` (no trailing slash, so paths join cleanly). */
export function normalizeSiteUrl(siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) address such as https://www.example.com, got "${siteUrl}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must start with https:// or http://, got "${siteUrl}"`);
  }
  if (url.search || url.hash) {
    throw new Error(`SITE_URL must not contain a query or fragment, got "${siteUrl}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/**
 * The canonical path of a page: no query or fragment, `/index.html` folded into `/`, and a trailing slash
 * on page paths (the site uses `trailingSlash: "always"`); file paths such as `/404.html` stay as they are.
 */
export function canonicalPath(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] || "/").replace(/\/index\.html$/, "/");
  const withLeadingSlash = path.startsWith("/") ? path : `/${path}`;
  const lastSegment = withLeadingSlash.split("/").pop() ?? "";
  if (lastSegment.includes(".")) return withLeadingSlash;
  return withLeadingSlash.endsWith("/") ? withLeadingSlash : `${withLeadingSlash}/`;
}

export function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${normalizeSiteUrl(siteUrl)}${canonicalPath(pathname)}`;
}

/** Absolute URL for a site path (`/static/a.jpg`) or an address that is already absolute. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${normalizeSiteUrl(siteUrl)}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** `+19165550142` from `(916) 555-0142`: the international form structured data and feeds ask for. */
export function e164Phone(phone: string, countryCallingCode = "1"): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `+${countryCallingCode}${digits}` : `+${digits}`;
}
