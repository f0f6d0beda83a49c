import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import type { VehiclePageContext } from "../../gatsby/create-vehicle-pages";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { cardDataFromNode } from "../components/vehicle/card-data";
import { VehicleInquiryForm } from "../components/forms/vehicle-inquiry-form";
import { inquiryVehicleOf, VehicleDetailView, vehicleName, type VehicleDetailData } from "../components/vehicle-detail/vehicle-detail-view";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { BadgeKey, VehicleContent, Warranty } from "../lib/content/vehicle-schema";
import { formatNumber, formatPrice } from "../lib/format";
import { jsonLdScriptText, vehicleJsonLd } from "../lib/inventory/vehicle-json-ld";

type VehicleNode = NonNullable<Queries.VehiclePageQuery["vehicle"]>;

function warrantyOf(node: VehicleNode["warranty"]): Warranty {
  if (node.type === "dealer") {
    return {
      type: "dealer",
      coverage: node.coverage === "full" ? "full" : "limited",
      laborPercent: node.laborPercent ?? 0,
      partsPercent: node.partsPercent ?? 0,
      systemsCovered: [...(node.systemsCovered ?? [])],
      duration: node.duration ?? "",
    };
  }
  return { type: node.type === "implied" ? "implied" : "as-is" };
}

/** The page query's vehicle as the view's plain data (content validated the values; GraphQL only loosened types). */
export function detailDataOf(node: VehicleNode): VehicleDetailData {
  const firstPhotoBlurred = node.mainPhoto?.image?.childImageSharp?.gatsbyImageData ?? null;
  return {
    vin: node.vin,
    stockNumber: node.stockNumber,
    path: node.path,
    year: node.year,
    make: node.make,
    model: node.model,
    trim: node.trim,
    bodyStyle: node.bodyStyle as VehicleContent["bodyStyle"],
    mileage: node.mileage,
    price: node.price,
    exteriorColor: node.exteriorColor,
    interiorColor: node.interiorColor,
    transmission: node.transmission as VehicleContent["transmission"],
    drivetrain: node.drivetrain as VehicleContent["drivetrain"],
    fuelType: node.fuelType as VehicleContent["fuelType"],
    engine: node.engine,
    ...(node.mpgCity !== null && node.mpgHighway !== null ? { mpgCity: node.mpgCity, mpgHighway: node.mpgHighway } : {}),
    features: [...node.features],
    description: node.description,
    badges: node.badges as BadgeKey[],
    status: node.status as VehicleContent["status"],
    dateInStock: node.dateInStock,
    warranty: warrantyOf(node.warranty),
    photos: node.photos.map((photo, index) => ({
      alt: photo.alt,
      // The first photo is the page's main image: same files, with a blurred placeholder while it loads.
      main: (index === 0 && firstPhotoBlurred) || photo.image?.childImageSharp?.main || null,
      thumb: photo.image?.childImageSharp?.thumb ?? null,
    })),
  };
}

export default function VehicleTemplate({ data, pageContext }: PageProps<Queries.VehiclePageQuery, VehiclePageContext>) {
  const site = useSiteSettings();
  if (!data.vehicle) throw new Error(`vehicle page: no vehicle with id ${pageContext.id}`);
  const order = new Map(pageContext.similarIds.map((id, index) => [id, index]));
  const similar = [...data.similar.nodes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(cardDataFromNode);
  const vehicle = detailDataOf(data.vehicle);
  return (
    <Layout section="inventory">
      <VehicleDetailView
        vehicle={vehicle}
        similar={similar}
        site={site}
        inquiryForm={vehicle.status === "sold" ? undefined : <VehicleInquiryForm vehicle={inquiryVehicleOf(vehicle)} />}
      />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.VehiclePageQuery, VehiclePageContext>) {
  const site = useSiteSettings();
  if (!data.vehicle) return <Seo title="Vehicle not found" noindex />;
  const vehicle = detailDataOf(data.vehicle);
  const name = vehicleName(vehicle);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  const images = vehicle.photos.map((photo) => photo.main?.images.fallback?.src).filter((src): src is string => Boolean(src));
  const sold = vehicle.status === "sold";
  const where = `${site.address.city}, ${site.address.region}`;
  const description = sold
    ? `This ${name} has been sold. See similar used vehicles for sale at ${site.businessName} in ${where}.`
    : `${name} with ${formatNumber(vehicle.mileage)} miles for ${formatPrice(vehicle.price)} at ${site.businessName} in ${where}. ${vehicle.description}`;
  const jsonLd = vehicleJsonLd({ vehicle, site, siteUrl, images });
  // The first photo is the share image (Open Graph and Twitter card); Seo makes its address absolute.
  const shareImage = images[0] ? { url: images[0], alt: vehicle.photos[0]?.alt ?? name } : undefined;
  return (
    <Seo
      path={data.vehicle.path}
      type="product"
      image={shareImage}
      title={sold ? `Sold: ${name}` : `${name} for sale in ${where}`}
      description={description}
      noindex={sold}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptText(jsonLd) }} />
    </Seo>
  );
}

// The gallery's main images fill the photo column: full width on a phone, about 56% of the page beside the summary.
export const query = graphql`
  query VehiclePage($id: String!, $similarIds: [String!]!) {
    vehicle(id: { eq: $id }) {
      id
      path
      vin
      stockNumber
      year
      make
      model
      trim
      bodyStyle
      mileage
      price
      exteriorColor
      interiorColor
      transmission
      drivetrain
      fuelType
      engine
      mpgCity
      mpgHighway
      features
      description
      badges
      status
      dateInStock
      warranty {
        type
        coverage
        laborPercent
        partsPercent
        systemsCovered
        duration
      }
      mainPhoto {
        image {
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              aspectRatio: 1.3333333333
              breakpoints: [480, 800, 1200]
              sizes: "(min-width: 1200px) 672px, (min-width: 1024px) 56vw, calc(100vw - 32px)"
              placeholder: BLURRED
            )
          }
        }
      }
      photos {
        alt
        image {
          childImageSharp {
            main: gatsbyImageData(
              layout: FULL_WIDTH
              aspectRatio: 1.3333333333
              breakpoints: [480, 800, 1200]
              sizes: "(min-width: 1200px) 672px, (min-width: 1024px) 56vw, calc(100vw - 32px)"
              placeholder: NONE
            )
            thumb: gatsbyImageData(layout: FIXED, width: 96, height: 72, placeholder: NONE)
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
