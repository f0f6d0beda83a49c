// The shape every settings-driven page in src/pages shares (a view inside the shell, a fixed title and
// description, as messages of the page's area catalogs), written once. Not a page itself: src/pages files call it and export what it returns.
import type { MessageDescriptor } from "@lingui/core";
import type { HeadFC } from "gatsby";
import React from "react";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { SiteSettings } from "../lib/content/site-settings-schema";
import type { AreaCatalogs } from "../lib/i18n/catalogs";
import { isTokenPage } from "../lib/seo/token-pages";
import { useI18n } from "./i18n/locale-context";
import { Layout, type NavSection } from "./layout";
import { Seo, type SeoTexts } from "./seo";
import { ErrorPage } from "./shell/error-page";

/** Gatsby's page props, as far as the page reads them (tests render a page without them). */
type PageProps<Data> = { location?: { pathname: string }; data?: Data };

export type SitePageOptions<Data> = SeoTexts & {
  /** The nav link marked current. */
  section: NavSection;
  noindex?: boolean;
  /** The view; `data` is the page query's result when the page file has one (undefined in tests). */
  render: (site: SiteSettings, data: Data | undefined) => React.ReactNode;
};

export function sitePage<Data = undefined>({
  section,
  noindex,
  render,
  ...texts
}: SitePageOptions<Data>): {
  Page: (props: PageProps<Data>) => React.JSX.Element;
  Head: HeadFC;
} {
  function Page({ location, data }: PageProps<Data>) {
    const site = useSiteSettings();
    return (
      <Layout section={section} analytics={!location || !isTokenPage(location.pathname)}>
        {render(site, data)}
      </Layout>
    );
  }
  const Head: HeadFC = ({ location }) => <Seo path={location.pathname} {...texts} noindex={noindex} />;
  return { Page, Head };
}

export interface ErrorSitePageOptions {
  /** "Error 404": shown above the heading. */
  label: MessageDescriptor;
  title: MessageDescriptor;
  heading: MessageDescriptor;
  message: MessageDescriptor;
  /** The catalogs the messages are in. */
  catalogs: AreaCatalogs;
}

/** 404.html and 500.html: the message, the phone number to call instead, and no place in search results. */
export function errorSitePage({
  label,
  title,
  heading,
  message,
  catalogs,
}: ErrorSitePageOptions): ReturnType<typeof sitePage<undefined>> {
  function ErrorBody({ phone }: { phone: string }) {
    const i18n = useI18n(catalogs);
    return <ErrorPage code={i18n._(label)} heading={i18n._(heading)} message={i18n._(message)} phone={phone} />;
  }
  return sitePage({
    section: "other",
    title,
    catalogs,
    noindex: true,
    render: (site) => <ErrorBody phone={site.phone} />,
  });
}
