// sitemap.xml (sitemaps.org protocol): at most 50,000 URLs a file, more become a sitemap index.
import { escapeXml } from "../xml-text";

const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapFile {
  /** File name under public/, e.g. `sitemap.xml` or `sitemap-2.xml`. */
  fileName: string;
  xml: string;
}

function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/**
 * `sitemap.xml` listing every URL, or, past the protocol's limit, `sitemap.xml` as an index of
 * `sitemap-1.xml`, `sitemap-2.xml` ... so robots.txt always names one file.
 */
export function sitemapFiles(urls: readonly string[], siteUrl: string, perFile = MAX_URLS_PER_SITEMAP): SitemapFile[] {
  if (urls.length <= perFile) return [{ fileName: "sitemap.xml", xml: sitemapXml(urls) }];
  const parts: SitemapFile[] = [];
  for (let start = 0; start < urls.length; start += perFile) {
    parts.push({ fileName: `sitemap-${parts.length + 1}.xml`, xml: sitemapXml(urls.slice(start, start + perFile)) });
  }
  const index = sitemapIndexXml(parts.map((part) => `${siteUrl.replace(/\/+$/, "")}/${part.fileName}`));
  return [{ fileName: "sitemap.xml", xml: index }, ...parts];
}
