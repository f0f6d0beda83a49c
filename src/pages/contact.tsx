import { msg } from "@lingui/core/macro";
import { graphql } from "gatsby";
import React from "react";
import { ContactView } from "../components/page-views/contact-view";
import { sitePage } from "../components/site-page";
import { lotOf } from "../lib/locations/lot";
import { pagesCatalogs } from "../locales/pages";

/** A dealer group's lots (two or more), or none: the page then shows each and its form asks which. */
function groupLotsOf(data: Queries.ContactPageQuery | undefined) {
  const nodes = data?.lots.nodes ?? [];
  return nodes.length >= 2 ? nodes.map(lotOf) : undefined;
}

const page = sitePage<Queries.ContactPageQuery>({
  section: "contact",
  title: msg`Contact Us`,
  description: msg`Call, e-mail, visit or send us a message: our address, phone number, opening hours and contact form.`,
  catalogs: pagesCatalogs,
  render: (site, data) => <ContactView site={site} lots={groupLotsOf(data)} />,
});

export default page.Page;
export const Head = page.Head;

export const query = graphql`
  query ContactPage {
    lots: allSiteLocation(sort: { order: ASC }) {
      nodes {
        ...SiteLocationFields
      }
    }
  }
`;
