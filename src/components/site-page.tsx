// The shape every settings-driven page in src/pages shares (a view inside the shell, a fixed title and
// description), written once. Not a page itself: src/pages files call it and export what it returns.
import type { HeadFC } from "gatsby";
import React from "react";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { SiteSettings } from "../lib/content/site-settings-schema";
import { Layout, type NavSection } from "./layout";
import { Seo } from "./seo";
import { ErrorPage } from "./shell/error-page";

export interface SitePageOptions {
  /** The nav link marked current. */
  section: NavSection;
  title: string;
  description?: string;
  noindex?: boolean;
  render: (site: SiteSettings) => React.ReactNode;
}

export function sitePage({ section, title, description, noindex, render }: SitePageOptions): {
  Page: () => React.JSX.Element;
  Head: HeadFC;
} {
  function Page() {
    const site = useSiteSettings();
    return <Layout section={section}>{render(site)}</Layout>;
  }
  const Head: HeadFC = ({ location }) => (
    <Seo path={location.pathname} title={title} description={description} noindex={noindex} />
  );
  return { Page, Head };
}

export interface ErrorSitePageOptions {
  code: 404 | 500;
  title: string;
  heading: string;
  message: string;
}

/** 404.html and 500.html: the message, the phone number to call instead, and no place in search results. */
export function errorSitePage({ code, title, heading, message }: ErrorSitePageOptions): ReturnType<typeof sitePage> {
  return sitePage({
    section: "other",
    title,
    noindex: true,
    render: (site) => <ErrorPage code={`Error ${code}`} heading={heading} message={message} phone={site.phone} />,
  });
}
