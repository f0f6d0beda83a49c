import { msg } from "@lingui/core/macro";
import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { OfflineMessage } from "../components/offline-message";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { pagesCatalogs } from "../locales/pages";

// Built into public/offline.html, the service worker's answer for unsaved pages when there is no network
// (gatsby/post-build/write-offline-fallback.ts).
export default function OfflinePage() {
  const site = useSiteSettings();
  return (
    <Layout section="other">
      <OfflineMessage businessName={site.businessName} phone={site.phone} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={msg`You're offline`} catalogs={pagesCatalogs} path={location.pathname} noindex />
);
