import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import type { VehicleCardData } from "../../lib/inventory/types";
import { ROUTES } from "../../lib/paths";
import { fontWeight, space } from "../../styles/tokens";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { cardSettingsOf } from "../../lib/vehicle-pages/card-settings";
import { VehicleGrid } from "../vehicle-card/vehicle-grid";
import { HomeSection } from "./home-section";
import { useI18n } from "../i18n/locale-context";
import { homeCatalogs } from "../../locales/home";
import { SiteLink } from "../i18n/site-link";

const allLink = css`
  display: inline-block;
  margin: ${space.xl} 0 0;
  font-weight: ${fontWeight.medium};
`;

/** The newest available vehicles, as many as the dealer's `featuredVehicleCount`, with the estimate disclaimer. */
export function FeaturedVehicles({ vehicles, site }: { vehicles: VehicleCardData[]; site: SiteSettings }) {
  const i18n = useI18n(homeCatalogs);
  const shown = vehicles.slice(0, site.featuredVehicleCount);
  if (shown.length === 0) return null;
  const title = i18n._(msg`Featured vehicles`);
  return (
    <HomeSection
      id="featured"
      title={title}
      intro={i18n._(msg`Fresh arrivals on our lot, inspected and priced to sell.`)}
    >
      <VehicleGrid vehicles={shown} settings={cardSettingsOf(site)} label={title} />
      <SiteLink to={ROUTES.inventory} css={allLink}>
        {i18n._(msg`See all our vehicles`)}
      </SiteLink>
      <FinanceDisclaimer financing={site.financing} phone={site.phone} />
    </HomeSection>
  );
}
