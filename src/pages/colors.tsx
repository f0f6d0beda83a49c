import { msg } from "@lingui/core/macro";
import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { ColorsView } from "../components/page-views/colors-view";
import { Seo } from "../components/seo";
import { colorsCatalogs } from "../locales/colors";
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
    title={msg`Colors`}
    description={msg`The site's color palette with contrast ratios in light and dark mode.`}
    catalogs={colorsCatalogs}
    noindex
  />
);
