import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import type { Lot } from "../../lib/locations/lot";

/** What Visit us draws of a group's lot. */
export type VisitLot = Pick<Lot, "id" | "name" | "path" | "phone" | "mapUrl" | "address">;
import { ROUTES } from "../../lib/paths";
import { above, fontSize, space } from "../../styles/tokens";
import { DealerAddress, DealerPhone } from "../page-views/dealer-address";
import { OpeningHours } from "../page-views/opening-hours";
import { ButtonLink } from "../ui/button";
import { Panel } from "../ui/panel";
import { useI18n } from "../i18n/locale-context";
import { homeCatalogs } from "../../locales/home";
import { SiteLink } from "../i18n/site-link";

const grid = css`
  display: grid;
  gap: ${space.lg};
  ${above("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & h3 {
    margin: 0 0 ${space.md};
    font-size: ${fontSize.lg};
  }
  & p {
    margin: ${space.xs} 0;
  }
`;

const actionStyle = css`
  margin-top: ${space.lg} !important;
`;

/** Hours, address and phone of the lot; a group's home page has a panel per lot, with its page's link. */
export function VisitUs({ site, lots }: { site: SiteSettings; lots?: readonly VisitLot[] }) {
  const i18n = useI18n(homeCatalogs);
  if (lots)
    return (
      <div css={grid}>
        {lots.map((lot) => (
          <Panel key={lot.id}>
            <h3>
              <SiteLink to={lot.path}>{lot.name}</SiteLink>
            </h3>
            <DealerAddress
              site={{ businessName: lot.name, address: lot.address, mapUrl: lot.mapUrl }}
              catalogs={homeCatalogs}
            />
            <DealerPhone phone={lot.phone} />
          </Panel>
        ))}
      </div>
    );
  return (
    <div css={grid}>
      <Panel>
        <h3 id="home-hours">{i18n._(msg`Hours`)}</h3>
        <OpeningHours hours={site.hours} caption={i18n._(msg`Opening hours`)} />
      </Panel>
      <Panel>
        <h3>{i18n._(msg`Find us`)}</h3>
        <DealerAddress site={site} catalogs={homeCatalogs} />
      </Panel>
      <Panel>
        <h3>{i18n._(msg`Talk to us`)}</h3>
        <DealerPhone phone={site.phone} />
        <p>
          {i18n._(
            msg`Questions about a car, financing or your trade-in? Send us a message and we’ll reply within one business day.`,
          )}
        </p>
        <p css={actionStyle}>
          <ButtonLink to={ROUTES.contact} cta>
            {i18n._(msg`Contact us`)}
          </ButtonLink>
        </p>
      </Panel>
    </div>
  );
}
