import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { VehicleListView } from "../components/inventory/vehicle-list-view";
import { useSiteSettings } from "../hooks/use-site-settings";
import { makeListPath, vehicleListPath } from "../lib/paths";
import { inventoryPath } from "../lib/inventory/query";
import { cardDataFromNode } from "../lib/vehicle-pages/card-data";
import { cardSettingsOf } from "../lib/vehicle-pages/card-settings";
import { vehicleListHeading, vehicleListTitle } from "../lib/vehicle-pages/list-page";
import type { VehicleListContext } from "../lib/vehicle-pages/page-context";

export default function VehicleListTemplate({
  data,
  pageContext,
}: PageProps<Queries.VehicleListPageQuery, VehicleListContext>) {
  const site = useSiteSettings();
  const { make, page, pageCount, total } = pageContext;
  return (
    <Layout section="inventory">
      <VehicleListView
        title={vehicleListHeading(make)}
        vehicles={data.vehicles.nodes.map(cardDataFromNode)}
        page={page}
        pageCount={pageCount}
        total={total}
        hrefFor={(n) => (make ? makeListPath(make, n) : vehicleListPath(n))}
        makes={[...data.makes.distinct]}
        currentMake={make}
        settings={cardSettingsOf(site)}
        phone={site.phone}
        searchHref={inventoryPath(make ? { make } : {})}
      />
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<Queries.VehicleListPageQuery, VehicleListContext>) {
  const site = useSiteSettings();
  const where = `${site.address.city}, ${site.address.region}`;
  const what = pageContext.make ? `used ${pageContext.make} vehicles` : "quality used cars, trucks and SUVs";
  return (
    <Seo
      path={location.pathname}
      title={vehicleListTitle(pageContext)}
      description={`Browse ${pageContext.total} ${what} for sale at ${site.businessName} in ${where}, with prices, photos and payment estimates.`}
    />
  );
}

export const query = graphql`
  query VehicleListPage($makes: [String!]!, $skip: Int!, $limit: Int!) {
    vehicles: allVehicle(
      filter: { status: { in: ["available", "pending"] }, make: { in: $makes } }
      sort: [{ dateInStock: DESC }, { stockNumber: ASC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...VehicleCardFields
      }
    }
    makes: allVehicle(filter: { status: { in: ["available", "pending"] } }) {
      distinct(field: { make: SELECT })
    }
  }
`;
