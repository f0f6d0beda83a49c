import React from "react";
import { PrivacyView } from "../components/page-views/privacy-view";
import { sitePage } from "../templates/site-page";

// Error reporting is only switched on when a Sentry DSN is set at build time; the notice says so only then.
const ERROR_REPORTING = Boolean(process.env.GATSBY_SENTRY_DSN);

const page = sitePage({
  section: "other",
  title: "Privacy notice",
  description:
    "What our website's forms collect, why, who receives it, how long we keep it, and your California privacy rights.",
  render: (site) => <PrivacyView site={site} errorReporting={ERROR_REPORTING} />,
});

export default page.Page;
export const Head = page.Head;
