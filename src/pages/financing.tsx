import { msg } from "@lingui/core/macro";
import React from "react";
import { FinancingView } from "../components/page-views/financing-view";
import { sitePage } from "../components/site-page";
import { useCreditApplication } from "../hooks/use-credit-application";
import type { SiteSettings } from "../lib/content/site-settings-schema";
import { pagesCatalogs } from "../locales/pages";

/** The page with the dealer's lender platform, when one is set (its own query: src/hooks/use-credit-application.ts). */
function Financing({ site }: { site: SiteSettings }) {
  return <FinancingView site={site} creditApplication={useCreditApplication()} />;
}

const page = sitePage({
  section: "financing",
  title: msg`Financing`,
  description: msg`How car financing works at our dealership, the assumptions behind our payment estimates, and a two-minute pre-approval form.`,
  catalogs: pagesCatalogs,
  render: (site) => <Financing site={site} />,
});

export default page.Page;
export const Head = page.Head;
