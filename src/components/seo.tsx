import { graphql, useStaticQuery } from "gatsby";
import React from "react";
import { useSiteSettings } from "../hooks/use-site-settings";
import { autoDealerJsonLd } from "../lib/seo/auto-dealer-json-ld";
import { jsonLdScriptContent } from "../lib/seo/json-ld";
import { absoluteUrl, canonicalPath, canonicalUrl } from "../lib/seo/site-url";
import { socialMetaTags, twitterHandle, type SocialImage } from "../lib/seo/social-meta";

export interface SeoProps {
  /** Page title without the business name; omitted on the home page. */
  title?: string;
  description?: string;
  noindex?: boolean;
  /**
   * The page's path (`location.pathname` from the Head props): sets the canonical link and og:url, and on
   * `/` adds the AutoDealer structured data. Without it neither is written.
   */
  path?: string;
  /** Share image: a site path (`/static/…jpg`) or absolute URL; vehicle pages pass their first photo. */
  image?: string | SocialImage;
  /** Open Graph type; vehicle pages may say "product". */
  type?: "website" | "product";
  children?: React.ReactNode;
}

/** The public address of the site (SITE_URL), for canonical links and share tags. */
function useSiteUrl(): string {
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
 * `<html lang="en">`, canonical link, Open Graph and Twitter card tags, and on the home page the
 * dealership's AutoDealer JSON-LD. Extra head tags go in as children.
 */
export function Seo({ title, description, noindex, path, image, type, children }: SeoProps) {
  const site = useSiteSettings();
  const siteUrl = useSiteUrl();
  const fullTitle = title ? `${title} | ${site.businessName}` : `${site.businessName} | ${site.tagline}`;
  const metaDescription = description ?? site.description;
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
  const isHome = path !== undefined && canonicalPath(path) === "/";
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && !noindex && <link rel="canonical" href={url} />}
      {tags.map((tag) =>
        "property" in tag ? (
          <meta key={`${tag.property}=${tag.content}`} property={tag.property} content={tag.content} />
        ) : (
          <meta key={`${tag.name}=${tag.content}`} name={tag.name} content={tag.content} />
        ),
      )}
      {isHome && siteUrl && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(autoDealerJsonLd(site, siteUrl)) }}
        />
      )}
      {children}
    </>
  );
}
