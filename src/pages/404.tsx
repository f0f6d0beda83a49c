import React from "react";
import { ErrorPage } from "../components/shell/error-page";
import { sitePage } from "../templates/site-page";

// Gatsby writes this page as 404.html and shows it in place for any unknown path.
const page = sitePage({
  section: "other",
  title: "Page not found",
  noindex: true,
  render: (site) => (
    <ErrorPage
      code="Error 404"
      heading="We couldn't find that page"
      message="The link may be out of date, or the car may have found its new owner. Our current inventory is one click away, or give us a call and we'll help you find it."
      phone={site.phone}
    />
  ),
});

export default page.Page;
export const Head = page.Head;
