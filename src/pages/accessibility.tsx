import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { AccessibilityView } from "../components/page-views/accessibility-view";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";

export default function AccessibilityPage() {
  return (
    <Layout section="other">
      <AccessibilityView site={useSiteSettings()} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo path={location.pathname} title="Accessibility statement" description="Our commitment to WCAG 2.2 AA, what we test, known limitations and how to report a barrier." />
);
