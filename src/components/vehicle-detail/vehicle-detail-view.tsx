import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import type { Lot } from "../../lib/locations/lot";
import { bodyStyleLabel, drivetrainLabel } from "../../lib/content/vehicle-field-labels";
import { featureLabel } from "../../lib/content/feature-labels";
import { formatDollars, formatMiles } from "../../lib/format";
import { localizedField } from "../../lib/i18n/localized-text";
import type { VehicleCardData } from "../../lib/inventory/types";
import { ascItemAttribute } from "../../lib/analytics/asc-item";
import { ROUTES } from "../../lib/paths";
import { ButtonAnchor } from "../ui/button";
import { ButtonRow } from "../ui/button-row";
import { PageContainer } from "../ui/page-container";
import {
  breadcrumbStyle,
  detailsStyle,
  featuresStyle,
  galleryCornerStyle,
  similarStyle,
  summaryStyle,
  topStyle,
} from "./vehicle-detail-styles";
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
import { TotalPriceNote } from "../ui/total-price-note";
import { RightToCancel } from "./right-to-cancel";
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
import { vehicleCatalogs } from "../../locales/vehicle";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { CREDIT_SECTION_ID, CreditSection } from "./credit-section";
import { PaintColourText } from "./paint-colour-text";
import { vehicleWithStock } from "./vehicle-with-stock";
import { SiteLink } from "../i18n/site-link";

export interface VehicleDetailViewProps {
  vehicle: VehicleDetailData;
  similar: VehicleCardData[];
  site: SiteSettings;
  /** On a group's site, the lot the car is on: its phone and e-mail replace the site's, and the page names it. */
  lot?: Lot;
  /** Where the page says the car is (LotContact), given with `lot`. */
  lotContact?: React.ReactNode;
  /** The vehicle inquiry form, placed in the "Ask about this vehicle" section. */
  inquiryForm?: React.ReactNode;
  /**
   * The credit application on the dealer's lender platform (src/components/leads/credit-application-form.tsx),
   * given the id of its section's heading; set for an available car when the site has a lender platform.
   */
  creditForm?: (labelledBy: string) => React.ReactNode;
  /** The price-drop alert (src/components/alerts): a link beside the price, and its section. */
  priceAlert?: { link: React.ReactNode; section: React.ReactNode };
}

