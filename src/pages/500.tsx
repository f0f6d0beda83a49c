import { msg } from "@lingui/core/macro";
import { errorSitePage } from "../components/site-page";
import { pagesCatalogs } from "../locales/pages";

// Gatsby writes this page as 500.html and shows it in place when a page's data fails to load with a 500.
const page = errorSitePage({
  label: msg`Error 500`,
  title: msg`Something went wrong`,
  heading: msg`Something went wrong on our end`,
  message: msg`This page could not be loaded just now. Please try again in a moment; our inventory is still open, and we're happy to help by phone.`,
  catalogs: pagesCatalogs,
});

export default page.Page;
export const Head = page.Head;
