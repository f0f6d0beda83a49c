import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { telHref } from "../../lib/format";
import type { LotSummary } from "../../lib/locations/lot";
import { ROUTES } from "../../lib/paths";
import { fontWeight } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";
import { shellCatalogs } from "../../locales/shell";
import { footerHeading, footerLink, footerList } from "./site-footer";

const lotLine = css`
  padding: 0.3rem 0;
  border-bottom: 1px solid rgb(255 255 255 / 0.18);
  line-height: 1.5;
  &:last-of-type {
    border-bottom: 0;
  }
  a {
    color: inherit;
  }
  .lot {
    font-weight: ${fontWeight.bold};
  }
`;

/** A dealer group's lots in the footer: each one's page, town and phone, then the page with their hours. */
export function FooterLots({ lots }: { lots: readonly LotSummary[] }) {
  const i18n = useI18n(shellCatalogs);
  return (
    <section aria-labelledby="footer-locations">
      <h2 id="footer-locations" css={footerHeading}>
        {i18n._(msg`Our Locations`)}
      </h2>
      <ul css={footerList}>
        {lots.map((lot) => (
          <li key={lot.id} css={lotLine}>
            <SiteLink to={lot.path} className="lot">
              {lot.name}
            </SiteLink>
            <br />
            {lot.city}, {lot.region} · <a href={telHref(lot.phone)}>{lot.phone}</a>
          </li>
        ))}
      </ul>
      <SiteLink to={ROUTES.locations} css={footerLink}>
        {i18n._(msg`Hours and directions`)}
      </SiteLink>
    </section>
  );
}
