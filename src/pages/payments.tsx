import React from "react";
import { PaymentsView } from "../components/page-views/payments-view";
import { sitePage } from "../components/site-page";

const page = sitePage({
  section: "other",
  title: "Payment calculator",
  description: "Estimate your monthly car payment from the price, down payment, trade-in, APR, term and sales tax.",
  render: (site) => <PaymentsView site={site} />,
});

export default page.Page;
export const Head = page.Head;
