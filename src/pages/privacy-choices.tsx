import { msg } from "@lingui/core/macro";
import React from "react";
import { PrivacyChoicesView } from "../components/page-views/privacy-choices-view";
import { sitePage } from "../components/site-page";
import { privacyCatalogs } from "../locales/privacy";

// Read as a literal process.env.GATSBY_*, not through setting(): webpack inlines only that form.
const ANALYTICS = Boolean(process.env.GATSBY_GA_MEASUREMENT_ID);

const page = sitePage({
  section: "other",
  title: msg`Your Privacy Choices`,
  description: msg`Opt out of the sale or sharing of your personal information. Global Privacy Control is honored.`,
  catalogs: privacyCatalogs,
  render: () => <PrivacyChoicesView analytics={ANALYTICS} />,
});

export default page.Page;
export const Head = page.Head;
