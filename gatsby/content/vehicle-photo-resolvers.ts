// The sizes of a vehicle photo the pages link to, as fields of its VehiclePhotoImage (vehicle-photo-images.ts):
// `gallery` (the slides), `thumb` (the thumbnails), `share` (the 1200 px JPEG of the share tags, JSON-LD and
// feeds) and `card` (a vehicle's first photo on its card: VehicleCardFields, the inventory index, the shortlist
// data and the alert e-mails). Each is Gatsby's own Image CDN resolver (gatsby-plugin-utils) with the arguments of
// src/lib/images/photo-sizes.ts, so the URLs are Gatsby's: `/.netlify/images?...` with gatsby-adapter-netlify's
// imageCDN, `/_gatsby/image/...` elsewhere (answered by serve:prod). No file is made here: gatsby-config sets
// GATSBY_CLOUD_IMAGE_CDN, which tells the resolvers the host makes the sizes.
import type { CreateResolversArgs } from "gatsby";
import { gatsbyImageResolver, resizeResolver } from "gatsby-plugin-utils/polyfill-remote-file";
import { withDevelopImageUrls } from "../../src/lib/images/develop-image-urls";
import {
  CARD_PHOTO,
  GALLERY_PHOTO,
  GALLERY_THUMB,
  SHARE_PHOTO,
  photoFormats,
  type RequestedFormat,
} from "../../src/lib/images/photo-sizes";
import { setting } from "../../src/lib/settings/setting";

type PhotoImageNode = Parameters<typeof gatsbyImageResolver>[0];
type ImageArgs = Parameters<typeof gatsbyImageResolver>[1];
type ResizeArgs = Parameters<typeof resizeResolver>[1];

/**
 * The resolvers' arguments for each size, fresh lists every time (the resolvers add to them).
 * @internal exported for the tests, which hand them to Gatsby's resolvers as the build does
 */
export function photoSizeArgs(formats: readonly RequestedFormat[]): {
  gallery: ImageArgs;
  thumb: ImageArgs;
  share: ResizeArgs;
  card: ImageArgs;
} {
  return {
    gallery: {
      ...GALLERY_PHOTO,
      breakpoints: [...GALLERY_PHOTO.breakpoints],
      cropFocus: [GALLERY_PHOTO.cropFocus],
      formats: [...formats],
      placeholder: "none",
    },
    thumb: {
      ...GALLERY_THUMB,
      outputPixelDensities: [...GALLERY_THUMB.outputPixelDensities],
      cropFocus: [GALLERY_THUMB.cropFocus],
      formats: [...formats],
      placeholder: "none",
    },
    share: { ...SHARE_PHOTO },
    card: {
      ...CARD_PHOTO,
      outputPixelDensities: [...CARD_PHOTO.outputPixelDensities],
      cropFocus: [CARD_PHOTO.cropFocus],
      formats: [...formats],
      placeholder: "none",
    },
  };
}

/** In `gatsby develop` the sizes are linked where develop answers them (develop-image-urls.ts). */
const forThisCommand = <T>(value: Promise<T>): Promise<T> =>
  setting(process.env, "gatsby_executing_command") === "develop" ? value.then(withDevelopImageUrls) : value;

export function addVehiclePhotoResolvers({ createResolvers, actions, store }: CreateResolversArgs): void {
  const formats = photoFormats(process.env);
  const image = (size: "gallery" | "thumb" | "card") => ({
    type: "GatsbyImageData",
    resolve: (source: PhotoImageNode) =>
      forThisCommand(gatsbyImageResolver(source, photoSizeArgs(formats)[size], actions, store)),
  });
  createResolvers({
    VehiclePhotoImage: {
      gallery: image("gallery"),
      thumb: image("thumb"),
      card: image("card"),
      share: {
        type: "RemoteFileResize",
        resolve: (source: PhotoImageNode) =>
          forThisCommand(resizeResolver(source, photoSizeArgs(formats).share, actions, store)),
      },
    },
  });
}
