// Makes one size of a photo with sharp, as gatsby-plugin-sharp made the build's files: turned upright by its
// EXIF orientation, cropped from the centre to the size's shape, metadata stripped, progressive JPEG, PNG at
// compression level 9, each format at the size's quality. The decoder refuses a photo over the size rule's
// pixels (photo-size-limit.ts), which every caller has checked on the header first. sharp is loaded on the first
// photo (load-sharp.ts): the build's query engine bundles this file too.
import type sharp from "sharp";
import { loadSharp } from "./load-sharp";
import { MAX_PHOTO_PIXELS } from "./photo-size-limit";
import type { PhotoSize } from "./service-sizes";

export async function resizePhoto(input: string | Buffer, size: PhotoSize): Promise<Buffer> {
  const sharp = await loadSharp();
  const pipeline = sharp(input, { failOn: "warning", limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize(Math.round(size.width), size.height, { fit: "cover", position: "centre" });
  const { quality } = size;
  switch (size.format) {
    case "jpg":
      return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, progressive: true }).toBuffer();
    case "png":
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality }).toBuffer();
    case "avif":
      return pipeline.avif({ quality }).toBuffer();
  }
}

/**
 * The photo's metadata, read from its header only. sharp's pixel limit would refuse a large photo here without
 * saying its size, so the header is read without it and the caller checks the size rule on what it says.
 */
export async function readPhotoMetadata(input: string | Buffer): Promise<sharp.Metadata> {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: false }).metadata();
}
