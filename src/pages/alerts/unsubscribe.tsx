import { msg } from "@lingui/core/macro";
import React from "react";
import { AlertUnsubscribeView } from "../../components/alerts/alert-unsubscribe-view";
import { sitePage } from "../../components/site-page";
import { alertPagesCatalogs } from "../../locales/alert-pages";

// Per visitor (its token is in the address): never indexed.
const page = sitePage({
  section: "other",
  title: msg`Unsubscribe from e-mail alerts`,
  description: msg`Stop the e-mail alerts you asked for and delete them.`,
  catalogs: alertPagesCatalogs,
  noindex: true,
  render: (site) => <AlertUnsubscribeView businessName={site.businessName} />,
});

export default page.Page;
export const Head = page.Head;
