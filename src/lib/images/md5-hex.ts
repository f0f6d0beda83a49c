// The MD5 of a string's UTF-8 bytes in hex, as node:crypto's createHash("md5") and Gatsby's createContentDigest
// give it (RFC 1321). For the browser, which rebuilds a card photo's image CDN URLs from a few characters a car
// (src/lib/inventory/card-photo-compact.ts): Gatsby's URLs name the photo by the MD5 of its address and the size by the
// MD5 of its arguments, and Web Crypto has no MD5. Not for anything secret.

/** Each round's left rotations. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
/**
 * RFC 1321's table: floor(|sin(i + 1)| x 2^32). Every entry is at least 0.015 from the next integer, so an engine's
 * sine a few units in the last place off (the standard allows it) still gives the same table.
 */
const TABLE = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);

const hexOfWord = (word: number): string => {
  let hex = "";
  for (let byte = 0; byte < 4; byte++) hex += ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, "0");
  return hex;
};

export function md5Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros to 56 bytes of a 64-byte block, then its length in bits (little-endian).
  const blocks = ((bytes.length + 8) >>> 6) + 1;
  const words = new Int32Array(blocks * 16);
  for (let i = 0; i < bytes.length; i++) words[i >> 2] |= bytes[i] << ((i % 4) * 8);
  words[bytes.length >> 2] |= 0x80 << ((bytes.length % 4) * 8);
  words[blocks * 16 - 2] = bytes.length * 8;
  words[blocks * 16 - 1] = Math.floor(bytes.length / 0x20000000);
  let [a, b, c, d] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < words.length; block += 16) {
    const [aa, bb, cc, dd] = [a, b, c, d];
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      let f: number;
      let g: number;
      if (round === 0) [f, g] = [(b & c) | (~b & d), i];
      else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + TABLE[i] + words[block + g]) | 0;
      const shift = SHIFTS[round * 4 + (i % 4)];
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    [a, b, c, d] = [(a + aa) | 0, (b + bb) | 0, (c + cc) | 0, (d + dd) | 0];
  }
  return hexOfWord(a) + hexOfWord(b) + hexOfWord(c) + hexOfWord(d);
}
