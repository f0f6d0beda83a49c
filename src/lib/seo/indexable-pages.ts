// Which built pages belong in the sitemap.
import { canonicalPath } from "./site-url";
import { DEFAULT_LOCALE } from "../i18n/locale";
import { twinPath } from "../i18n/locale-paths";
import { isListed } from "../vehicle/vehicle-facts";

/**
 * Pages that exist for the runtime, not for search: error pages, the offline fallbacks, Gatsby internals, the
 * content editor; in every language (matched on the English path, so `/es/404/` too).
 */
const NEVER_INDEXED = [
  /^\/404(\.html|\/)?$/,
  /^\/500(\.html|\/)?$/,
  /^\/dev-404-page\/?$/,
  /^\/offline(\.html|\/)?$/,
  /^\/offline-plugin-app-shell-fallback\/?$/,
  /^\/admin(\/|$)/,
];

export interface SitemapVehicle {
  path: string;
  status: string;
}

export interface IndexablePagesInput {
  /** Every page path Gatsby built. */
  pagePaths: readonly string[];
  /** Paths whose HTML says `<meta name="robots" content="noindex">`. */
  noindexPaths: ReadonlySet<string>;
  vehicles: readonly SitemapVehicle[];
}

/**
 * `/`, content pages and vehicle pages of available and pending cars, in each language built, sorted, without
 * duplicates.
 */
export function indexablePaths({ pagePaths, noindexPaths, vehicles }: IndexablePagesInput): string[] {
  const soldVehiclePaths = new Set(
    vehicles.filter((vehicle) => !isListed(vehicle)).map((vehicle) => canonicalPath(vehicle.path)),
  );
  const noindex = new Set([...noindexPaths].map(canonicalPath));
  const paths = new Set<string>();
  for (const pagePath of pagePaths) {
    const englishPath = twinPath(pagePath, "", DEFAULT_LOCALE);
    if (NEVER_INDEXED.some((pattern) => pattern.test(englishPath))) continue;
    const path = canonicalPath(pagePath);
    // A sold car leaves the sitemap in every language (its Spanish page is noindex too).
    if (noindex.has(path) || soldVehiclePaths.has(canonicalPath(englishPath))) continue;
    paths.add(path);
  }
  return [...paths].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

const ROBOTS_META = /<meta\b(?=[^>]*\bname=["']robots["'])(?=[^>]*\bcontent=["'][^"']*\bnoindex\b)[^>]*>/i;

/** True when a page's HTML asks search engines not to index it. */
export function htmlSaysNoindex(html: string): boolean {
  const head = html.slice(0, html.search(/<\/head>/i) + 1 || undefined);
  return ROBOTS_META.test(head);
}
