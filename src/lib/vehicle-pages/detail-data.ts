// The vehicle page query's node as the detail view's plain data. The content was validated with zod before
// it became nodes; GraphQL only loosened the types (closed lists to strings, optional to null), and this is
// the one place they are narrowed back.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { VehicleContent, Warranty } from "../content/vehicle-schema";
import type { InquiryVehicle } from "../leads/lead-vehicle";
import type { PriceReduction } from "../pricing/price-reduction";
import type { VideoHost } from "../content/video-source";
import { badgesOf, bodyStyleOf, drivetrainOf, fuelTypeOf, statusOf, transmissionOf } from "../vehicle/vocabulary";

export type VehicleDetailNode = NonNullable<Queries.VehiclePageQuery["vehicle"]>;

export interface VehicleDetailPhoto {
  alt: string;
  main: IGatsbyImageData | null;
  thumb: IGatsbyImageData | null;
}

/** A walk-around video as the page plays it: a hosted player behind a poster, or a file of the build. */
export type VehicleDetailVideo =
  { kind: "hosted"; host: VideoHost; watchUrl: string; embedUrl: string } | { kind: "file"; src: string };

export type VehicleDetailData = Omit<VehicleContent, "photos" | "previousPrice" | "priceReducedOn" | "video"> & {
  path: string;
  photos: VehicleDetailPhoto[];
  video?: VehicleDetailVideo;
  /** The file's price; `price` is the advertised price (fees added at build time). */
  vehiclePrice: number;
  priceReduction?: PriceReduction;
};

export function warrantyOf(node: VehicleDetailNode["warranty"]): Warranty {
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

function videoOf(node: VehicleDetailNode["video"]): VehicleDetailVideo | undefined {
  if (!node) return undefined;
  if (node.file?.publicURL) return { kind: "file", src: node.file.publicURL };
  const host = node.host === "youtube" || node.host === "vimeo" ? node.host : undefined;
  if (host && node.watchUrl && node.embedUrl)
    return { kind: "hosted", host, watchUrl: node.watchUrl, embedUrl: node.embedUrl };
  return undefined;
}

export function detailDataOf(node: VehicleDetailNode): VehicleDetailData {
  const video = videoOf(node.video);
  const firstPhotoBlurred = node.mainPhoto?.image?.childImageSharp?.gatsbyImageData ?? null;
  return {
    vin: node.vin,
    stockNumber: node.stockNumber,
    path: node.path,
    year: node.year,
    make: node.make,
    model: node.model,
    trim: node.trim,
    bodyStyle: bodyStyleOf(node.bodyStyle),
    mileage: node.mileage,
    price: node.price,
    vehiclePrice: node.vehiclePrice,
    ...(node.priceReduction ? { priceReduction: { ...node.priceReduction } } : {}),
    exteriorColor: node.exteriorColor,
    interiorColor: node.interiorColor,
    transmission: transmissionOf(node.transmission),
    drivetrain: drivetrainOf(node.drivetrain),
    fuelType: fuelTypeOf(node.fuelType),
    engine: node.engine,
    ...(node.mpgCity !== null && node.mpgHighway !== null
      ? { mpgCity: node.mpgCity, mpgHighway: node.mpgHighway }
      : {}),
    features: [...node.features],
    description: node.description,
    badges: badgesOf(node.badges),
    status: statusOf(node.status),
    dateInStock: node.dateInStock,
    warranty: warrantyOf(node.warranty),
    ...(video ? { video } : {}),
    photos: node.photos.map((photo, index) => ({
      alt: photo.alt,
      // The first photo is the page's main image: same files, with a blurred placeholder while it loads.
      main: (index === 0 && firstPhotoBlurred) || photo.image?.childImageSharp?.main || null,
      thumb: photo.image?.childImageSharp?.thumb ?? null,
    })),
  };
}

/** What the inquiry form sends with a lead: who the vehicle is, and the page a no-JavaScript post returns to. */
export function inquiryVehicleOf(vehicle: VehicleDetailData): InquiryVehicle {
  const { vin, stockNumber, year, make, model, trim, price, path } = vehicle;
  return { vin, stockNumber, year, make, model, trim, price, path };
}

/** Similar vehicles in the order the page context lists them (the query returns them unordered). */
export function inContextOrder<T extends { id: string }>(nodes: readonly T[], ids: readonly string[]): T[] {
  const order = new Map(ids.map((id, index) => [id, index]));
  return [...nodes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
