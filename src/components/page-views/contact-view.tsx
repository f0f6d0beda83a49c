import { css } from "@emotion/react";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import { ContactForm } from "../forms/contact-form";
import { DealerAddress } from "./dealer-address";
import { OpeningHours } from "./opening-hours";
import { PageContainer, PageHeader } from "./page-container";

const columns = css`
  display: grid;
  gap: 2.5rem;
  align-items: start;
  @media (min-width: 56rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr);
  }
`;

const panel = css`
  padding: 1.5rem;
  border-radius: 0.75rem;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  & h2 {
    margin: 0 0 1rem;
    font-size: 1.5rem;
  }
  & h3 {
    margin: 1.5rem 0 0.4rem;
    font-size: 1.05rem;
  }
  & h3:first-of-type {
    margin-top: 0;
  }
  & p {
    margin: 0.25rem 0;
  }
`;

const bigLink = css`
  font-size: 1.2rem;
  font-weight: 700;
`;

export function ContactView({ site }: { site: SiteSettings }) {
  return (
    <PageContainer>
      <PageHeader title={site.contact.heading} lead={`Questions about a car, financing or a trade-in? ${site.businessName} is here to help.`} />
      <div css={columns}>
        <section css={panel} aria-labelledby="get-in-touch">
          <h2 id="get-in-touch">{site.contact.subheading}</h2>
          <h3>Call or text</h3>
          <p>
            <a css={bigLink} href={telHref(site.phone)}>
              {site.phone}
            </a>
          </p>
          <h3>E-mail</h3>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <h3>Visit us</h3>
          <DealerAddress site={site} />
          <h3 id="hours-heading">Hours</h3>
          <OpeningHours hours={site.hours} caption="Opening hours" />
        </section>
        <section css={panel} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{site.contact.intro}</h2>
          <p css={css`margin-bottom: 1.25rem !important; color: var(--color-text-muted);`}>
            Send us a message and we&rsquo;ll reply within one business day.
          </p>
          <ContactForm businessName={site.businessName} phone={site.phone} labelledBy="contact-form-heading" />
        </section>
      </div>
    </PageContainer>
  );
}
