import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { telHref } from "../../lib/format";
import type { Lot } from "../../lib/locations/lot";
import { fontWeight, radius, space } from "../../styles/tokens";
import { locationsCatalogs } from "../../locales/locations";
import { useI18n } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";
import { OpeningHours } from "../page-views/opening-hours";

const box = css`
  margin: 0 0 ${space.xl};
  padding: ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: ${radius.md};
  background: var(--color-surface-muted);
  & p,
  & address {
    margin: 0 0 ${space.xs};
    font-style: normal;
  }
  & .phone {
    font-weight: ${fontWeight.bold};
  }
  & summary {
    cursor: pointer;
    font-weight: ${fontWeight.medium};
    min-height: 2.75rem;
    display: flex;
    align-items: center;
  }
`;

/** On a group's vehicle page: the lot the car is on, its address, directions, phone and sales hours. */
export function LotContact({ lot }: { lot: Lot }) {
  const i18n = useI18n(locationsCatalogs);
  const name = lot.name;
  return (
    <div css={box} data-lot={lot.id}>
      <p>
        <strong>{i18n._(msg`This car is at`)}</strong> <SiteLink to={lot.path}>{name}</SiteLink>
      </p>
      <address>
        {lot.address.street}, {lot.address.city}, {lot.address.region} {lot.address.postalCode}
      </address>
      <p>
        <a className="phone" href={telHref(lot.phone)}>
          {lot.phone}
        </a>{" "}
        ·{" "}
        <a href={lot.mapUrl} target="_blank" rel="noopener noreferrer">
          {i18n._(msg`Get directions`)}
          <span className="visually-hidden"> {i18n._(msg`(opens in a new tab)`)}</span>
        </a>
      </p>
      <details>
        <summary>{i18n._(msg`Sales hours`)}</summary>
        <OpeningHours hours={lot.hours} caption={i18n._(msg`Sales hours at ${name}`)} />
      </details>
    </div>
  );
}
