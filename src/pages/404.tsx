import { msg } from "@lingui/core/macro";
import { errorSitePage } from "../components/site-page";
import { pagesCatalogs } from "../locales/pages";

// Gatsby writes this page as 404.html and shows it in place for any unknown path.
const page = errorSitePage({
  label: msg`Error 404`,
  title: msg`Page not found`,
  heading: msg`We couldn't find that page`,
  message: msg`The link may be out of date, or the car may have found its new owner. Our current inventory is one click away, or give us a call and we'll help you find it.`,
  catalogs: pagesCatalogs,
});

export default page.Page;
export const Head = page.Head;
