import { syntheticInventory, syntheticPhotoFiles } from "../../src/lib/content/synthetic-inventory";
import { photoVariant } from "../../src/lib/content/synthetic-photos";

describe("generated lots with photos of each car's own", () => {
  it("gives every car its own photo files and keeps everything else as the shared-photo lot has it", () => {
    const shared = syntheticInventory(200, ["a.jpg"], 3);
    const own = syntheticInventory(200, [], 3, 20);
    expect(own.map(({ photos: _photos, ...facts }) => facts)).toEqual(
      shared.map(({ photos: _photos, ...facts }) => facts),
    );
    const files = own.flatMap((vehicle) => vehicle.photos.map((photo) => photo.file));
    expect(files).toHaveLength(4000);
    expect(new Set(files).size).toBe(4000);
    expect(own[0].photos.map((photo) => photo.file)).toEqual(syntheticPhotoFiles(0, 20));
    expect(own[0].photos[0].file).toBe("s000001-01.jpg");
    // A smaller lot is the start of a larger one.
    expect(syntheticInventory(40, [], 3, 20)).toEqual(own.slice(0, 40));
  });

  it("draws each photo from the samples in a way of its own, the same every run", () => {
    const variants = Array.from({ length: 200 }, (_, vehicle) =>
      Array.from({ length: 20 }, (_, photo) => photoVariant(vehicle, photo, 114, 1)),
    ).flat();
    expect(new Set(variants.map((variant) => JSON.stringify(variant))).size).toBe(variants.length);
    expect(photoVariant(7, 3, 114, 1)).toEqual(photoVariant(7, 3, 114, 1));
    expect(photoVariant(7, 3, 114, 2)).not.toEqual(photoVariant(7, 3, 114, 1));
    for (const { source, crop, tint } of variants) {
      expect(source).toBeGreaterThanOrEqual(0);
      expect(source).toBeLessThan(114);
      expect(crop.left + crop.width).toBeLessThanOrEqual(1);
      expect(crop.top + crop.height).toBeLessThanOrEqual(1);
      expect(crop.width).toBeGreaterThanOrEqual(0.7);
      for (const factor of tint) expect(factor).toBeGreaterThan(0.75);
    }
    expect(new Set(variants.map((variant) => variant.source)).size).toBe(114);
  });

  it("refuses to draw from no samples", () => {
    expect(() => photoVariant(0, 0, 0)).toThrow(/sample photo/);
  });
});
