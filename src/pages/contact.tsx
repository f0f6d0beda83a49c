import React from "react";
import { ContactView } from "../components/page-views/contact-view";
import { sitePage } from "../components/site-page";

const page = sitePage({
  section: "contact",
  title: "Contact Us",
  description: "Call, e-mail, visit or send us a message: our address, phone number, opening hours and contact form.",
  render: (site) => <ContactView site={site} />,
});

export default page.Page;
export const Head = page.Head;
