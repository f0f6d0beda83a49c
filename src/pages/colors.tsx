import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { ColorsView } from "../components/page-views/colors-view";
import { Seo } from "../components/seo";
import { PALETTE } from "../styles/palette";

export default function ColorsPage() {
  return (
    <Layout section="other">
      <ColorsView palette={PALETTE} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    path={location.pathname}
    title="Colors"
    description="The site's colour palette with contrast ratios in light and dark mode."
    noindex
  />
);
