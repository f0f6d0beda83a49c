import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { FeaturedVehicles } from "../components/home/featured-vehicles";
import { HomeView } from "../components/home/home-view";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { siteSettingsOf, testimonialOf } from "../lib/content/from-graphql";
import { localeOfPath } from "../lib/i18n/locale-paths";
import { localizedField } from "../lib/i18n/localized-text";
import { cardDataFromNode } from "../lib/vehicle-pages/card-data";

/** A dealer group's lots (two or more), or none: the query's fields are what Visit us draws of each. */
const groupLotsOf = ({ lots }: Queries.HomePageQuery) => (lots.nodes.length >= 2 ? lots.nodes : undefined);

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = siteSettingsOf(data.siteSettings);
  const testimonials = data.allTestimonial.nodes.map(testimonialOf);
  return (
    <Layout section="home">
      <HomeView
        site={site}
        lots={groupLotsOf(data)}
        testimonials={testimonials}
        featured={<FeaturedVehicles vehicles={data.featured.nodes.map(cardDataFromNode)} site={site} />}
      />
    </Layout>
  );
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ location, data }) => {
  // The dealership (or the group and its lots) as the build described it, in the page's language.
  const structuredData = data.homeStructuredData?.jsonLd;
  const inLanguage = structuredData ? localizedField(structuredData, localeOfPath(location.pathname)).text : undefined;
  return <Seo path={location.pathname} structuredData={inLanguage} />;
};

export const query = graphql`
  query HomePage {
    siteSettings {
      ...SiteSettingsFields
    }
    # 24 is the most featuredVehicleCount allows; the page shows as many as the setting says.
    featured: allVehicle(
      filter: { status: { eq: "available" } }
      sort: [{ dateInStock: DESC }, { stockNumber: ASC }]
      limit: 24
    ) {
      nodes {
        ...VehicleCardFields
      }
    }
    lots: allSiteLocation(sort: { order: ASC }) {
      nodes {
        id: locationId
        name
        path
        phone
        mapUrl
        address {
          street
          city
          region
          postalCode
          country
        }
      }
    }
    homeStructuredData {
      jsonLd {
        ...LocalizedTextFields
      }
    }
    allTestimonial(sort: { order: ASC }) {
      nodes {
        name
        title
        text {
          ...LocalizedTextFields
        }
        rating
      }
    }
  }
`;
