import React from "react";
import { useSiteSettings } from "../hooks/use-site-settings";

export interface SeoProps {
  /** Page title without the business name; omitted on the home page. */
  title?: string;
  description?: string;
  noindex?: boolean;
  children?: React.ReactNode;
}

/**
 * Rendered from each page's Gatsby `Head` export: title as `Page | Business name`, meta description,
 * and `<html lang="en">`. Extra head tags (JSON-LD, Open Graph) go in as children.
 */
export function Seo({ title, description, noindex, children }: SeoProps) {
  const site = useSiteSettings();
  const fullTitle = title ? `${title} | ${site.businessName}` : `${site.businessName} | ${site.tagline}`;
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.description} />
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  );
}
