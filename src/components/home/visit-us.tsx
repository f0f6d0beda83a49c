import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { ROUTES } from "../../lib/paths";
import { above, fontSize, space } from "../../styles/tokens";
import { DealerAddress, DealerPhone } from "../page-views/dealer-address";
import { OpeningHours } from "../page-views/opening-hours";
import { ButtonLink } from "../ui/button";
import { Panel } from "../ui/panel";
import { useI18n } from "../i18n/locale-context";
import { homeCatalogs } from "../../locales/home";

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

export function VisitUs({ site }: { site: SiteSettings }) {
  const i18n = useI18n(homeCatalogs);
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
