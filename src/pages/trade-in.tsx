import { msg } from "@lingui/core/macro";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { TradeInView } from "../components/page-views/trade-in-view";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { pickFields } from "../lib/vehicle/pick-fields";
import { TRADE_TOWARD_FIELDS } from "../lib/vehicle/vehicle-shapes";
import { pagesCatalogs } from "../locales/pages";

export default function TradeInPage({ data }: PageProps<Queries.TradeInPageQuery>) {
  const site = useSiteSettings();
  // Only what names a car ("2019 Honda Civic EX"): about 60 bytes a vehicle in this page's data.
  const vehicles = data.allVehicle.nodes.map((node) => pickFields(node, TRADE_TOWARD_FIELDS));
  return (
    <Layout section="trade-in">
      <TradeInView site={site} vehicles={vehicles} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    path={location.pathname}
    title={msg`Value your trade-in`}
    description={msg`Tell us about your car and get a first trade-in estimate within one business day, toward any car on our lot.`}
    catalogs={pagesCatalogs}
  />
);

export const query = graphql`
  query TradeInPage {
    allVehicle(filter: { status: { ne: "sold" } }, sort: { stockNumber: ASC }) {
      nodes {
        stockNumber
        year
        make
        model
        trim
      }
    }
  }
`;