/** The vehicle detail page: photos, facts, price and payment estimate, warranty, inquiry, similar vehicles. */
export function VehicleDetailView(props: VehicleDetailViewProps) {
  const { vehicle, similar, site, lot, lotContact, inquiryForm, creditForm, priceAlert } = props;
  const i18n = useI18n(vehicleCatalogs);
  // The lot's own line and mailbox on a group's site, the dealer's otherwise.
  const phone = lot?.phone ?? site.phone;
  const email = lot?.email ?? site.email;
  const locale = useLocale();
  const name = vehicleName(vehicle);
  const price = formatDollars(vehicle.price, locale);
  const business = site.businessName;
  const sold = vehicle.status === "sold";
  const settings = cardSettingsOf(site);
  const reserve = reserveLinkOf(site.reserve, vehicle);
  return (
    <PageContainer>
      <nav css={breadcrumbStyle} aria-label={i18n._(msg`Breadcrumb`)}>
        <ol>
          <li>
            <SiteLink to={ROUTES.inventory}>{i18n._(msg`Inventory`)}</SiteLink>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      {sold && <SoldNotice title={shortVehicleTitle(vehicle)} />}
      <div css={topStyle} {...ascItemAttribute(vehicle)}>
        <div css={galleryCornerStyle}>
          <VehicleGallery photos={vehicle.photos} title={name} />
          <SaveButton stockNumber={vehicle.stockNumber} title={name} className="save" />
        </div>
        <div css={summaryStyle}>
          <div>
            <StatusMarker status={vehicle.status} />
            {/* The vehicle's name is a name in every language: translators and tools leave it. */}
            <h1 translate="no">
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
              {formatMiles(vehicle.mileage, locale)} · {bodyStyleLabel(vehicle.bodyStyle, locale)} ·{" "}
              {drivetrainLabel(vehicle.drivetrain, locale)} · <PaintColourText paint={vehicle.exteriorColor} />
            </p>
          </div>
          {!sold && (
            <>
              <p className="price">
                <span className="visually-hidden">{i18n._(msg`Price:`)} </span>
                {price}
              </p>
              {site.sellsInCalifornia && <TotalPriceNote />}
              {vehicle.priceReduction && (
                <PriceReduced price={vehicle.price} reduction={vehicle.priceReduction} showWas />
              )}
              <PriceBreakdown
                vehiclePrice={vehicle.vehiclePrice}
                fees={site.fees}
                exclusionsNoted={site.sellsInCalifornia ?? false}
              />
              {site.sellsInCalifornia && <RightToCancel totalPrice={vehicle.price} />}
              <PaymentEstimateBox price={vehicle.price} financing={site.financing} />
              {priceAlert?.link}
            </>
          )}
          {vehicle.status === "pending" && (
            <p className="pending-note">
              {i18n._(
                msg`A sale is pending on this vehicle. Call us to check whether it is still available, or to hear first if it comes back.`,
              )}
            </p>
          )}
          <VehicleBadges badges={vehicle.badges} labels={site.badges} />
          {reserve && <ReserveButton link={reserve} />}
          <ButtonRow>
            {vehicle.status === "available" && inquiryForm && <ConfirmAvailabilityButton sectionId="inquiry" />}
            <ContactButtons phone={phone} vehicleName={i18n._(vehicleWithStock(name, vehicle.stockNumber))} />
            <ShareButton title={name} text={i18n._(msg`${name} for ${price} at ${business}`)} />
            <ButtonAnchor variant="secondary" href="#inquiry" data-asc-cta="">
              {i18n._(msg`Ask about this vehicle`)}
            </ButtonAnchor>
            <TradeInLink stockNumber={sold ? undefined : vehicle.stockNumber} />
          </ButtonRow>
          {creditForm && (
            <ButtonAnchor variant="secondary" href={`#${CREDIT_SECTION_ID}`} data-asc-cta="">
              {i18n._(msg`Apply for financing on this car`)}
            </ButtonAnchor>
          )}
          <dl className="ids">
            {/* A message too, though the same in Spanish: spelled out once, in the specifications (glossary). */}
            <dt>{i18n._(msg({ message: "VIN", context: "the short label beside the stock number" }))}</dt>
            <dd>{vehicle.vin}</dd>
            <dt>{i18n._(msg`Stock`)}</dt>
            <dd>{vehicle.stockNumber}</dd>
          </dl>
          <HistoryReportLink report={site.historyReport} vin={vehicle.vin} />
          <RecallCheck vin={vehicle.vin} />
        </div>
      </div>
      <div css={detailsStyle}>
        <div>
          {vehicle.video && (
            <section aria-labelledby="video-heading">
              <h2 id="video-heading">{i18n._(msg`Walk-around video`)}</h2>
              <WalkaroundVideo video={vehicle.video} title={name} poster={vehicle.photos[0]?.main ?? null} />
            </section>
          )}
          <section aria-labelledby="about-heading">
            <h2 id="about-heading">{i18n._(msg`About this vehicle`)}</h2>
            <p>
              <LocalizedSpan text={localizedField(vehicle.description, locale)} />
            </p>
          </section>
          {vehicle.features.length > 0 && (
            <section aria-labelledby="features-heading">
              <h2 id="features-heading">{i18n._(msg`Features`)}</h2>
              <ul css={featuresStyle}>
                {vehicle.features.map((feature) => {
                  const label = featureLabel(feature, locale);
                  return (
                    <li key={feature} lang={label.lang === locale ? undefined : label.lang}>
                      {label.text}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading">{i18n._(msg`Specifications`)}</h2>
            <SpecTable vehicle={vehicle} labelledBy="specs-heading" />
          </section>
        </div>
        <div>
          <section aria-labelledby="warranty-heading">
            <h2 id="warranty-heading">{i18n._(msg`Warranty (Buyers Guide)`)}</h2>
            <BuyersGuideStatus
              warranty={vehicle.warranty}
              locale={locale}
              serviceContract={site.serviceContract ?? false}
              dealer={lot && { ...lot.buyersGuide, phone: lot.phone, email: lot.email }}
            />
          </section>
          <InquirySection
            vehicle={inquiryVehicleOf(vehicle)}
            phone={phone}
            email={email}
            lot={lotContact}
            reviews={site.reviews}
          >
            {inquiryForm}
          </InquirySection>
          {creditForm && <CreditSection>{creditForm}</CreditSection>}
          {priceAlert?.section}
        </div>
      </div>
      {similar.length > 0 && (
        <section css={similarStyle} aria-labelledby="similar-heading">
          <h2 id="similar-heading">{i18n._(msg`Similar vehicles`)}</h2>
          <VehicleGrid vehicles={similar} settings={settings} label={i18n._(msg`Similar vehicles`)} density="row" />
        </section>
      )}
      {(!sold || similar.length > 0) && <FinanceDisclaimer financing={site.financing} phone={phone} />}
    </PageContainer>
  );
}
