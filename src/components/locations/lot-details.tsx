import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { Lot } from "../../lib/locations/lot";
import { telHref } from "../../lib/format";
import { above, fontSize, fontWeight, space } from "../../styles/tokens";
import { locationsCatalogs } from "../../locales/locations";
import { useI18n } from "../i18n/locale-context";
import { DealerAddress } from "../page-views/dealer-address";
import { OpeningHours } from "../page-views/opening-hours";

const detailsStyle = css`
  & h2,
  & h3 {
    margin: ${space.lg} 0 ${space["2xs"]};
    font-size: ${fontSize.base};
  }
  & p {
    margin: ${space["2xs"]} 0;
  }
  & a[href^="mailto:"] {
    overflow-wrap: anywhere;
  }
  & .phone {
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
  }
`;

const hoursColumns = css`
  display: grid;
  gap: 0 ${space.xl};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const besideStyle = css`
  ${above("md")} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${space["2xl"]};
    align-items: start;
  }
`;

/**
 * A lot's address and map link, its sales (and service) phone and e-mail, and each department's opening hours;
 * `beside`: the hours beside the rest from a tablet's width (a lot's own page), else under it (a card).
 * `headingLevel`: its small headings' level under the caller's (3 under a page's h2).
 */
export function LotDetails({
  lot,
  headingLevel = 3,
  beside = false,
}: {
  lot: Lot;
  headingLevel?: 2 | 3;
  beside?: boolean;
}) {
  const i18n = useI18n(locationsCatalogs);
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const salesHours = i18n._(msg`Sales hours`);
  const serviceHours = i18n._(msg`Service hours`);
  return (
    <div css={[detailsStyle, beside && besideStyle]}>
      <div>
        <DealerAddress
          site={{ businessName: lot.name, address: lot.address, mapUrl: lot.mapUrl }}
          catalogs={locationsCatalogs}
        />
        <p>
          {i18n._(msg`Sales:`)}{" "}
          <a className="phone" href={telHref(lot.phone)}>
            {lot.phone}
          </a>
        </p>
        {lot.servicePhone && (
          <p>
            {i18n._(msg`Service:`)} <a href={telHref(lot.servicePhone)}>{lot.servicePhone}</a>
          </p>
        )}
        <p>
          <a href={`mailto:${lot.email}`}>{lot.email}</a>
        </p>
      </div>
      <div css={hoursColumns}>
        <div>
          <Heading>{salesHours}</Heading>
          <OpeningHours hours={lot.hours} caption={salesHours} />
        </div>
        {lot.serviceHours && (
          <div>
            <Heading>{serviceHours}</Heading>
            <OpeningHours hours={lot.serviceHours} caption={serviceHours} />
          </div>
        )}
      </div>
    </div>
  );
}
