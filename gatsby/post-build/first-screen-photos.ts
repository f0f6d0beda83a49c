// The photo sizes a shopper sees at once on landing on a page with vehicle cards: each list's first page
// (/vehicles/, each /vehicles/make/<make>/, a lot's page), /inventory/'s first screen, the home page's cards, in
// every language. Read from the built pages' data, so they are exactly the URLs the pages link: of each picture,
// the files of the format a browser takes first (its first <source>, else its <img>'s), every width, since the
// screen decides which. A bounded set however large the lot: some 24 cards a list, one list a make or lot. Vehicle
// pages (whose cards, the similar cars, are below the gallery) and a list's later pages (a click away) are left
// to the image service, as is every other size.
import fs from "node:fs";
import type { Node } from "gatsby";
import { generatePageDataPath } from "gatsby-core-utils/page-data";
import { IMAGE_CDN_PREFIX, parseImageCdnRequest } from "../../src/lib/images/image-cdn-request";

export interface SitePageNode extends Node {
  path: string;
  /** The page's template or page component (its absolute path). */
  component: string;
  context?: { page?: unknown } | null;
}

/** The paths of the pages whose first screen may show cards: all but vehicle pages and a list's later pages. */
export function firstScreenPagePaths(pages: readonly SitePageNode[], vehicleTemplate: string): string[] {
  return pages
    .filter((page) => page.component !== vehicleTemplate)
    .filter((page) => typeof page.context?.page !== "number" || page.context.page <= 1)
    .map((page) => page.path);
}

interface PictureData {
  images: { fallback?: { srcSet?: string }; sources?: Array<{ srcSet?: string }> };
}

const isPicture = (value: object): value is PictureData =>
  "images" in value && typeof value.images === "object" && value.images !== null;

/** The srcset of each picture in a page's data, of the format a browser takes first. */
function firstFormatSrcSets(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) firstFormatSrcSets(item, found);
  else if (value && typeof value === "object") {
    if (isPicture(value)) {
      const srcSet = value.images.sources?.[0]?.srcSet ?? value.images.fallback?.srcSet;
      if (srcSet) found.push(srcSet);
    } else for (const item of Object.values(value)) firstFormatSrcSets(item, found);
  }
  return found;
}

/**
 * The image service's sizes these pages show first, by photo: its published path (`/static/<digest>/<file>`) to
 * the size arguments of each (`w=320&h=240&...`). Pages without data (none written) show none.
 */
export function firstScreenSizes(publicDir: string, pagePaths: readonly string[]): Map<string, Set<string>> {
  const sizes = new Map<string, Set<string>>();
  for (const pagePath of pagePaths) {
    let text: string;
    try {
      text = fs.readFileSync(generatePageDataPath(publicDir, pagePath), "utf8");
    } catch {
      continue;
    }
    const data = (JSON.parse(text) as { result?: unknown }).result;
    for (const srcSet of firstFormatSrcSets(data))
      for (const candidate of srcSet.split(",")) {
        const url = new URL(candidate.trim().split(/\s+/)[0], "http://site.invalid");
        if (!url.pathname.startsWith(IMAGE_CDN_PREFIX)) continue;
        const request = parseImageCdnRequest(decodeURIComponent(url.pathname), url.search.slice(1));
        if ("error" in request) continue;
        sizes.set(request.source, (sizes.get(request.source) ?? new Set()).add(request.args));
      }
  }
  return sizes;
}
