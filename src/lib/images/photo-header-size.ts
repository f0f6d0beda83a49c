// A JPEG's, PNG's or WebP's width and height as its header states them, read from the bytes without decoding
// anything (the import's check of the photo size rule, photo-size-limit.ts, on bytes it holds). Undefined when the
// header does not say (a damaged or cut-off file): the build and the image service read it again with sharp.
import type { PhotoDimensions } from "./photo-size-limit";

const u16be = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | u16be(bytes, at + 2)) >>> 0;
const u16le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2] << 16);
const text = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const known = (width: number, height: number): PhotoDimensions | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

/** IHDR, the first chunk: width and height at bytes 16 and 20. */
function pngSize(bytes: Uint8Array): PhotoDimensions | undefined {
  if (bytes.length < 24 || text(bytes, 12, 16) !== "IHDR") return undefined;
  return known(u32be(bytes, 16), u32be(bytes, 20));
}

/** The first start-of-frame segment (SOF0 to SOF15 but DHT, JPG and DAC), found by walking the segments. */
function jpegSize(bytes: Uint8Array): PhotoDimensions | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // a marker without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or the scan: no frame before it
    const length = u16be(bytes, at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return known(u16be(bytes, at + 7), u16be(bytes, at + 5));
    }
    at += 2 + length;
  }
  return undefined;
}

/** The first chunk after `RIFF....WEBP`: lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
function webpSize(bytes: Uint8Array): PhotoDimensions | undefined {
  const chunk = text(bytes, 12, 16);
  if (chunk === "VP8 " && bytes.length >= 30 && u24le(bytes, 23) === 0x2a019d)
    return known(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  if (chunk === "VP8L" && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = (bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24)) >>> 0;
    return known((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X" && bytes.length >= 30) return known(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  return undefined;
}

/** The dimensions a photo's header states, for the type its first bytes showed (sniff-image.ts). */
export function photoHeaderSize(type: "jpg" | "png" | "webp", bytes: Uint8Array): PhotoDimensions | undefined {
  if (type === "png") return pngSize(bytes);
  if (type === "jpg") return jpegSize(bytes);
  return webpSize(bytes);
}
