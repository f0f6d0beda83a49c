import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { PrivacyView } from "../components/page-views/privacy-view";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";

// Error reporting is only switched on when a Sentry DSN is set at build time; the notice says so only then.
const ERROR_REPORTING = Boolean(process.env.GATSBY_SENTRY_DSN);

export default function PrivacyPage() {
  return (
    <Layout section="other">
      <PrivacyView site={useSiteSettings()} errorReporting={ERROR_REPORTING} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo path={location.pathname} title="Privacy notice" description="What our website's forms collect, why, who receives it, how long we keep it, and your California privacy rights." />
);
