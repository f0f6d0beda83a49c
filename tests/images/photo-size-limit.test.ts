// The photo size rule (12,000 pixels a side, 50 megapixels), the header reader the import checks it with, and
// the decoder's own cap: real photos made with sharp, and PNGs whose header states a size their few bytes of
// picture do not hold (a decoder would fail on them; the rule must refuse them first).
import sharp from "sharp";
import { photoHeaderSize } from "../../src/lib/images/photo-header-size";
import { MAX_PHOTO_PIXELS, photoSizeProblem } from "../../src/lib/images/photo-size-limit";
import { readPhotoMetadata, resizePhoto } from "../../src/lib/images/resize-photo";
import { headerOnlyPng } from "../support/header-only-png";

const RULE = "photos may be at most 12,000 pixels a side and 50 megapixels";

describe("the photo size rule", () => {
  it("takes a camera's largest photo, and up to 12,000 pixels a side within 50 megapixels", () => {
    for (const [width, height] of [
      [8256, 5504],
      [12_000, 4166],
      [4166, 12_000],
      [7071, 7071],
    ])
      expect(photoSizeProblem("a.jpg", { width, height }), `${width} x ${height}`).toBeUndefined();
  });

  it("refuses a longer side or more pixels, saying the size and the limit", () => {
    expect(photoSizeProblem("vast.png", { width: 16_383, height: 16_383 })).toBe(
      `vast.png is 16,383 x 16,383 pixels; ${RULE}`,
    );
    expect(photoSizeProblem("pano.jpg", { width: 12_001, height: 300 })).toBe(
      `pano.jpg is 12,001 x 300 pixels; ${RULE}`,
    );
    expect(photoSizeProblem("tall.jpg", { width: 300, height: 12_001 })).toMatch(/is 300 x 12,001 pixels/);
    expect(photoSizeProblem("square.jpg", { width: 7072, height: 7072 })).toBe(
      `square.jpg is 7,072 x 7,072 pixels; ${RULE}`,
    );
  });
});

describe("a photo's size from its header bytes", () => {
  const make = (format: "jpeg" | "png" | "webp", options: sharp.WebpOptions = {}) =>
    sharp({ create: { width: 901, height: 333, channels: 4, background: "#33669980" } })
      .toFormat(format, options)
      .toBuffer();

  it("reads JPEG, PNG and WebP (lossy, lossless and extended) as sharp does", async () => {
    expect(photoHeaderSize("jpg", await make("jpeg"))).toEqual({ width: 901, height: 333 });
    expect(photoHeaderSize("png", await make("png"))).toEqual({ width: 901, height: 333 });
    const lossy = await sharp({ create: { width: 901, height: 333, channels: 3, background: "#336699" } })
      .webp()
      .toBuffer();
    expect(photoHeaderSize("webp", lossy)).toEqual({ width: 901, height: 333 });
    expect(photoHeaderSize("webp", await make("webp", { lossless: true }))).toEqual({ width: 901, height: 333 });
    // Alpha in a lossy WebP makes it extended (VP8X).
    expect(photoHeaderSize("webp", await make("webp"))).toEqual({ width: 901, height: 333 });
  });

  it("reads a JPEG's frame behind its EXIF (the stored size, before the orientation turns it)", async () => {
    const turned = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photoHeaderSize("jpg", turned)).toEqual({ width: 640, height: 480 });
  });

  it("reads the size a PNG's header states, whatever its bytes hold", () => {
    expect(photoHeaderSize("png", headerOnlyPng(16_383, 16_383))).toEqual({ width: 16_383, height: 16_383 });
  });

  it("is undefined for a header cut short", async () => {
    expect(photoHeaderSize("jpg", (await make("jpeg")).subarray(0, 20))).toBeUndefined();
    expect(photoHeaderSize("png", (await make("png")).subarray(0, 20))).toBeUndefined();
    expect(photoHeaderSize("webp", (await make("webp")).subarray(0, 20))).toBeUndefined();
  });
});

describe("sharp on photos over the rule", () => {
  it("reads the header of any size (so the rule can say it)", async () => {
    const metadata = await readPhotoMetadata(headerOnlyPng(20_000, 20_000));
    expect([metadata.width, metadata.height]).toEqual([20_000, 20_000]);
  });

  it("refuses to decode more than 50 megapixels, before reading the picture", async () => {
    expect(MAX_PHOTO_PIXELS).toBe(50_000_000);
    const size = { width: 800, height: 600, format: "jpg", quality: 70 } as const;
    await expect(resizePhoto(headerOnlyPng(7072, 7072), size)).rejects.toThrow("Input image exceeds pixel limit");
  });
});
