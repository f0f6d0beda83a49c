// sitemap.xml (sitemaps.org protocol): at most 50,000 URLs a file, more become a sitemap index. A URL with
// versions in other languages lists them as `xhtml:link` alternates (Google's hreflang extension).
import { escapeXml } from "../xml-text";
import type { Locale } from "../i18n/locale";
import { sitemapAlternates, type Hreflang } from "./hreflang";
import { canonicalUrl } from "./site-url";

const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapFile {
  /** File name under public/, e.g. `sitemap.xml` or `sitemap-2.xml`. */
  fileName: string;
  xml: string;
}

/** A listed URL and, when it has twins, every language version of it (itself included) by hreflang. */
export interface SitemapUrl {
  loc: string;
  alternates?: ReadonlyArray<{ hreflang: Hreflang; href: string }>;
}

/** The sitemap's URLs from the listed canonical paths, each with its listed twins in the site's languages. */
export function sitemapUrls(
  paths: readonly string[],
  languages: readonly Locale[] | null | undefined,
  siteUrl: string,
): SitemapUrl[] {
  const alternates = sitemapAlternates(paths, languages);
  return paths.map((path) => {
    const versions = alternates.get(path);
    return {
      loc: canonicalUrl(siteUrl, path),
      ...(versions
        ? { alternates: versions.map(({ hreflang, path: to }) => ({ hreflang, href: canonicalUrl(siteUrl, to) })) }
        : {}),
    };
  });
}

function urlEntry(url: string | SitemapUrl): string {
  const { loc, alternates = [] } = typeof url === "string" ? { loc: url } : url;
  const links = alternates.map(
    (alternate) =>
      `\n    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
  );
  return links.length === 0
    ? `  <url><loc>${escapeXml(loc)}</loc></url>`
    : `  <url>\n    <loc>${escapeXml(loc)}</loc>${links.join("")}\n  </url>`;
}

function sitemapXml(urls: readonly (string | SitemapUrl)[]): string {
  const entries = urls.map(urlEntry).join("\n");
  // The xhtml namespace only where it is used, so an English-only sitemap stays as it was.
  const xhtml = urls.some((url) => typeof url !== "string" && (url.alternates?.length ?? 0) > 0)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${entries}\n</urlset>\n`;
}

function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/**
 * `sitemap.xml` listing every URL, or, past the protocol's limit, `sitemap.xml` as an index of
 * `sitemap-1.xml`, `sitemap-2.xml` ... so robots.txt always names one file.
 */
export function sitemapFiles(
  urls: readonly (string | SitemapUrl)[],
  siteUrl: string,
  perFile = MAX_URLS_PER_SITEMAP,
): SitemapFile[] {
  if (urls.length <= perFile) return [{ fileName: "sitemap.xml", xml: sitemapXml(urls) }];
  const parts: SitemapFile[] = [];
  for (let start = 0; start < urls.length; start += perFile) {
    parts.push({ fileName: `sitemap-${parts.length + 1}.xml`, xml: sitemapXml(urls.slice(start, start + perFile)) });
  }
  const index = sitemapIndexXml(parts.map((part) => `${siteUrl.replace(/\/+$/, "")}/${part.fileName}`));
  return [{ fileName: "sitemap.xml", xml: index }, ...parts];
}
