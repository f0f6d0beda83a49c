import { msg } from "@lingui/core/macro";
import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { searchAlert } from "../components/alerts/search-alert-slot";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { PhotoPreload } from "../components/ui/photo-preload";
import { InventorySearch, type InventorySearchProps } from "../components/inventory/inventory-search";
import { useUrlSearch } from "../components/inventory/use-url-search";
import { useSiteSettings } from "../hooks/use-site-settings";
import { INVENTORY_URL_PARAMS } from "../lib/inventory/query";
import { cardDataFromNode } from "../lib/vehicle-pages/card-data";
import type { InventoryPageContext } from "../lib/vehicle-pages/page-context";
import { inventoryCatalogs } from "../locales/inventory";

// /inventory/: created in createPages (gatsby/pages/create-vehicle-pages.ts) once the inventory index is written,
// so its context carries the index's address and the facets.

export default function InventoryTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.InventoryPageQuery, InventoryPageContext>) {
  const site = useSiteSettings();
  return (
    <Layout section="inventory">
      <SearchAtUrl
        location={location}
        initialVehicles={data.vehicles.nodes.map(cardDataFromNode)}
        total={pageContext.total}
        options={pageContext.options}
        counts={pageContext.counts}
        indexUrl={withPrefix(pageContext.indexUrl)}
        site={site}
        lotNames={pageContext.lotNames}
        searchAlert={searchAlertOf(searchAlert, site.businessName)}
      />
    </Layout>
  );
}

/** The new-arrivals alert under the results, when the build offers alerts. */
function searchAlertOf(forms: typeof searchAlert, businessName: string): InventorySearchProps["searchAlert"] {
  if (!forms) return undefined;
  const { SearchAlert } = forms;
  return (query, filterLabels) => <SearchAlert query={query} filterLabels={filterLabels} businessName={businessName} />;
}

/**
 * The search state lives here, below the Layout: a search change then renders the search alone, not the
 * shell's slices around it. Changes go through the History API, not Gatsby's navigation (see useUrlSearch).
 */
function SearchAtUrl({
  location,
  ...props
}: Omit<InventorySearchProps, "search" | "navigateTo"> & { location: PageProps["location"] }) {
  const [search, navigateTo] = useUrlSearch(location);
  return <InventorySearch search={search} navigateTo={navigateTo} {...props} />;
}

export function Head({ data, pageContext, location }: HeadProps<Queries.InventoryPageQuery, InventoryPageContext>) {
  const site = useSiteSettings();
  const first = data.vehicles.nodes[0];
  const total = String(pageContext.total);
  const business = site.businessName;
  const where = `${site.address.city}, ${site.address.region}`;
  return (
    <Seo
      path={location.pathname}
      catalogs={inventoryCatalogs}
      title={msg`Used cars, trucks and SUVs for sale`}
      description={msg`Search ${total} quality used vehicles at ${business} in ${where}: filter by make, model, price, mileage and more.`}
    >
      {/* The first card's photo is the largest paint on a phone; a search URL puts another card first. */}
      {first && <PhotoPreload image={cardDataFromNode(first).image} unlessSearchedBy={INVENTORY_URL_PARAMS} />}
    </Seo>
  );
}

export const query = graphql`
  query InventoryPage($limit: Int!) {
    vehicles: allVehicle(
      filter: { status: { in: ["available", "pending"] } }
      sort: [{ dateInStock: DESC }, { stockNumber: ASC }]
      limit: $limit
    ) {
      nodes {
        ...VehicleCardFields
      }
    }
  }
`;
