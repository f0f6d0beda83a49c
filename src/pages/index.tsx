import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { FeaturedVehicles } from "../components/home/featured-vehicles";
import { HomeView } from "../components/home/home-view";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { siteSettingsOf, testimonialOf } from "../lib/content/from-graphql";
import { cardDataFromNode } from "../lib/vehicle-pages/card-data";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = siteSettingsOf(data.siteSettings);
  const testimonials = data.allTestimonial.nodes.map(testimonialOf);
  return (
    <Layout section="home">
      <HomeView
        site={site}
        testimonials={testimonials}
        featured={<FeaturedVehicles vehicles={data.featured.nodes.map(cardDataFromNode)} site={site} />}
      />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo path={location.pathname} />;

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
