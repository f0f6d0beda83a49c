import React from "react";
import { ErrorPage } from "../components/shell/error-page";
import { sitePage } from "../templates/site-page";

// Gatsby writes this page as 500.html and shows it in place when a page's data fails to load with a 500.
const page = sitePage({
  section: "other",
  title: "Something went wrong",
  noindex: true,
  render: (site) => (
    <ErrorPage
      code="Error 500"
      heading="Something went wrong on our end"
      message="This page could not be loaded just now. Please try again in a moment; our inventory is still open, and we're happy to help by phone."
      phone={site.phone}
    />
  ),
});

export default page.Page;
export const Head = page.Head;
