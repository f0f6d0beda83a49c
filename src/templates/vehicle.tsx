import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { priceAlert as alerts } from "../components/alerts/price-alert-slot";
import { CreditApplicationForm } from "../components/leads/credit-application-form";
import { VehicleInquiryForm } from "../components/leads/vehicle-inquiry-form";
import { Layout } from "../components/layout";
import { LotContact } from "../components/locations/lot-contact";
import { Seo } from "../components/seo";
import { PhotoPreload } from "../components/ui/photo-preload";
import { VehicleDetailView } from "../components/vehicle-detail/vehicle-detail-view";
import { useCreditApplication } from "../hooks/use-credit-application";
import { useSiteSettings } from "../hooks/use-site-settings";
import { localeOfPath, localizedPath } from "../lib/i18n/locale-paths";
import { lotOf, type Lot } from "../lib/locations/lot";
import { jsonLdScriptContent } from "../lib/seo/json-ld";
import { cardDataFromNode } from "../lib/vehicle-pages/card-data";
import { detailDataOf, inContextOrder, inquiryVehicleOf } from "../lib/vehicle-pages/detail-data";
import type { VehiclePageContext } from "../lib/vehicle-pages/page-context";
import { vehicleHeadOf } from "../lib/vehicle-pages/vehicle-head";
import { vehicleTitle } from "../lib/vehicle/vehicle-title";
import { vehicleCatalogs } from "../locales/vehicle";

/** The vehicle's lot, on a group's site only (the context says so): a one-lot site's page names none. */
function lotOfPage(data: Queries.VehiclePageQuery, context: VehiclePageContext): Lot | undefined {
  const node = data.vehicle?.lot;
  return context.lotShown && node ? lotOf(node) : undefined;
}

export default function VehicleTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.VehiclePageQuery, VehiclePageContext>) {
  const site = useSiteSettings();
  if (!data.vehicle) throw new Error(`vehicle page: no vehicle with id ${pageContext.id}`);
  const similar = inContextOrder(data.similar.nodes, pageContext.similarIds).map(cardDataFromNode);
  const vehicle = detailDataOf(data.vehicle);
  const lot = lotOfPage(data, pageContext);
  // Only a car on sale can drop in price (a build without alerts has no forms at all: price-alert-slot.ts).
  const priceAlert =
    alerts && vehicle.status === "available"
      ? {
          link: <alerts.PriceAlertLink />,
          section: (
            <alerts.PriceAlertSection
              stockNumber={vehicle.stockNumber}
              name={vehicleTitle(vehicle)}
              path={data.vehicle.path}
              businessName={site.businessName}
            />
          ),
        }
      : undefined;
  // The lender platform's credit application, for a car on sale, with its values where the platform's link takes them.
  const credit = useCreditApplication();
  const pagePath = localizedPath(data.vehicle.path, localeOfPath(location.pathname));
  const creditForm =
    credit && vehicle.status === "available"
      ? (labelledBy: string) => (
          <CreditApplicationForm
            setting={credit}
            businessName={site.businessName}
            phone={lot?.phone ?? site.phone}
            labelledBy={labelledBy}
            returnTo={pagePath}
            vehicle={{ stockNumber: vehicle.stockNumber, vin: vehicle.vin, price: vehicle.price }}
          />
        )
      : undefined;
  return (
    <Layout section="inventory">
      <VehicleDetailView
        vehicle={vehicle}
        similar={similar}
        site={site}
        lot={lot}
        lotContact={lot && <LotContact lot={lot} />}
        priceAlert={priceAlert}
        creditForm={creditForm}
        inquiryForm={
          vehicle.status === "sold" ? undefined : (
            <VehicleInquiryForm
              vehicle={inquiryVehicleOf(vehicle)}
              available={vehicle.status === "available"}
              phone={lot?.phone}
            />
          )
        }
      />
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.VehiclePageQuery, VehiclePageContext>) {
  const site = useSiteSettings();
  if (!data.vehicle) return <Seo title="Vehicle not found" noindex />;
  const vehicle = detailDataOf(data.vehicle);
  const locale = localeOfPath(location.pathname);
  const head = vehicleHeadOf(
    vehicle,
    site,
    data.site?.siteMetadata?.siteUrl ?? "",
    locale,
    lotOfPage(data, pageContext),
  );
  return (
    <Seo
      // The vehicle's own path (not the address asked for) in the page's language: its canonical and hreflang.
      path={localizedPath(data.vehicle.path, locale)}
      catalogs={vehicleCatalogs}
      type="product"
      image={head.shareImage}
      title={head.title}
      description={head.description}
      noindex={head.noindex}
    >
      <PhotoPreload image={vehicle.photos[0]?.main} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(head.jsonLd) }} />
    </Seo>
  );
}

// The gallery's slides, thumbnails and share image are sizes the host's image service makes
// (src/lib/images/photo-sizes.ts); the build makes only the first photo's blurred placeholder, while it sources the
// vehicles (gatsby/content/first-photo-previews.ts), and the slides its preload names
// (gatsby/post-build/write-photo-service.ts).
export const query = graphql`
  query VehiclePage($id: String!, $similarIds: [String!]!, $translations: String!) {
    # The page's messages in its language, read by wrapPageElement (src/components/i18n/page-locale.tsx).
    translations: pageTranslations(key: { eq: $translations }) {
      messages
      labels
    }
    vehicle(id: { eq: $id }) {
      # Every field of the vehicle's declaration (src/templates/fragments/vehicle-detail-fields.ts, written by the build).
      ...VehicleDetailFields
      mainPhoto {
        blurred
      }
      photos {
        alt
        altWritten
        image {
          childVehiclePhotoImage {
            gallery
            thumb
            share {
              src
            }
          }
        }
      }
    }
    similar: allVehicle(filter: { id: { in: $similarIds } }) {
      nodes {
        ...VehicleCardFields
      }
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;
