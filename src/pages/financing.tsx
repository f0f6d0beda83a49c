import React from "react";
import { FinancingView } from "../components/page-views/financing-view";
import { sitePage } from "../components/site-page";

const page = sitePage({
  section: "financing",
  title: "Financing",
  description:
    "How car financing works at our dealership, the assumptions behind our payment estimates, and a two-minute pre-approval form.",
  render: (site) => <FinancingView site={site} />,
});

export default page.Page;
export const Head = page.Head;
