import { msg } from "@lingui/core/macro";
import React from "react";
import { AccessibilityView } from "../components/page-views/accessibility-view";
import { sitePage } from "../components/site-page";
import { accessibilityCatalogs } from "../locales/accessibility";

const page = sitePage({
  section: "other",
  title: msg`Accessibility statement`,
  description: msg`Our commitment to WCAG 2.2 AA, what we test, known limitations and how to report a barrier.`,
  catalogs: accessibilityCatalogs,
  render: (site) => <AccessibilityView site={site} />,
});

export default page.Page;
export const Head = page.Head;
