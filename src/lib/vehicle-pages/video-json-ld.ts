// schema.org `VideoObject` for a vehicle's walk-around video, nested in the page's `Car` as `subjectOf`
// (what search engines read to show the video with the listing).
import { absoluteUrl } from "../seo/site-url";
import type { VehicleDetailVideo } from "./detail-data";

export interface VideoJsonLdInput {
  video: VehicleDetailVideo;
  /** "2019 Honda CR-V EX" */
  vehicleName: string;
  businessName: string;
  /** The poster: the vehicle's main photo, relative to the site or absolute. */
  thumbnail?: string;
  /** YYYY-MM-DD. A video has no date of its own in content: the car's date in stock stands in (filmed then or after). */
  uploadDate: string;
  siteUrl: string;
}

export function videoJsonLd({
  video,
  vehicleName,
  businessName,
  thumbnail,
  uploadDate,
  siteUrl,
}: VideoJsonLdInput): Record<string, unknown> {
  return {
    "@type": "VideoObject",
    name: `Walk-around video of ${vehicleName}`,
    description: `A walk-around video of the ${vehicleName} for sale at ${businessName}.`,
    ...(thumbnail ? { thumbnailUrl: [absoluteUrl(siteUrl, thumbnail)] } : {}),
    uploadDate,
    ...(video.kind === "file"
      ? { contentUrl: absoluteUrl(siteUrl, video.src) }
      : { embedUrl: video.embedUrl, url: video.watchUrl }),
  };
}
