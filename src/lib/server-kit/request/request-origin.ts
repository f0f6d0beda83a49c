// Leads come only from this site's own pages. A browser says where a request comes from in three ways, in
// order of trust: Sec-Fetch-Site (set by the browser, never by page script), Origin (sent with every
// cross-origin POST, and by current browsers with same-origin ones too), Referer (older browsers; can be
// switched off by a referrer policy). The first one present decides. A request with none of them was not
// made by a browser for another site (no cross-site request forgery is possible without a browser), so it
// passes on to the other checks (rate limit, validation).
import type { IncomingHttpHeaders } from "node:http";

export interface OriginPolicy {
  /** SITE_URL: its origin is where the forms are. */
  siteUrl: string;
  /** Also accept any loopback origin (localhost, 127.0.0.1, [::1], any port): `gatsby develop`, local tests. */
  allowLoopback: boolean;
}

export type OriginVerdict = { allowed: true } | { allowed: false; reason: string };

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** The origin (`https://host:port`) of a URL, or undefined when it is not an http(s) URL. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** True when the site itself is on a loopback address (SITE_URL unset or local): a development setup. */
export function isLoopbackSite(siteUrl: string): boolean {
  const origin = originOf(siteUrl);
  return origin !== undefined && LOOPBACK_HOSTS.has(new URL(origin).hostname);
}

function isAllowedOrigin(origin: string | undefined, policy: OriginPolicy): boolean {
  if (!origin) return false;
  if (origin === originOf(policy.siteUrl)) return true;
  return policy.allowLoopback && LOOPBACK_HOSTS.has(new URL(origin).hostname);
}

export function checkRequestOrigin(headers: IncomingHttpHeaders, policy: OriginPolicy): OriginVerdict {
  const fetchSite = header(headers, "sec-fetch-site")?.toLowerCase();
  if (fetchSite === "same-origin" || fetchSite === "none") return { allowed: true };
  if (fetchSite === "cross-site") return { allowed: false, reason: "Sec-Fetch-Site: cross-site" };
  // "same-site" (a sibling subdomain) or a value we do not know: the Origin must still be this site's.

  const origin = header(headers, "origin");
  if (origin !== undefined) {
    // "null": a sandboxed frame, a data: URL or a privacy redirect; never one of our pages.
    return isAllowedOrigin(originOf(origin), policy)
      ? { allowed: true }
      : { allowed: false, reason: "Origin is not this site" };
  }
  if (fetchSite !== undefined) return { allowed: false, reason: `Sec-Fetch-Site: ${fetchSite} without an Origin` };

  const referer = header(headers, "referer");
  if (referer !== undefined) {
    return isAllowedOrigin(originOf(referer), policy)
      ? { allowed: true }
      : { allowed: false, reason: "Referer is not this site" };
  }
  return { allowed: true };
}
