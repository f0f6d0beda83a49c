// The site's `_headers` rules: security headers everywhere, a year of caching for files whose names
// carry a content hash, and revalidation on every visit for everything that changes on a redeploy.
import { isTokenPage, TOKEN_PAGE_REFERRER_POLICY } from "./token-pages";
import type { HeaderRule } from "./headers-file";

/** A year, never revalidated: for files whose URL changes with their content. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Gatsby names bundles `<chunk>-<20 hex digits>.js|css`. */
const CONTENT_HASHED = /-[0-9a-f]{20}\.(js|css)$/;
export function isContentHashed(fileName: string): boolean {
  return CONTENT_HASHED.test(fileName);
}

/** Files gatsby-plugin-offline copies with their version in the name. */
const VERSIONED = /^idb-keyval-[\d.]+-iife\.min\.js$/;

export interface HostingHeadersInput {
  /** Names of the files and folders at the top of public/. */
  publicEntries: readonly string[];
  /** Every page path Gatsby built. */
  pagePaths: readonly string[];
  /** The header Content-Security-Policy (see headerPolicy). */
  contentSecurityPolicy: string;
}

/**
 * `/` and one pattern per top-level folder of pages (`/vehicles/*`), or the file itself (`/404.html`).
 * @internal exported for its unit tests
 */
export function pagePatterns(pagePaths: readonly string[]): string[] {
  const patterns = new Set<string>(["/"]);
  for (const pagePath of pagePaths) {
    const first = pagePath.split("/").filter(Boolean)[0];
    if (!first) continue;
    patterns.add(first.includes(".") && pagePath.split("/").filter(Boolean).length === 1 ? `/${first}` : `/${first}/*`);
  }
  return [...patterns].sort();
}

export function hostingHeaderRules({
  publicEntries,
  pagePaths,
  contentSecurityPolicy,
}: HostingHeadersInput): HeaderRule[] {
  const hashedFiles = publicEntries.filter((name) => CONTENT_HASHED.test(name) || VERSIONED.test(name)).sort();
  const versionedFolders = publicEntries.filter((name) => /^workbox-v[\d.]+$/.test(name)).sort();
  const revalidated = [
    ...pagePatterns(pagePaths),
    "/offline.html",
    "/build-info.json",
    "/page-data/*",
    "/slice-data/*",
    "/sw.js",
    "/~partytown/*",
    "/manifest.webmanifest",
    "/sitemap.xml",
    "/robots.txt",
  ];
  return [
    {
      pattern: "/*",
      comment: "Security headers on every response (the per-page script policy is in each page's <meta http-equiv>)",
      headers: [
        ["Content-Security-Policy", contentSecurityPolicy],
        ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
        ["X-Content-Type-Options", "nosniff"],
        ["X-Frame-Options", "SAMEORIGIN"],
        ["Referrer-Policy", "strict-origin-when-cross-origin"],
        ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
      ],
    },
    ...pagePaths.filter(isTokenPage).map((pagePath, index): HeaderRule => ({
      pattern: `${pagePath}*`,
      comment:
        index === 0
          ? "Pages opened from an e-mail with a token in their address: it goes to no other site, not even as a referrer " +
            "(after the /* rule's value, so browsers and hosts that join the two keep this one)"
          : undefined,
      headers: [["Referrer-Policy", TOKEN_PAGE_REFERRER_POLICY]],
    })),
    {
      pattern: "/static/*",
      comment: "Content-hashed images and files: cache for a year",
      headers: [["Cache-Control", IMMUTABLE]],
    },
    {
      pattern: "/_gatsby/image/*",
      comment: "Photo sizes of the image service: their URLs name the photo's content, so cache them for a year too",
      headers: [["Cache-Control", IMMUTABLE]],
    },
    ...versionedFolders.map((folder): HeaderRule => ({
      pattern: `/${folder}/*`,
      headers: [["Cache-Control", IMMUTABLE]],
    })),
    ...hashedFiles.map((file): HeaderRule => ({ pattern: `/${file}`, headers: [["Cache-Control", IMMUTABLE]] })),
    ...revalidated.map((pattern, index): HeaderRule => ({
      pattern,
      comment:
        index === 0 ? "Pages, their data and the service worker change on every deploy: always revalidate" : undefined,
      headers: [["Cache-Control", REVALIDATE]],
    })),
    {
      pattern: "/feeds/google-vehicle-listings.tsv",
      comment: "Marketplace feeds: fetched by Google and Meta on their schedule",
      headers: [
        ["Content-Type", "text/tab-separated-values; charset=utf-8"],
        ["Cache-Control", REVALIDATE],
      ],
    },
    {
      pattern: "/feeds/meta-automotive-catalog.csv",
      headers: [
        ["Content-Type", "text/csv; charset=utf-8"],
        ["Cache-Control", REVALIDATE],
      ],
    },
  ];
}
