import type { HeadFC } from "gatsby";
import React from "react";
import { Layout } from "../components/layout";
import { ContactView } from "../components/page-views/contact-view";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";

export default function ContactPage() {
  return (
    <Layout section="contact">
      <ContactView site={useSiteSettings()} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo path={location.pathname} title="Contact Us" description="Call, e-mail, visit or send us a message: our address, phone number, opening hours and contact form." />;
