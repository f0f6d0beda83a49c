// Makes one size of a photo with sharp, as gatsby-plugin-sharp made the build's files: turned upright by its
// EXIF orientation, cropped from the centre to the size's shape, metadata stripped, progressive JPEG, PNG at
// compression level 9, each format at the size's quality.
import sharp from "sharp";
import type { PhotoSize } from "./service-sizes";

export async function resizePhoto(input: string | Buffer, size: PhotoSize): Promise<Buffer> {
  const pipeline = sharp(input, { failOn: "warning" })
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

/** The photo's metadata, read from its header only. */
export async function readPhotoMetadata(file: string): Promise<sharp.Metadata> {
  return sharp(file).metadata();
}
