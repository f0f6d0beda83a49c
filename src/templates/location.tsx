import { msg } from "@lingui/core/macro";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { useI18n } from "../components/i18n/locale-context";
import { VehicleListView } from "../components/inventory/vehicle-list-view";
import { Layout } from "../components/layout";
import { LotDetails } from "../components/locations/lot-details";
import { LotJsonLd } from "../components/locations/lot-json-ld";
import { Seo } from "../components/seo";
import { Panel } from "../components/ui/panel";
import { PhotoPreload } from "../components/ui/photo-preload";
import { useSiteSettings } from "../hooks/use-site-settings";
import { inventoryPath } from "../lib/inventory/query";
import { lotOf } from "../lib/locations/lot";
import { lotPageTitle } from "../lib/locations/lot-page-titles";
import { locationPath } from "../lib/paths";
import { cardDataFromNode } from "../lib/vehicle-pages/card-data";
import { cardSettingsOf } from "../lib/vehicle-pages/card-settings";
import type { LocationPageContext } from "../lib/vehicle-pages/page-context";
import { locationsCatalogs } from "../locales/locations";
import { space } from "../styles/tokens";

function lotOfPage(data: Queries.LocationPageQuery, id: string) {
  if (!data.lot) throw new Error(`location page: no lot with id ${id} (content/locations/)`);
  return lotOf(data.lot);
}

/** A dealer group's lot: its address, phones and hours, then its cars, paginated as /vehicles/ is. */
export default function LocationTemplate({
  data,
  pageContext,
}: PageProps<Queries.LocationPageQuery, LocationPageContext>) {
  const site = useSiteSettings();
  const i18n = useI18n(locationsCatalogs);
  const lot = lotOfPage(data, pageContext.locationId);
  const { page, pageCount, total } = pageContext;
  const name = lot.name;
  return (
    <Layout section="locations">
      <VehicleListView
        title={i18n._(lotPageTitle(name, 1))}
        intro={
          page === 1 ? (
            <Panel as="section" aria-label={i18n._(msg`Address, phone and hours`)} css={{ marginBottom: space.xl }}>
              <LotDetails lot={lot} beside headingLevel={2} />
            </Panel>
          ) : undefined
        }
        vehicles={data.vehicles.nodes.map(cardDataFromNode)}
        page={page}
        pageCount={pageCount}
        total={total}
        hrefFor={(n) => locationPath(lot.id, n)}
        makes={pageContext.makes}
        settings={cardSettingsOf(site)}
        phone={lot.phone}
        searchHref={inventoryPath({ location: lot.id })}
        searchLabel={i18n._(msg`Search and filter the cars at ${name}`)}
      />
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.LocationPageQuery, LocationPageContext>) {
  const lot = lotOfPage(data, pageContext.locationId);
  const first = data.vehicles.nodes[0];
  const name = lot.name;
  const where = `${lot.address.street}, ${lot.address.city}`;
  const count = String(pageContext.total);
  const phone = lot.phone;
  return (
    <Seo
      path={location.pathname}
      catalogs={locationsCatalogs}
      title={lotPageTitle(name, pageContext.page)}
      description={msg`${name}, ${where}: ${count} used cars, trucks and SUVs in stock, opening hours, directions and phone ${phone}.`}
    >
      {first && <PhotoPreload image={cardDataFromNode(first).image} />}
      <LotJsonLd lot={lot} />
    </Seo>
  );
}

export const query = graphql`
  query LocationPage($locationId: String!, $ids: [String!]!) {
    lot: siteLocation(locationId: { eq: $locationId }) {
      ...SiteLocationFields
    }
    # The page's own vehicles (their ids in its context, gatsby/pages/create-location-pages.ts), in the list's order.
    vehicles: allVehicle(filter: { id: { in: $ids } }, sort: [{ dateInStock: DESC }, { stockNumber: ASC }]) {
      nodes {
        ...VehicleCardFields
      }
    }
  }
`;
