import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import type { VehicleListContext } from "../../gatsby/create-vehicle-pages";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { cardDataFromNode, type VehicleCardNode } from "../components/vehicle/card-data";
import { cardSettingsOf } from "../components/vehicle/card-settings";
import { VehicleListView } from "../components/inventory/vehicle-list-view";
import { useSiteSettings } from "../hooks/use-site-settings";
import { encodeInventoryQuery, EMPTY_QUERY } from "../lib/inventory/query";
import { makeListPath, ROUTES, vehicleListPath } from "../lib/paths";

interface VehicleListData {
  vehicles: { nodes: readonly VehicleCardNode[] };
  makes: { distinct: readonly string[] };
}

function titleOf({ make, page }: Pick<VehicleListContext, "make" | "page">): string {
  const base = make ? `Used ${make} vehicles for sale` : "Used cars for sale";
  return page > 1 ? `${base}, page ${page}` : base;
}

export default function VehicleListTemplate({ data, pageContext }: PageProps<VehicleListData, VehicleListContext>) {
  const site = useSiteSettings();
  const { make, page, pageCount, total } = pageContext;
  return (
    <Layout section="inventory">
      <VehicleListView
        title={make ? `Used ${make} vehicles for sale` : "Used cars for sale"}
        vehicles={data.vehicles.nodes.map(cardDataFromNode)}
        page={page}
        pageCount={pageCount}
        total={total}
        hrefFor={(n) => (make ? makeListPath(make, n) : vehicleListPath(n))}
        makes={[...data.makes.distinct]}
        currentMake={make}
        settings={cardSettingsOf(site)}
        phone={site.phone}
        searchHref={make ? `${ROUTES.inventory}${encodeInventoryQuery({ ...EMPTY_QUERY, make })}` : ROUTES.inventory}
      />
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<VehicleListData, VehicleListContext>) {
  const site = useSiteSettings();
  const where = `${site.address.city}, ${site.address.region}`;
  const what = pageContext.make ? `used ${pageContext.make} vehicles` : "quality used cars, trucks and SUVs";
  return (
    <Seo
      path={location.pathname}
      title={titleOf(pageContext)}
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
