// sitemap.xml and robots.txt.
import { indexablePaths, type SitemapVehicle } from "../../src/lib/seo/indexable-pages";
import { robotsTxt } from "../../src/lib/seo/robots-txt";
import { sitemapFiles } from "../../src/lib/seo/sitemap-xml";
import { canonicalUrl } from "../../src/lib/seo/site-url";
import { writePublicFile } from "./public-files";

export interface SitemapInput {
  siteUrl: string;
  pagePaths: readonly string[];
  noindexPaths: ReadonlySet<string>;
  vehicles: readonly SitemapVehicle[];
}

/** Returns the number of URLs listed. */
export function writeSitemapAndRobots({ siteUrl, pagePaths, noindexPaths, vehicles }: SitemapInput): number {
  const urls = indexablePaths({ pagePaths, noindexPaths, vehicles }).map((path) => canonicalUrl(siteUrl, path));
  for (const file of sitemapFiles(urls, siteUrl)) writePublicFile(file.fileName, file.xml);
  writePublicFile("robots.txt", robotsTxt(siteUrl));
  return urls.length;
}
