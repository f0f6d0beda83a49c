import { msg } from "@lingui/core/macro";
import React from "react";
import { ContactView } from "../components/page-views/contact-view";
import { sitePage } from "../components/site-page";
import { pagesCatalogs } from "../locales/pages";

const page = sitePage({
  section: "contact",
  title: msg`Contact Us`,
  description: msg`Call, e-mail, visit or send us a message: our address, phone number, opening hours and contact form.`,
  catalogs: pagesCatalogs,
  render: (site) => <ContactView site={site} />,
});

export default page.Page;
export const Head = page.Head;
