import { css } from "@emotion/react";
import { msg, ph } from "@lingui/core/macro";
import React, { useEffect, useState } from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import { fieldNoticeAnchor } from "../../lib/leads/field-notice";
import { statusAnchor } from "../../lib/forms/return-to";
import { stockFromSearch } from "../../lib/leads/trade-in-stock";
import { ROUTES } from "../../lib/paths";
import type { TradeTowardFields } from "../../lib/vehicle/vehicle-shapes";
import { vehicleTitle } from "../../lib/vehicle/vehicle-title";
import { fontSize, space } from "../../styles/tokens";
import { SITE_FORMS } from "../leads/site-forms";
import { TradeInForm } from "../leads/trade-in-form";
import { PageContainer, PageHeader } from "../ui/page-container";
import { Panel } from "../ui/panel";
import { useI18n } from "../i18n/locale-context";
import { pagesCatalogs } from "../../locales/pages";
import { SiteLink } from "../i18n/site-link";

/** A car on the lot, as the trade-in page needs it to name the car a trade-in is toward. */
type TradeTowardVehicle = TradeTowardFields;

const { formId } = SITE_FORMS["trade-in"];
const HEADING_ID = "trade-in-heading";

const panel = css`
  & > h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.h2};
  }
  & > p {
    margin: 0 0 ${space.lg};
  }
  /* A plain post refused for its VIN lands on the message next to the VIN field: the form's own error
     notice shows too, with what to do next. */
  &:has(#${fieldNoticeAnchor(formId, "tradeVin")}:is(:target, [data-returned]))
    div:not([data-answered])
    > #${statusAnchor(formId, "error")} {
    display: block;
  }
`;

const toward = css`
  padding: ${space.sm} ${space.md};
  border-left: ${space.xs} solid var(--color-action);
  background: var(--color-surface-muted);
`;

const steps = css`
  margin: 0 0 ${space.xl};
  padding-left: ${space.xl};
  & li {
    margin: ${space["2xs"]} 0;
  }
`;

/** The car on the lot named by `?stock=`, read once hydrated (the static page cannot see its query). */
function useTradeToward(vehicles: readonly TradeTowardVehicle[]): TradeTowardVehicle | undefined {
  const [vehicle, setVehicle] = useState<TradeTowardVehicle>();
  useEffect(() => {
    const stock = stockFromSearch(window.location.search);
    // The URL is read after hydration so the first render matches the static HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stock) setVehicle(vehicles.find((candidate) => candidate.stockNumber.toUpperCase() === stock));
  }, [vehicles]);
  return vehicle;
}

export function TradeInView({ site, vehicles }: { site: SiteSettings; vehicles: readonly TradeTowardVehicle[] }) {
  const i18n = useI18n(pagesCatalogs);
  const vehicle = useTradeToward(vehicles);
  return (
    <PageContainer narrow>
      <PageHeader
        title={i18n._(msg`Value your trade-in`)}
        lead={i18n._(
          msg`Tell us about the car you have now. We reply within one business day with a first estimate you can count toward your next car.`,
        )}
      />
      <ol css={steps}>
        <li>{i18n._(msg`Describe your car below: it takes about two minutes.`)}</li>
        <li>{i18n._(msg`An appraiser looks at recent sales of cars like it and replies with a first estimate.`)}</li>
        <li>
          {i18n._(msg`We confirm the offer when we see the car, with no obligation to buy from us. Questions? Call`)}{" "}
          <a href={telHref(site.phone)}>{site.phone}</a>.
        </li>
      </ol>
      <Panel as="section" css={panel} aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID}>{i18n._(msg`Tell us about your car`)}</h2>
        {vehicle ? (
          <p css={toward}>
            {i18n._(msg`Trading toward:`)} <strong>{vehicleTitle(vehicle)}</strong>{" "}
            {i18n._(msg`(stock ${ph({ stock: vehicle.stockNumber })})`)}
          </p>
        ) : (
          <p>
            {i18n._(msg`Have a car from our lot in mind? Use “Value your trade” on its page in the`)}{" "}
            <SiteLink to={ROUTES.inventory}>{i18n._(msg`inventory`)}</SiteLink> {i18n._(msg`and we’ll include it.`)}
          </p>
        )}
        <TradeInForm
          businessName={site.businessName}
          phone={site.phone}
          labelledBy={HEADING_ID}
          stockNumber={vehicle?.stockNumber}
        />
      </Panel>
    </PageContainer>
  );
}
