import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { ErrorPage } from "../components/shell/error-page";
import { useSiteSettings } from "../hooks/use-site-settings";

// Gatsby writes this page as 404.html and shows it in place for any unknown path.
export default function NotFoundPage() {
  const site = useSiteSettings();
  return (
    <Layout section="other">
      <ErrorPage
        code="Error 404"
        heading="We couldn't find that page"
        message="The link may be out of date, or the car may have found its new owner. Our current inventory is one click away, or give us a call and we'll help you find it."
        phone={site.phone}
      />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo path={location.pathname} title="Page not found" noindex />;
