import { msg } from "@lingui/core/macro";
import React from "react";
import { FinancingView } from "../components/page-views/financing-view";
import { sitePage } from "../components/site-page";
import { pagesCatalogs } from "../locales/pages";

const page = sitePage({
  section: "financing",
  title: msg`Financing`,
  description: msg`How car financing works at our dealership, the assumptions behind our payment estimates, and a two-minute pre-approval form.`,
  catalogs: pagesCatalogs,
  render: (site) => <FinancingView site={site} />,
});

export default page.Page;
export const Head = page.Head;
