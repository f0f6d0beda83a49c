import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import type { Lot } from "../../lib/locations/lot";
import { telHref } from "../../lib/format";
import { ROUTES } from "../../lib/paths";
import { SiteLink } from "../i18n/site-link";
import { localizedField } from "../../lib/i18n/localized-text";
import { fontSize, space } from "../../styles/tokens";
import { ContactForm } from "../leads/contact-form";
import { twoColumns } from "../ui/columns";
import { PageContainer, PageHeader } from "../ui/page-container";
import { Panel } from "../ui/panel";
import { DealerAddress, DealerPhone } from "./dealer-address";
import { OpeningHours } from "./opening-hours";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { pagesCatalogs } from "../../locales/pages";

const columns = twoColumns("minmax(0, 1fr) minmax(0, 1.6fr)");

// The headings inside both panels: the panel's title, then small headings for each way to reach us.
const panelText = css`
  /* An e-mail address is one long word: it breaks rather than widen a phone's page. */
  & a[href^="mailto:"] {
    overflow-wrap: anywhere;
  }
  & h2 {
    margin: 0 0 ${space.lg};
    font-size: ${fontSize.h2};
  }
  & h3 {
    margin: ${space.xl} 0 ${space.xs};
    font-size: ${fontSize.base};
  }
  & h3:first-of-type {
    margin-top: 0;
  }
  & p {
    margin: ${space["2xs"]} 0;
  }
`;

const formIntro = css`
  margin-bottom: ${space.xl} !important;
  color: var(--color-text-muted);
`;

/** A dealer group's lots, each with its address, phone and e-mail; their hours are on /locations/. */
function GroupContacts({ lots }: { lots: readonly Lot[] }) {
  const i18n = useI18n(pagesCatalogs);
  return (
    <>
      {lots.map((lot) => (
        <React.Fragment key={lot.id}>
          <h3>
            <SiteLink to={lot.path}>{lot.name}</SiteLink>
          </h3>
          <DealerAddress
            site={{ businessName: lot.name, address: lot.address, mapUrl: lot.mapUrl }}
            catalogs={pagesCatalogs}
          />
          <p>
            <a href={telHref(lot.phone)}>{lot.phone}</a> · <a href={`mailto:${lot.email}`}>{lot.email}</a>
          </p>
        </React.Fragment>
      ))}
      <p>
        <SiteLink to={ROUTES.locations}>{i18n._(msg`Opening hours of every location`)}</SiteLink>
      </p>
    </>
  );
}

export function ContactView({ site, lots }: { site: SiteSettings; lots?: readonly Lot[] }) {
  const i18n = useI18n(pagesCatalogs);
  const locale = useLocale();
  const business = site.businessName;
  // The dealer's headings, in Spanish on a Spanish page where written.
  const contactText = (key: "heading" | "subheading" | "intro") => (
    <LocalizedSpan text={localizedField(site.contact[key], locale)} />
  );
  return (
    <PageContainer>
      <PageHeader
        title={contactText("heading")}
        lead={i18n._(msg`Questions about a car, financing or a trade-in? ${business} is here to help.`)}
      />
      <div css={columns}>
        <Panel as="section" css={panelText} aria-labelledby="get-in-touch">
          <h2 id="get-in-touch">{contactText("subheading")}</h2>
          {lots ? (
            <GroupContacts lots={lots} />
          ) : (
            <>
              <h3>{i18n._(msg`Call or text`)}</h3>
              <DealerPhone phone={site.phone} />
              <h3>{i18n._(msg`E-mail`)}</h3>
              <p>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
              <h3>{i18n._(msg`Visit us`)}</h3>
              <DealerAddress site={site} catalogs={pagesCatalogs} />
              <h3 id="hours-heading">{i18n._(msg`Hours`)}</h3>
              <OpeningHours hours={site.hours} caption={i18n._(msg`Opening hours`)} />
            </>
          )}
        </Panel>
        <Panel as="section" css={panelText} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{contactText("intro")}</h2>
          <p css={formIntro}>{i18n._(msg`Send us a message and we’ll reply within one business day.`)}</p>
          <ContactForm
            businessName={site.businessName}
            phone={lots?.[0]?.phone ?? site.phone}
            labelledBy="contact-form-heading"
            lots={lots}
          />
        </Panel>
      </div>
    </PageContainer>
  );
}
