// A photo's blurred preview: the photo 20 px wide in its own shape, as a data URL a page draws behind the photo
// until it has loaded (src/lib/images/picture.ts). It is what gatsby-plugin-sharp's `resize(base64: true)` made:
// turned upright by its EXIF orientation, metadata stripped, in the photo's own format (JPEG at quality 50,
// progressive; PNG at compression level 9; WebP at quality 50), and WebP for an AVIF, which a browser can show
// as a data URL where it can show the AVIF's own sizes. A JPEG is decoded at an eighth of its size or less
// (shrink-on-load), so a preview costs a few milliseconds. The build makes one per vehicle's first photo
// (gatsby/content/first-photo-previews.ts).
//
// sharp is loaded when the first preview is made, not with this file (load-sharp.ts): the build's query engine
// bundles this file too, and must never load sharp.
import { loadSharp } from "./load-sharp";
import { MAX_PHOTO_PIXELS } from "./photo-size-limit";
import type { PhotoFormat } from "./photo-sizes";

/**
 * The preview's width in pixels (gatsby-plugin-sharp's `base64Width`).
 * @internal exported for its tests
 */
export const PREVIEW_WIDTH = 20;
const QUALITY = 50;

/** What a preview is made from and how: part of a cached preview's key, so a change here makes them again. */
export const PREVIEW_RECIPE = `${PREVIEW_WIDTH}w q${QUALITY} v1`;

export async function blurredPreview(input: string | Buffer, format: PhotoFormat): Promise<string> {
  const sharp = await loadSharp();
  const pipeline = sharp(input, { failOn: "warning", limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize({ width: PREVIEW_WIDTH, fit: "inside" });
  const { data, info } = await (
    format === "jpg"
      ? pipeline.jpeg({ quality: QUALITY, progressive: true })
      : format === "png"
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: false })
        : pipeline.webp({ quality: QUALITY })
  ).toBuffer({ resolveWithObject: true });
  return `data:image/${info.format};base64,${data.toString("base64")}`;
}
