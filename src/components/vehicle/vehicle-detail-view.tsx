import styled from "@emotion/styled";
import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { formatNumber, formatPrice } from "../../lib/format";
import type { VehicleCardData } from "../../lib/inventory/types";
import { ROUTES } from "../../lib/paths";
import { cardSettingsOf } from "../../lib/vehicle/card-settings";
import { inquiryVehicleOf, type VehicleDetailData } from "../../lib/vehicle/detail-data";
import { vehicleTitle as vehicleName } from "../../lib/vehicle/vehicle-title";
import { ButtonRow, secondaryButton } from "./action-buttons";
import { BuyersGuideStatus } from "./buyers-guide-status";
import { ContactButtons } from "./contact-buttons";
import { FinanceDisclaimer } from "./finance-disclaimer";
import { InquirySection } from "./inquiry-section";
import { PageContainer } from "./page-container";
import { PaymentEstimateBox } from "./payment-estimate";
import { ShareButton } from "./share-button";
import { SoldNotice } from "./sold-notice";
import { SpecTable } from "./spec-table";
import { StatusMarker } from "./status-marker";
import { VehicleBadges } from "./vehicle-badges";
import { VehicleGallery } from "./vehicle-gallery";
import { VehicleGrid } from "./vehicle-grid";

const Breadcrumb = styled.nav`
  margin: 0 0 1rem;
  font-size: 0.9375rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: "›";
    margin-right: 0.375rem;
    color: var(--color-text-muted);
  }
`;

const Top = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    gap: 2rem;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2.125rem);
    line-height: 1.2;
  }
  .trim {
    color: var(--color-text-muted);
    font-weight: 600;
  }
  .facts {
    margin: 0.25rem 0 0;
    color: var(--color-text-muted);
  }
  .price {
    margin: 0;
    color: var(--color-price);
    font-size: 2.25rem;
    font-weight: 800;
    line-height: 1.1;
  }
  .pending-note {
    margin: 0;
    padding: 0.75rem 1rem;
    border-radius: 8px;
    background: var(--color-warning-bg);
    color: var(--color-warning-text);
  }
  .ids {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.125rem 0.75rem;
    margin: 0;
    font-size: 0.9375rem;
  }
  .ids dt {
    color: var(--color-text-muted);
  }
  .ids dd {
    margin: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    overflow-wrap: anywhere;
  }
`;

const AskLink = styled.a(secondaryButton);

const Details = styled.div`
  display: grid;
  gap: 2rem;
  margin-top: 2.5rem;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.375rem;
  }
  section + section {
    margin-top: 2rem;
  }
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li::before {
    content: "✓";
    margin-right: 0.5rem;
    color: var(--color-success);
    font-weight: 800;
  }
`;

const Similar = styled.section`
  margin-top: 3rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.375rem;
  }
`;

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
      {sold && <SoldNotice title={`${vehicle.year} ${vehicle.make} ${vehicle.model}`} />}
      <Top>
        <VehicleGallery photos={vehicle.photos} title={name} />
        <Summary>
          <div>
            <StatusMarker status={vehicle.status} />
            <h1>
              {vehicle.year} {vehicle.make} {vehicle.model}
              {vehicle.trim && <span className="trim"> {vehicle.trim}</span>}
            </h1>
            <p className="facts">
              {formatNumber(vehicle.mileage)} miles · {vehicle.bodyStyle} · {vehicle.drivetrain} · {vehicle.exteriorColor}
            </p>
          </div>
          {!sold && (
            <>
              <p className="price">
                <span className="visually-hidden">Price: </span>
                {formatPrice(vehicle.price)}
              </p>
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
          <ButtonRow>
            <ContactButtons phone={site.phone} vehicleName={`${name} (stock ${vehicle.stockNumber})`} />
            <ShareButton title={name} text={`${name} for ${formatPrice(vehicle.price)} at ${site.businessName}`} />
            <AskLink href="#inquiry">Ask about this vehicle</AskLink>
          </ButtonRow>
          <dl className="ids">
            <dt>VIN</dt>
            <dd>{vehicle.vin}</dd>
            <dt>Stock</dt>
            <dd>{vehicle.stockNumber}</dd>
          </dl>
        </Summary>
      </Top>
      <Details>
        <div>
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
