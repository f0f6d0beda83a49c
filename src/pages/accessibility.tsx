import React from "react";
import { AccessibilityView } from "../components/page-views/accessibility-view";
import { sitePage } from "../components/site-page";

const page = sitePage({
  section: "other",
  title: "Accessibility statement",
  description: "Our commitment to WCAG 2.2 AA, what we test, known limitations and how to report a barrier.",
  render: (site) => <AccessibilityView site={site} />,
});

export default page.Page;
export const Head = page.Head;
