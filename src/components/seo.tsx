import type { MessageDescriptor } from "@lingui/core";
import { graphql, useStaticQuery } from "gatsby";
import React from "react";
import { useSiteSettings } from "../hooks/use-site-settings";
import { i18nFor, type AreaCatalogs } from "../lib/i18n/catalogs";
import { DEFAULT_LOCALE, type Locale } from "../lib/i18n/locale";
import { localeOfPath } from "../lib/i18n/locale-paths";
import { localizedField } from "../lib/i18n/localized-text";
import { hreflangAlternates } from "../lib/seo/hreflang";
import { jsonLdScriptContent } from "../lib/seo/json-ld";
import { absoluteUrl, canonicalUrl } from "../lib/seo/site-url";
import { socialMetaTags, twitterHandle, type SocialImage } from "../lib/seo/social-meta";
import { isTokenPage, TOKEN_PAGE_REFERRER_POLICY } from "../lib/seo/token-pages";
import { webPageJsonLd } from "../lib/seo/web-page-json-ld";

/**
 * A page's title (without the business name; omitted on the home page) and description: plain text, or
 * messages of the area catalogs passed along, shown in the language of the page's `path`.
 */
export type SeoTexts =
  | { title?: string; description?: string; catalogs?: undefined }
  | { title?: string | MessageDescriptor; description?: string | MessageDescriptor; catalogs: AreaCatalogs };

export type SeoProps = SeoTexts & {
  noindex?: boolean;
  /**
   * The page's path (`location.pathname` from the Head props): sets the canonical link and og:url. Without it
   * neither is written.
   */
  path?: string;
  /** Share image: a site path (`/static/…jpg`) or absolute URL; vehicle pages pass their first photo. */
  image?: string | SocialImage;
  /**
   * The page's structured data as the build wrote it, script-safe (the home page's AutoDealer, or a dealer group's
   * Organization and its lots: gatsby/content/home-structured-data.ts).
   */
  structuredData?: string;
  /** Open Graph type; vehicle pages may say "product". */
  type?: "website" | "product";
  children?: React.ReactNode;
};

/** A title or description in the page's language. */
function seoText(value: string | MessageDescriptor | undefined, locale: Locale, catalogs?: AreaCatalogs) {
  if (value === undefined || typeof value === "string") return value;
  // SeoTexts pairs every message with its catalogs; without them only a type cast could get here.
  return catalogs ? i18nFor(locale, catalogs)._(value) : value.message;
}

/** The public address of the site (SITE_URL), for canonical links and share tags. */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SeoSiteUrlQuery>(graphql`
    query SeoSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.siteUrl ?? "";
}

/**
 * Rendered from each page's Gatsby `Head` export: title as `Page | Business name`, meta description,
 * `<html lang>` of the page's language, canonical link, hreflang links to the page in each language of the
 * site (none when it is English-only), Open Graph and Twitter card tags, a WebPage JSON-LD with the page's
 * language on indexed pages, and the structured data the page hands over (the home page's AutoDealer). Extra head
 * tags go in as children.
 */
export function Seo(props: SeoProps) {
  const { title: titleText, description: descriptionText, catalogs, noindex, path, image, type, children } = props;
  const { structuredData } = props;
  const site = useSiteSettings();
  const siteUrl = useSiteUrl();
  // Head is drawn outside wrapPageElement, so the page's language comes from its path, not the context.
  const locale = path === undefined ? DEFAULT_LOCALE : localeOfPath(path);
  const title = seoText(titleText, locale, catalogs);
  const description = seoText(descriptionText, locale, catalogs);
  // The dealer's tagline and description in the page's language where written (meta tags cannot mark a language).
  const tagline = localizedField(site.tagline, locale).text;
  const fullTitle = title ? `${title} | ${site.businessName}` : `${site.businessName} | ${tagline}`;
  const metaDescription = description ?? localizedField(site.description, locale).text;
  const url = path !== undefined && siteUrl ? canonicalUrl(siteUrl, path) : undefined;
  const socialImage = typeof image === "string" ? { url: image } : image;
  const tags = url
    ? socialMetaTags({
        title: fullTitle,
        description: metaDescription,
        url,
        siteName: site.businessName,
        type,
        image: socialImage && siteUrl ? { ...socialImage, url: absoluteUrl(siteUrl, socialImage.url) } : undefined,
        twitterSite: site.flags.twitter ? twitterHandle(site.social.twitter) : undefined,
      })
    : [];
  // Only indexed pages name their other-language versions; noindex ones have no canonical either.
  const alternates = url && !noindex ? hreflangAlternates(path ?? "/", site.languages) : [];
  return (
    <>
      <html lang={locale} />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {noindex && <meta name="robots" content="noindex" />}
      {path && isTokenPage(path) && <meta name="referrer" content={TOKEN_PAGE_REFERRER_POLICY} />}
      {url && !noindex && <link rel="canonical" href={url} />}
      {alternates.map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={canonicalUrl(siteUrl, alternate.path)}
        />
      ))}
      {tags.map((tag) =>
        "property" in tag ? (
          <meta key={`${tag.property}=${tag.content}`} property={tag.property} content={tag.content} />
        ) : (
          <meta key={`${tag.name}=${tag.content}`} name={tag.name} content={tag.content} />
        ),
      )}
      {structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />}
      {url && !noindex && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(webPageJsonLd({ url, name: fullTitle, locale })) }}
        />
      )}
      {children}
    </>
  );
}
