// Makes sizes of a photo with sharp, as gatsby-plugin-sharp made the build's files: turned upright by its
// EXIF orientation, cropped from the centre to the size's shape, metadata stripped, progressive JPEG, PNG at
// compression level 9, each format at the size's quality. The decoder refuses a photo over the size rule's
// pixels (photo-size-limit.ts), which every caller has checked on the header first. sharp is loaded on the first
// photo (load-sharp.ts): the build's query engine bundles this file too.
import type sharp from "sharp";
import { loadSharp } from "./load-sharp";
import { MAX_PHOTO_PIXELS } from "./photo-size-limit";
import type { PhotoSize } from "./service-sizes";

const decoded = async (input: string | Buffer) =>
  (await loadSharp())(input, { failOn: "warning", limitInputPixels: MAX_PHOTO_PIXELS }).rotate();

/**
 * The photos resizePhotoSizes decodes once, whole, for all its sizes: up to 16 megapixels, some 64 MB of pixels
 * while its sizes are made. A larger one is decoded for each size, as resizePhoto does.
 */
const DECODED_ONCE_MAX_PIXELS = 16_000_000;

export async function resizePhoto(input: string | Buffer, size: PhotoSize): Promise<Buffer> {
  return encode(await decoded(input), size);
}

/**
 * Several sizes of one photo from one decode of it, for the build, which makes a photo's first-paint sizes
 * together: decoding a 1600 x 1200 JPEG again for each size was a tenth of making its five card sizes. Each file
 * is the size resizePhoto makes, but resampled from the whole photo where resizePhoto may shrink a JPEG while
 * decoding it (the same picture; the bytes may differ).
 */
export async function resizePhotoSizes(input: string | Buffer, sizes: readonly PhotoSize[]): Promise<Buffer[]> {
  const { width = 0, height = 0 } = sizes.length > 1 ? await readPhotoMetadata(input) : {};
  if (width * height === 0 || width * height > DECODED_ONCE_MAX_PIXELS)
    return Promise.all(sizes.map((size) => resizePhoto(input, size)));
  const { data, info } = await (await decoded(input)).raw().toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const sharp = await loadSharp();
  const made: Buffer[] = [];
  for (const size of sizes) made.push(await encode(sharp(data, pixels), size));
  return made;
}

function encode(photo: sharp.Sharp, size: PhotoSize): Promise<Buffer> {
  const pipeline = photo.resize(Math.round(size.width), size.height, { fit: "cover", position: "centre" });
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
