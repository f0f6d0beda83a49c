import { msg } from "@lingui/core/macro";
import React from "react";
import { PaymentsView } from "../components/page-views/payments-view";
import { sitePage } from "../components/site-page";
import { pagesCatalogs } from "../locales/pages";

const page = sitePage({
  section: "other",
  title: msg`Payment calculator`,
  description: msg`Estimate your monthly car payment from the price, down payment, trade-in, APR, term and sales tax.`,
  catalogs: pagesCatalogs,
  render: (site) => <PaymentsView site={site} />,
});

export default page.Page;
export const Head = page.Head;
