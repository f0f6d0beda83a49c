// What a photo is, judged by its first bytes (its "magic number"), never by its name or the server's word:
// a URL ending in .jpg may answer an HTML error page.
export type ImageType = "jpg" | "png" | "webp";

const starts = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts(bytes, ascii("RIFF")) && starts(bytes, ascii("WEBP"), 8)) return "webp";
  return undefined;
}

/** For the message when a "photo" is something else. */
export function describeContent(bytes: Uint8Array): string {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 256)).trimStart().toLowerCase();
  if (head.startsWith("<!doctype html") || head.startsWith("<html") || head.includes("<body")) return "an HTML page";
  if (head.startsWith("<?xml") || head.startsWith("<svg")) return "XML or SVG";
  if (head.startsWith("{") || head.startsWith("[")) return "JSON";
  if (starts(bytes, ascii("GIF8"))) return "a GIF image";
  if (starts(bytes, ascii("ftyp"), 4)) return "an AVIF/HEIC image";
  if (bytes.length === 0) return "nothing (an empty answer)";
  return "not a JPEG, PNG or WebP image";
}
