import { msg } from "@lingui/core/macro";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { useI18n } from "../components/i18n/locale-context";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { PhotoPreload } from "../components/ui/photo-preload";
import { VehicleListView } from "../components/inventory/vehicle-list-view";
import { useSiteSettings } from "../hooks/use-site-settings";
import { makeListPath, vehicleListPath } from "../lib/paths";
import { inventoryPath } from "../lib/inventory/query";
import { cardDataFromNode } from "../lib/vehicle-pages/card-data";
import { cardSettingsOf } from "../lib/vehicle-pages/card-settings";
import { vehicleListHeading, vehicleListTitle } from "../lib/vehicle-pages/list-page";
import type { VehicleListContext } from "../lib/vehicle-pages/page-context";
import { inventoryCatalogs } from "../locales/inventory";

export default function VehicleListTemplate({
  data,
  pageContext,
}: PageProps<Queries.VehicleListPageQuery, VehicleListContext>) {
  const site = useSiteSettings();
  const i18n = useI18n(inventoryCatalogs);
  const { make, allMakes, page, pageCount, total } = pageContext;
  return (
    <Layout section="inventory">
      <VehicleListView
        title={i18n._(vehicleListHeading(make))}
        vehicles={data.vehicles.nodes.map(cardDataFromNode)}
        page={page}
        pageCount={pageCount}
        total={total}
        hrefFor={(n) => (make ? makeListPath(make, n) : vehicleListPath(n))}
        makes={allMakes}
        currentMake={make}
        settings={cardSettingsOf(site)}
        phone={site.phone}
        searchHref={inventoryPath(make ? { make } : {})}
      />
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.VehicleListPageQuery, VehicleListContext>) {
  const site = useSiteSettings();
  const first = data.vehicles.nodes[0];
  const { make } = pageContext;
  const total = String(pageContext.total);
  const business = site.businessName;
  const where = `${site.address.city}, ${site.address.region}`;
  return (
    <Seo
      path={location.pathname}
      catalogs={inventoryCatalogs}
      title={vehicleListTitle(pageContext)}
      description={
        make
          ? msg`Browse ${total} used ${make} vehicles for sale at ${business} in ${where}, with prices, photos and payment estimates.`
          : msg`Browse ${total} quality used cars, trucks and SUVs for sale at ${business} in ${where}, with prices, photos and payment estimates.`
      }
    >
      {/* The first card's photo is the largest paint on a phone: fetched as soon as the browser reads <head>. */}
      {first && <PhotoPreload image={cardDataFromNode(first).image} />}
    </Seo>
  );
}

export const query = graphql`
  query VehicleListPage($ids: [String!]!) {
    # The page's own vehicles (their ids in its context, gatsby/pages/create-vehicle-pages.ts), in the list's order.
    vehicles: allVehicle(filter: { id: { in: $ids } }, sort: [{ dateInStock: DESC }, { stockNumber: ASC }]) {
      nodes {
        ...VehicleCardFields
      }
    }
  }
`;
