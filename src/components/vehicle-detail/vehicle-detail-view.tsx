import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { formatDollars, formatNumber } from "../../lib/format";
import type { VehicleCardData } from "../../lib/inventory/types";
import { ascItemAttribute } from "../../lib/analytics/asc-item";
import { ROUTES } from "../../lib/paths";
import { ButtonAnchor } from "../ui/button";
import { ButtonRow } from "../ui/button-row";
import { PageContainer } from "../ui/page-container";
import { Breadcrumb, Details, Features, GalleryCorner, Similar, Summary, Top } from "./vehicle-detail-styles";
import { BuyersGuideStatus } from "./buyers-guide-status";
import { HistoryReportLink } from "../vehicle-card/history-report-link";
import { cardSettingsOf } from "../../lib/vehicle-pages/card-settings";
import { inquiryVehicleOf, type VehicleDetailData } from "../../lib/vehicle-pages/detail-data";
import { shortVehicleTitle, vehicleTitle as vehicleName } from "../../lib/vehicle/vehicle-title";
import { WholeWords } from "../ui/whole-words";
import { ConfirmAvailabilityButton } from "./confirm-availability-button";
import { reserveLinkOf } from "../../lib/content/reserve-link";
import { ReserveButton } from "./reserve-button";
import { ContactButtons } from "./contact-buttons";
import { FinanceDisclaimer } from "../ui/finance-disclaimer";
import { InquirySection } from "./inquiry-section";
import { PaymentEstimateBox } from "../vehicle-card/payment-estimate";
import { PriceReduced } from "../vehicle-card/price-reduced";
import { PriceBreakdown } from "./price-breakdown";
import { RecallCheck } from "./recall-check";
import { SaveButton } from "../saved-list/save-button";
import { ShareButton } from "./share-button";
import { SoldNotice } from "./sold-notice";
import { SpecTable } from "./spec-table";
import { TradeInLink } from "./trade-in-link";
import { StatusMarker } from "../vehicle-card/status-marker";
import { VehicleBadges } from "../vehicle-card/vehicle-badges";
import { VehicleGallery } from "./vehicle-gallery";
import { WalkaroundVideo } from "./walkaround-video";
import { VehicleGrid } from "../vehicle-card/vehicle-grid";

export interface VehicleDetailViewProps {
  vehicle: VehicleDetailData;
  similar: VehicleCardData[];
  site: SiteSettings;
  /** The vehicle inquiry form, placed in the "Ask about this vehicle" section. */
  inquiryForm?: React.ReactNode;
}

/** The vehicle detail page: photos, facts, price and payment estimate, warranty, inquiry, similar vehicles. */
export function VehicleDetailView({ vehicle, similar, site, inquiryForm }: VehicleDetailViewProps) {
  const name = vehicleName(vehicle);
  const sold = vehicle.status === "sold";
  const settings = cardSettingsOf(site);
  const reserve = reserveLinkOf(site.reserve, vehicle);
  return (
    <PageContainer>
      <Breadcrumb aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={ROUTES.inventory}>Inventory</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </Breadcrumb>
      {sold && <SoldNotice title={shortVehicleTitle(vehicle)} />}
      <Top {...ascItemAttribute(vehicle)}>
        <GalleryCorner>
          <VehicleGallery photos={vehicle.photos} title={name} />
          <SaveButton stockNumber={vehicle.stockNumber} title={name} className="save" />
        </GalleryCorner>
        <Summary>
          <div>
            <StatusMarker status={vehicle.status} />
            <h1>
              <WholeWords text={shortVehicleTitle(vehicle)} />
              {vehicle.trim && (
                <>
                  {" "}
                  <span className="trim">
                    <WholeWords text={vehicle.trim} />
                  </span>
                </>
              )}
            </h1>
            <p className="facts">
              {formatNumber(vehicle.mileage)} miles · {vehicle.bodyStyle} · {vehicle.drivetrain} ·{" "}
              {vehicle.exteriorColor}
            </p>
          </div>
          {!sold && (
            <>
              <p className="price">
                <span className="visually-hidden">Price: </span>
                {formatDollars(vehicle.price)}
              </p>
              {vehicle.priceReduction && (
                <PriceReduced price={vehicle.price} reduction={vehicle.priceReduction} showWas />
              )}
              <PriceBreakdown vehiclePrice={vehicle.vehiclePrice} fees={site.fees} />
              <PaymentEstimateBox price={vehicle.price} financing={site.financing} />
            </>
          )}
          {vehicle.status === "pending" && (
            <p className="pending-note">
              A sale is pending on this vehicle. Call us to check whether it is still available, or to hear first if it
              comes back.
            </p>
          )}
          <VehicleBadges badges={vehicle.badges} labels={site.badges} />
          {reserve && <ReserveButton link={reserve} />}
          <ButtonRow>
            {vehicle.status === "available" && inquiryForm && <ConfirmAvailabilityButton sectionId="inquiry" />}
            <ContactButtons phone={site.phone} vehicleName={`${name} (stock ${vehicle.stockNumber})`} />
            <ShareButton title={name} text={`${name} for ${formatDollars(vehicle.price)} at ${site.businessName}`} />
            <ButtonAnchor variant="secondary" href="#inquiry" data-asc-cta="">
              Ask about this vehicle
            </ButtonAnchor>
            <TradeInLink stockNumber={sold ? undefined : vehicle.stockNumber} />
          </ButtonRow>
          <dl className="ids">
            <dt>VIN</dt>
            <dd>{vehicle.vin}</dd>
            <dt>Stock</dt>
            <dd>{vehicle.stockNumber}</dd>
          </dl>
          <HistoryReportLink report={site.historyReport} vin={vehicle.vin} />
          <RecallCheck vin={vehicle.vin} />
        </Summary>
      </Top>
      <Details>
        <div>
          {vehicle.video && (
            <section aria-labelledby="video-heading">
              <h2 id="video-heading">Walk-around video</h2>
              <WalkaroundVideo video={vehicle.video} title={name} poster={vehicle.photos[0]?.main ?? null} />
            </section>
          )}
          <section aria-labelledby="about-heading">
            <h2 id="about-heading">About this vehicle</h2>
            <p>{vehicle.description}</p>
          </section>
          {vehicle.features.length > 0 && (
            <section aria-labelledby="features-heading">
              <h2 id="features-heading">Features</h2>
              <Features>
                {vehicle.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Features>
            </section>
          )}
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading">Specifications</h2>
            <SpecTable vehicle={vehicle} labelledBy="specs-heading" />
          </section>
        </div>
        <div>
          <section aria-labelledby="warranty-heading">
            <h2 id="warranty-heading">Warranty (Buyers Guide)</h2>
            <BuyersGuideStatus warranty={vehicle.warranty} />
          </section>
          <InquirySection vehicle={inquiryVehicleOf(vehicle)} phone={site.phone} email={site.email}>
            {inquiryForm}
          </InquirySection>
        </div>
      </Details>
      {similar.length > 0 && (
        <Similar aria-labelledby="similar-heading">
          <h2 id="similar-heading">Similar vehicles</h2>
          <VehicleGrid vehicles={similar} settings={settings} label="Similar vehicles" density="row" />
        </Similar>
      )}
      {(!sold || similar.length > 0) && <FinanceDisclaimer financing={site.financing} phone={site.phone} />}
    </PageContainer>
  );
}
