import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { LocationsView } from "../components/locations/locations-view";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { lotOf } from "../lib/locations/lot";
import { LOCATIONS_TITLE } from "../lib/locations/lot-page-titles";
import { locationsCatalogs } from "../locales/locations";
import { msg } from "@lingui/core/macro";

/** /locations/ on a dealer group's site: every lot with its address, hours, phones and how many cars it has. */
export default function LocationsTemplate({ data }: PageProps<Queries.LocationsPageQuery>) {
  const site = useSiteSettings();
  const counts = new Map(data.vehicles.group.map((group) => [group.fieldValue, group.totalCount]));
  const lots = data.lots.nodes.map((node) => {
    const lot = lotOf(node);
    return { lot, count: counts.get(lot.id) ?? 0 };
  });
  return (
    <Layout section="locations">
      <LocationsView lots={lots} businessName={site.businessName} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.LocationsPageQuery>) {
  const site = useSiteSettings();
  const business = site.businessName;
  const towns = data.lots.nodes.map((lot) => lot.address.city).join(", ");
  return (
    <Seo
      path={location.pathname}
      catalogs={locationsCatalogs}
      title={LOCATIONS_TITLE}
      description={msg`${business}'s lots in ${towns}: addresses, opening hours, phone numbers and the cars at each.`}
    />
  );
}

export const query = graphql`
  query LocationsPage {
    lots: allSiteLocation(sort: { order: ASC }) {
      nodes {
        ...SiteLocationFields
      }
    }
    vehicles: allVehicle(filter: { status: { in: ["available", "pending"] } }) {
      group(field: { location: SELECT }) {
        fieldValue
        totalCount
      }
    }
  }
`;
