import { msg } from "@lingui/core/macro";
import React from "react";
import { AlertConfirmView } from "../../components/alerts/alert-confirm-view";
import { sitePage } from "../../components/site-page";
import { alertPagesCatalogs } from "../../locales/alert-pages";

// Per visitor (its token is in the address): never indexed.
const page = sitePage({
  section: "other",
  title: msg`Confirm your e-mail alerts`,
  description: msg`Confirm the price-drop and new-arrival e-mail alerts you asked for.`,
  catalogs: alertPagesCatalogs,
  noindex: true,
  render: (site) => <AlertConfirmView businessName={site.businessName} />,
});

export default page.Page;
export const Head = page.Head;
