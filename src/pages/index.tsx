import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = data.siteSettings;
  return (
    <Layout section="home">
      <h1>{site?.businessName}</h1>
      <p>{site?.tagline}</p>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo path={location.pathname} />;

export const query = graphql`
  query HomePage {
    siteSettings {
      businessName
      tagline
    }
  }
`;
