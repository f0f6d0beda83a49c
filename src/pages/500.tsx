import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { ErrorPage } from "../components/shell/error-page";
import { useSiteSettings } from "../hooks/use-site-settings";

// Gatsby writes this page as 500.html and shows it in place when a page's data fails to load with a 500.
export default function ServerErrorPage() {
  const site = useSiteSettings();
  return (
    <Layout section="other">
      <ErrorPage
        code="Error 500"
        heading="Something went wrong on our end"
        message="This page could not be loaded just now. Please try again in a moment; our inventory is still open, and we're happy to help by phone."
        phone={site.phone}
      />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo path={location.pathname} title="Something went wrong" noindex />;
