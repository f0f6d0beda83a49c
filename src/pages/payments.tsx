import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { PaymentsView } from "../components/page-views/payments-view";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";

export default function PaymentsPage() {
  return (
    <Layout section="other">
      <PaymentsView site={useSiteSettings()} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo path={location.pathname} title="Payment calculator" description="Estimate your monthly car payment from the price, down payment, trade-in, APR, term and sales tax." />
);
