import iconv from "iconv-lite";

// Feeds arrive as UTF-8 (with or without a byte order mark) or, from older Windows tools and Excel's
// "CSV" export, as Windows-1252; Excel's "Unicode text" export is UTF-16 with a byte order mark.
export type FeedEncoding = "UTF-8" | "UTF-8 with BOM" | "UTF-16LE" | "UTF-16BE" | "Windows-1252";

export interface DecodedFeed {
  text: string;
  encoding: FeedEncoding;
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * Bytes to text. A byte order mark decides; without one, text that is valid UTF-8 is UTF-8, anything else is
 * Windows-1252, which never fails. Node 20's TextDecoder("windows-1252") decodes as Latin-1 (0x93 stays U+0093
 * instead of a curly quote), so iconv-lite does that part.
 */
export function decodeFeed(bytes: Uint8Array): DecodedFeed {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "UTF-8 with BOM" };
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "UTF-16LE" };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), encoding: "UTF-16BE" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "UTF-8" };
  } catch {
    return {
      text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), "windows-1252"),
      encoding: "Windows-1252",
    };
  }
}
