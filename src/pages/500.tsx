import { errorSitePage } from "../components/site-page";

// Gatsby writes this page as 500.html and shows it in place when a page's data fails to load with a 500.
const page = errorSitePage({
  code: 500,
  title: "Something went wrong",
  heading: "Something went wrong on our end",
  message:
    "This page could not be loaded just now. Please try again in a moment; our inventory is still open, and we're happy to help by phone.",
});

export default page.Page;
export const Head = page.Head;
