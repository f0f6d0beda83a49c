// sitemap.xml and robots.txt.
import { indexablePaths, type SitemapVehicle } from "../../src/lib/seo/indexable-pages";
import { robotsTxt } from "../../src/lib/seo/robots-txt";
import type { Locale } from "../../src/lib/i18n/locale";
import { sitemapFiles, sitemapUrls } from "../../src/lib/seo/sitemap-xml";
import { writePublicFile } from "./public-files";

export interface SitemapInput {
  siteUrl: string;
  pagePaths: readonly string[];
  noindexPaths: ReadonlySet<string>;
  vehicles: readonly SitemapVehicle[];
  /** The site's languages (the `languages` setting): twins in them are listed as each other's alternates. */
  languages: readonly Locale[];
}

/** Returns the number of URLs listed. */
export function writeSitemapAndRobots({ siteUrl, pagePaths, noindexPaths, vehicles, languages }: SitemapInput): number {
  const paths = indexablePaths({ pagePaths, noindexPaths, vehicles });
  const urls = sitemapUrls(paths, languages, siteUrl);
  for (const file of sitemapFiles(urls, siteUrl)) writePublicFile(file.fileName, file.xml);
  writePublicFile("robots.txt", robotsTxt(siteUrl));
  return urls.length;
}
