// The blurred preview a vehicle page shows behind its first photo while the photo loads: real photos made with
// sharp here, previewed by the build's own function, and the preview read back as an image.
import sharp from "sharp";
import { blurredPreview, PREVIEW_WIDTH } from "../../src/lib/images/blurred-preview";

/** A photo of two halves, red above and blue below, so the preview's shape and orientation can be seen. */
async function twoHalves(width: number, height: number): Promise<sharp.Sharp> {
  const half = await sharp({ create: { width, height: height / 2, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } }).composite([
    { input: half, top: height / 2, left: 0 },
  ]);
}

/** The preview's data URL read back: its type, and the image it holds. */
async function readPreview(dataUrl: string) {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  expect(match, dataUrl.slice(0, 40)).not.toBeNull();
  const bytes = Buffer.from(match![2], "base64");
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
  return { type: match![1], bytes, metadata: await sharp(bytes).metadata(), pixel };
}

it("makes a JPEG photo 20 px wide in its own shape, a progressive JPEG of a few hundred bytes", async () => {
  const photo = await (await twoHalves(1600, 1200)).jpeg({ quality: 90 }).toBuffer();
  const preview = await readPreview(await blurredPreview(photo, "jpg"));
  expect(preview.type).toBe("image/jpeg");
  expect([preview.metadata.width, preview.metadata.height]).toEqual([PREVIEW_WIDTH, 15]);
  expect(preview.metadata.isProgressive).toBe(true);
  expect(preview.metadata.exif).toBeUndefined();
  expect(preview.bytes.length).toBeLessThan(1000);
  // Still the photo: red above, blue below.
  const [red, , blue] = preview.pixel(10, 2);
  expect(red).toBeGreaterThan(180);
  expect(blue).toBeLessThan(80);
  const [redBelow, , blueBelow] = preview.pixel(10, 13);
  expect(redBelow).toBeLessThan(80);
  expect(blueBelow).toBeGreaterThan(180);
});

it("turns a photo upright by its EXIF orientation, as the page shows it", async () => {
  // Stored 1600 x 1200 with red on the top half, to be turned a quarter clockwise: upright, it is 1200 x 1600
  // with red on the right.
  const photo = await (await twoHalves(1600, 1200)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  const preview = await readPreview(await blurredPreview(photo, "jpg"));
  expect([preview.metadata.width, preview.metadata.height]).toEqual([PREVIEW_WIDTH, 27]);
  expect(preview.metadata.orientation).toBeUndefined();
  const [redOnRight] = preview.pixel(18, 13);
  const [redOnLeft] = preview.pixel(1, 13);
  expect(redOnRight).toBeGreaterThan(180);
  expect(redOnLeft).toBeLessThan(80);
});

it("keeps a PNG or WebP in its format, and makes an AVIF's preview a WebP", async () => {
  const photo = await twoHalves(800, 600);
  for (const [format, bytes, type] of [
    ["png", await photo.clone().png().toBuffer(), "image/png"],
    ["webp", await photo.clone().webp().toBuffer(), "image/webp"],
    ["avif", await photo.clone().avif().toBuffer(), "image/webp"],
  ] as const) {
    const preview = await readPreview(await blurredPreview(bytes, format));
    expect([format, preview.type, preview.metadata.width, preview.metadata.height]).toEqual([format, type, 20, 15]);
  }
});

it("refuses a photo that does not decode whole", async () => {
  const photo = await (await twoHalves(1600, 1200)).jpeg().toBuffer();
  await expect(blurredPreview(photo.subarray(0, photo.length / 2), "jpg")).rejects.toThrow();
  await expect(blurredPreview(Buffer.from("not a photo"), "jpg")).rejects.toThrow();
});
