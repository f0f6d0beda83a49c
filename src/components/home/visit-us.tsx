import { css } from "@emotion/react";
import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import { ROUTES } from "../../lib/paths";
import { primaryButton } from "../forms/form-styles";
import { DealerAddress } from "../page-views/dealer-address";
import { OpeningHours } from "../page-views/opening-hours";

const grid = css`
  display: grid;
  gap: 1rem;
  @media (min-width: 48rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & > div {
    padding: 1.5rem;
    border-radius: 0.75rem;
    background: var(--color-surface);
    border: 1px solid var(--color-border);
  }
  & h3 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
  & p {
    margin: 0.35rem 0;
  }
`;

const phoneStyle = css`
  font-size: 1.3rem;
  font-weight: 750;
`;

export function VisitUs({ site }: { site: SiteSettings }) {
  return (
    <div css={grid}>
      <div>
        <h3 id="home-hours">Hours</h3>
        <OpeningHours hours={site.hours} caption="Opening hours" />
      </div>
      <div>
        <h3>Find us</h3>
        <DealerAddress site={site} />
      </div>
      <div>
        <h3>Talk to us</h3>
        <p>
          <a css={phoneStyle} href={telHref(site.phone)}>
            {site.phone}
          </a>
        </p>
        <p>Questions about a car, financing or your trade-in? Send us a message and we&rsquo;ll reply within one business day.</p>
        <p css={css`margin-top: 1rem !important;`}>
          <Link to={ROUTES.contact} css={primaryButton}>
            Contact us
          </Link>
        </p>
      </div>
    </div>
  );
}
