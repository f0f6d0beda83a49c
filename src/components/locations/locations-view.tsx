import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { formatVehicleCount } from "../../lib/format";
import type { Lot } from "../../lib/locations/lot";
import { LOCATIONS_TITLE } from "../../lib/locations/lot-page-titles";
import { fontSize, fontWeight, space } from "../../styles/tokens";
import { locationsCatalogs } from "../../locales/locations";
import { useI18n, useLocale } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";
import { buttonStyle } from "../ui/button";
import { PageContainer, PageHeader } from "../ui/page-container";
import { Panel } from "../ui/panel";
import { LotDetails } from "./lot-details";

const grid = css`
  display: grid;
  gap: ${space.xl};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
`;

const lotCard = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  & h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.h3};
  }
  & .count {
    margin: 0 0 ${space.md};
    color: var(--color-text-muted);
    font-weight: ${fontWeight.medium};
  }
  & .see {
    margin-top: auto;
    padding-top: ${space.lg};
  }
`;

export interface LotWithCount {
  lot: Lot;
  /** Its listed vehicles (on sale or sale pending). */
  count: number;
}

/** /locations/: every lot of the group, with its address, phones, hours and a link to its cars. */
export function LocationsView({ lots, businessName }: { lots: LotWithCount[]; businessName: string }) {
  const i18n = useI18n(locationsCatalogs);
  const locale = useLocale();
  const count = String(lots.length);
  return (
    <PageContainer>
      <PageHeader
        title={i18n._(LOCATIONS_TITLE)}
        lead={i18n._(msg`${businessName} has ${count} lots. Each one's cars, hours and phone are below.`)}
      />
      <ul css={grid}>
        {lots.map(({ lot, count: cars }) => {
          const name = lot.name;
          return (
            <li key={lot.id}>
              <Panel as="article" css={lotCard} aria-labelledby={`lot-${lot.id}`}>
                <h2 id={`lot-${lot.id}`}>
                  <SiteLink to={lot.path}>{name}</SiteLink>
                </h2>
                <p className="count">{formatVehicleCount(cars, locale)}</p>
                <LotDetails lot={lot} />
                <p className="see">
                  <SiteLink to={lot.path} css={buttonStyle({ variant: "secondary" })}>
                    {i18n._(msg`See the cars at ${name}`)}
                  </SiteLink>
                </p>
              </Panel>
            </li>
          );
        })}
      </ul>
    </PageContainer>
  );
}
