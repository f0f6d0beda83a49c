// The rules for a photo staff upload: judged by its bytes, its size and its dimensions, with the reason in words.
import sharp from "sharp";
import { MAX_PHOTO_BYTES, photoTypeOf, photoUploadProblem } from "../../src/lib/admin/photo-upload-rules";

const encode = (format: "jpeg" | "png" | "webp" | "avif" | "gif", width = 1000) =>
  sharp({ create: { width, height: 20, channels: 3, background: "#004391" } })
    .toFormat(format)
    .toBuffer();

describe("photo uploads", () => {
  it("knows JPEG, PNG, WebP and AVIF by their first bytes, and nothing else", async () => {
    expect(photoTypeOf(await encode("jpeg"))).toBe("jpg");
    expect(photoTypeOf(await encode("png"))).toBe("png");
    expect(photoTypeOf(await encode("webp"))).toBe("webp");
    expect(photoTypeOf(await encode("avif"))).toBe("avif");
    expect(photoTypeOf(await encode("gif"))).toBeUndefined();
    expect(photoTypeOf(new TextEncoder().encode("<!doctype html><title>404</title>"))).toBeUndefined();
  });

  it("accepts a usable photo and names what is wrong with the others", async () => {
    const jpeg = await encode("jpeg");
    const facts = { head: jpeg.subarray(0, 16), size: jpeg.byteLength, width: 1000, height: 20 };
    expect(photoUploadProblem("side.jpg", facts)).toBeUndefined();
    expect(photoUploadProblem("side.jpg", { ...facts, width: 800 })).toBeUndefined();
    expect(photoUploadProblem("side.jpg", { ...facts, width: 799 })).toBe(
      "side.jpg is 799 pixels wide; photos must be at least 800 pixels wide to look sharp on the vehicle page.",
    );
    expect(photoUploadProblem("side.jpg", { ...facts, size: MAX_PHOTO_BYTES + 1 })).toBe(
      "side.jpg is 20.0 MB, more than the 20.0 MB allowed. Export it smaller (the site resizes photos itself).",
    );
    expect(photoUploadProblem("side.jpg", { ...facts, size: 25 * 1024 * 1024 })).toMatch(/is 25\.0 MB/);
    expect(photoUploadProblem("scan.jpg", { ...facts, head: (await encode("gif")).subarray(0, 16) })).toBe(
      "scan.jpg is not a JPEG, PNG, WebP or AVIF photo. Save it as JPEG and upload it again.",
    );
    expect(photoUploadProblem("side.jpg", { ...facts, width: undefined, height: undefined })).toBe(
      "side.jpg could not be read as a photo (the file may be damaged).",
    );
    expect(photoUploadProblem("side.jpg", { ...facts, width: 16_383, height: 16_383 })).toBe(
      "side.jpg is 16,383 x 16,383 pixels; photos may be at most 12,000 pixels a side and 50 megapixels. Export it smaller (the site resizes photos itself).",
    );
    expect(photoUploadProblem("side.jpg", { ...facts, width: 8256, height: 5504 })).toBeUndefined();
  });
});
