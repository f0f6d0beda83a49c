// The browser's MD5 (src/lib/images/md5-hex.ts) gives node:crypto's digest, which Gatsby's image CDN URLs carry:
// across the block boundaries (55, 56, 64 bytes), and for text beyond ASCII (hashed as UTF-8).
import { createHash } from "node:crypto";
import { md5Hex } from "../../src/lib/images/md5-hex";

const nodeMd5 = (text: string) => createHash("md5").update(text).digest("hex");

it("gives RFC 1321's digests", () => {
  expect(md5Hex("")).toBe("d41d8cd98f00b204e9800998ecf8427e");
  expect(md5Hex("abc")).toBe("900150983cd24fb0d6963f7d28e17f72");
  expect(md5Hex("12345678901234567890123456789012345678901234567890123456789012345678901234567890")).toBe(
    "57edf4a22be3c955ac49da2e2107b67a",
  );
});

it("gives node:crypto's digest for every length up to three blocks, in ASCII and beyond", () => {
  for (let length = 0; length <= 200; length++)
    for (const unit of ["a", "é", "😀"]) {
      const text = unit.repeat(length);
      expect(md5Hex(text), `${length} × ${unit}`).toBe(nodeMd5(text));
    }
});

it("gives the digests of a card photo's address and size, as Gatsby writes them", () => {
  for (const text of [
    "/static/0123456789abcdef0123456789abcdef/2019-honda-civic-h24100-side.jpg",
    "w=320&h=240&fit=crop&crop=center&fm=webp&q=70",
  ])
    expect(md5Hex(text)).toBe(nodeMd5(text));
});
