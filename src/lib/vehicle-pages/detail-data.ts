// The vehicle page query's node as the detail view's plain data: the plain fields through the one narrowing
// (vehicle-node.ts), the photos, video and warranty from their node forms.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { withPlaceholder } from "../images/picture";
import { GALLERY_PHOTO_SIZES } from "../images/photo-sizes";
import { withImageSizes } from "../inventory/card-image";
import type { Warranty } from "../content/vehicle-schema";
import type { InquiryVehicle } from "../leads/lead-vehicle";
import type { VideoHost } from "../content/video-source";
import type { Vehicle } from "../vehicle/vehicle-shapes";
import { narrowVehicleNode } from "./vehicle-node";
import { warrantyOf as warrantyFromNode } from "../content/warranty-of";

export type VehicleDetailNode = NonNullable<Queries.VehiclePageQuery["vehicle"]>;

export interface VehicleDetailPhoto {
  alt: string;
  /** The alt is staff's English text; otherwise the build's "photo n of m", which the page words itself. */
  altWritten: boolean;
  main: IGatsbyImageData | null;
  thumb: IGatsbyImageData | null;
  /** The 1200 px JPEG of the share tags and JSON-LD (the marketplace feeds link the same file). */
  share: string | null;
}

/** A walk-around video as the page plays it: a hosted player behind a poster, or a file of the build. */
export type VehicleDetailVideo =
  { kind: "hosted"; host: VideoHost; watchUrl: string; embedUrl: string } | { kind: "file"; src: string };

export type VehicleDetailData = Vehicle & { photos: VehicleDetailPhoto[]; video?: VehicleDetailVideo };

/** The node's warranty as the content type (warranty-of.ts). */
export const warrantyOf = (node: VehicleDetailNode["warranty"]): Warranty => warrantyFromNode(node);

function videoOf(node: VehicleDetailNode["video"]): VehicleDetailVideo | undefined {
  if (!node) return undefined;
  if (node.file?.publicURL) return { kind: "file", src: node.file.publicURL };
  const host = node.host === "youtube" || node.host === "vimeo" ? node.host : undefined;
  if (host && node.watchUrl && node.embedUrl)
    return { kind: "hosted", host, watchUrl: node.watchUrl, embedUrl: node.embedUrl };
  return undefined;
}

export function detailDataOf(node: VehicleDetailNode): VehicleDetailData {
  // Its lot's details are read apart (lotOf), and only on a group's site (VehiclePageContext.lotShown).
  const { id: _id, mainPhoto, photos, video: videoNode, warranty, mpgCity, mpgHighway, lot: _lot, ...plain } = node;
  const video = videoOf(videoNode);
  const blurred = mainPhoto?.blurred;
  return {
    ...narrowVehicleNode(plain),
    // Fuel economy is shown as a pair (the schema requires highway with city).
    ...(mpgCity !== null && mpgHighway !== null ? { mpgCity, mpgHighway } : {}),
    warranty: warrantyOf(warranty),
    ...(video ? { video } : {}),
    photos: photos.map(({ alt, altWritten, image }, index) => {
      const sizes = image?.childVehiclePhotoImage;
      const gallery = sizes?.gallery ? withImageSizes(sizes.gallery, GALLERY_PHOTO_SIZES) : null;
      return {
        alt,
        altWritten,
        // The first photo is the page's main image: shown on its blurred placeholder (made by the build) while it loads.
        main: gallery && index === 0 && blurred ? withPlaceholder(gallery, blurred) : gallery,
        thumb: sizes?.thumb ?? null,
        share: sizes?.share?.src ?? null,
      };
    }),
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
