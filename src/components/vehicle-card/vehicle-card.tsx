import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React, { memo } from "react";
import { Photo as PhotoImage } from "../ui/photo";
import { formatDollars, formatMileage } from "../../lib/format";
import type { VehicleCardData } from "../../lib/inventory/types";
import type { CardSettings } from "../../lib/vehicle-pages/card-settings";
import { HistoryReportLink } from "./history-report-link";
import { SaveButton } from "../saved-list/save-button";
import { PaymentEstimateLine } from "./payment-estimate";
import { PriceReduced } from "./price-reduced";
import { TotalPriceNote } from "../ui/total-price-note";
import { StatusMarker } from "./status-marker";
import { VehicleBadges } from "./vehicle-badges";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { vehicleTitle } from "../../lib/vehicle/vehicle-title";
import { WholeWords } from "../ui/whole-words";
import { vehicleCardCatalogs } from "../../locales/vehicle-card";
import { useI18n, useLocale } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";

// One element with a `css` style per card, its parts styled by class below it: the inventory renders two dozen
// cards on every search change, and each part with a style of its own would cost an Emotion wrapper per render.
const cardStyle = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: 0 6px 20px rgb(0 0 0 / 0.18);
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: var(--focus-ring);
  }
  .photo {
    position: relative;
    aspect-ratio: 4 / 3;
    background: var(--color-surface-muted);
  }
  .marker {
    position: absolute;
    top: ${space.md};
    left: ${space.md};
  }
  /* Above the title link that stretches over the card. */
  .save {
    position: absolute;
    top: ${space.sm};
    right: ${space.sm};
    z-index: 2;
  }
  .no-photo {
    display: grid;
    height: 100%;
    place-items: center;
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
  }
  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${space.xs};
    padding: ${space.md} ${space.lg} ${space.lg};
  }
  .title {
    margin: 0;
    font-size: ${fontSize.lg};
    line-height: 1.3;
  }
  .title a {
    color: var(--color-text);
    text-decoration: none;
  }
  /* The whole card is one link target; the title link stretches over it. */
  .title a::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  .title a:focus-visible {
    outline: none;
  }
  .meta {
    margin: 0;
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
  }
  .price {
    margin: ${space["2xs"]} 0 0;
    color: var(--color-price);
    font-size: ${fontSize["3xl"]};
    font-weight: ${fontWeight.heavy};
    line-height: 1.2;
  }
  .badges {
    margin-top: auto;
    padding-top: ${space.sm};
  }
`;

export interface VehicleCardProps {
  vehicle: VehicleCardData;
  settings: CardSettings;
  /** Load the photo at once (the first row); the rest wait until they are near the screen. */
  eager?: boolean;
  /** Its photo is the page's largest paint: fetched at high priority. */
  lead?: boolean;
}

// Memoised: a new search renders only the cards that are new to the page (see cardDataCache).
export const VehicleCard = memo(function VehicleCard({
  vehicle,
  settings,
  eager = false,
  lead = false,
}: VehicleCardProps) {
  const i18n = useI18n(vehicleCardCatalogs);
  const locale = useLocale();
  const sold = vehicle.status === "sold";
  const title = vehicleTitle(vehicle);
  const { stockNumber, lotName } = vehicle;
  return (
    <article css={cardStyle}>
      <div className="photo">
        {vehicle.image ? (
          // The title says what the car is; the photo is decoration inside the same link target.
          <PhotoImage
            key={vehicle.path}
            image={vehicle.image}
            alt=""
            loading={eager || lead ? "eager" : "lazy"}
            priority={lead ? "high" : undefined}
          />
        ) : vehicle.photoPending ? (
          <div className="no-photo" aria-hidden="true" />
        ) : (
          <div className="no-photo">{i18n._(msg`Photo coming soon`)}</div>
        )}
        <StatusMarker status={vehicle.status} className="marker" />
        <SaveButton stockNumber={vehicle.stockNumber} title={title} className="save" />
      </div>
      <div className="body">
        {/* A vehicle's name (make, model, trim) is a name in every language: translators and tools leave it. */}
        <h3 className="title" translate="no">
          <SiteLink to={vehicle.path}>
            <WholeWords text={title} />
          </SiteLink>
        </h3>
        <p className="meta">{`${formatMileage(vehicle.mileage, locale)} · ${i18n._(msg`Stock ${stockNumber}`)}`}</p>
        {/* A group's car: the lot it is on, by its name (a name in every language: no words to load). */}
        {lotName && <p className="meta">{lotName}</p>}
        {!sold && (
          <>
            <p className="price">{formatDollars(vehicle.price, locale)}</p>
            {settings.totalPriceNote && <TotalPriceNote />}
            {vehicle.priceReduction && <PriceReduced price={vehicle.price} reduction={vehicle.priceReduction} />}
            <PaymentEstimateLine price={vehicle.price} financing={settings.financing} />
          </>
        )}
        <div className="badges">
          <VehicleBadges badges={vehicle.badges} labels={settings.badgeLabels} />
        </div>
        <HistoryReportLink report={settings.historyReport} vin={vehicle.vin} />
      </div>
    </article>
  );
});
