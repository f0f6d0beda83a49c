import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { HomeView } from "../components/home/home-view";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import type { SiteSettings } from "../lib/content/site-settings-schema";
import type { Testimonial } from "../lib/content/testimonial-schema";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  // Non-null by the explicit schema; the build validated the content with zod.
  const site = data.siteSettings as unknown as SiteSettings;
  const testimonials = data.allTestimonial.nodes as unknown as Testimonial[];
  return (
    <Layout section="home">
      <HomeView site={site} testimonials={testimonials} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo path={location.pathname} />;

export const query = graphql`
  query HomePage {
    siteSettings {
      ...SiteSettingsFields
    }
    allTestimonial(sort: { order: ASC }) {
      nodes {
        name
        title
        text
        rating
      }
    }
  }
`;
