import { errorSitePage } from "../components/site-page";

// Gatsby writes this page as 404.html and shows it in place for any unknown path.
const page = errorSitePage({
  code: 404,
  title: "Page not found",
  heading: "We couldn't find that page",
  message:
    "The link may be out of date, or the car may have found its new owner. Our current inventory is one click away, or give us a call and we'll help you find it.",
});

export default page.Page;
export const Head = page.Head;
