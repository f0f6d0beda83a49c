import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { FinancingView } from "../components/page-views/financing-view";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";

export default function FinancingPage() {
  return (
    <Layout section="financing">
      <FinancingView site={useSiteSettings()} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo path={location.pathname} title="Financing" description="How car financing works at our dealership, the assumptions behind our payment estimates, and a two-minute pre-approval form." />
);
