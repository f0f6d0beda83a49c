// The image service's settings: the cache folder and its limit (IMAGE_CACHE_DIR, IMAGE_CACHE_MAX_MB), the
// formats a build links to (public/_image-service.json), a source photo's size and format, develop's URLs.
import path from "node:path";
import { imageCdnPathOfDevelop, withDevelopImageUrls } from "../../src/lib/images/develop-image-urls";
import { imageCacheSettings } from "../../src/lib/images/image-cache-settings";
import { formatsOfImageServiceFile, imageServiceFile } from "../../src/lib/images/image-service-file";
import { photoFormatOfName, sourcePhotoOf } from "../../src/lib/images/source-photo";

describe("imageCacheSettings", () => {
  const publicDir = "/srv/dealer-site/public";

  it("defaults to .cache/image-service beside public/ and 2 GiB", () => {
    expect(imageCacheSettings({}, publicDir)).toEqual({
      dir: "/srv/dealer-site/.cache/image-service",
      maxBytes: 2048 * 1024 * 1024,
    });
  });

  it("takes a folder and a limit in megabytes, fractions too", () => {
    expect(
      imageCacheSettings({ IMAGE_CACHE_DIR: "/var/cache/dealer-site/images", IMAGE_CACHE_MAX_MB: "0.5" }, publicDir),
    ).toEqual({ dir: "/var/cache/dealer-site/images", maxBytes: 524288 });
    expect(imageCacheSettings({ IMAGE_CACHE_DIR: "cache" }, publicDir).dir).toBe(path.resolve("cache"));
  });

  it("refuses a limit that is not a positive number and a folder inside public/", () => {
    for (const value of ["0", "-5", "lots", "1e3", "10 MB"])
      expect(() => imageCacheSettings({ IMAGE_CACHE_MAX_MB: value }, publicDir), value).toThrow(/IMAGE_CACHE_MAX_MB/);
    for (const dir of [publicDir, `${publicDir}/_gatsby/image`])
      expect(() => imageCacheSettings({ IMAGE_CACHE_DIR: dir }, publicDir), dir).toThrow(/IMAGE_CACHE_DIR/);
  });
});

describe("public/_image-service.json", () => {
  it("names the formats the build links to, AVIF only when asked for", () => {
    expect(formatsOfImageServiceFile(imageServiceFile({}))).toEqual(["auto", "webp"]);
    expect(formatsOfImageServiceFile(imageServiceFile({ IMAGE_AVIF: "true" }))).toEqual(["auto", "webp", "avif"]);
    expect(formatsOfImageServiceFile(undefined)).toEqual(["auto", "webp"]);
  });

  it("refuses a file naming anything else", () => {
    for (const text of ['{"formats":["gif"]}', '{"formats":[]}', "{}"])
      expect(() => formatsOfImageServiceFile(text), text).toThrow(/formats/);
  });
});

describe("sourcePhotoOf", () => {
  it("is the upright size and the format the file name says", () => {
    expect(sourcePhotoOf("front.JPEG", { width: 1600, height: 1200 })).toEqual({
      width: 1600,
      height: 1200,
      format: "jpg",
    });
    // EXIF orientation 6: stored on its side, shown upright as 1200 x 1600.
    expect(sourcePhotoOf("front.jpg", { width: 1600, height: 1200, orientation: 6 })).toEqual({
      width: 1200,
      height: 1600,
      format: "jpg",
    });
    expect(sourcePhotoOf("walkaround.mp4", { width: 1920, height: 1080 })).toBeUndefined();
    expect(sourcePhotoOf("front.png", {})).toBeUndefined();
    expect(photoFormatOfName("a.avif")).toBe("avif");
  });
});

describe("develop's photo URLs", () => {
  it("moves every Image CDN URL of an image's data to the develop prefix, and back", () => {
    const image = {
      images: {
        fallback: {
          src: "/_gatsby/image/a/b/c.jpg?u=x",
          srcSet: "/_gatsby/image/a/b/c.jpg?u=x 480w,/_gatsby/image/d/e/c.jpg 800w",
        },
      },
      note: "mentions /_gatsby/image/ in words",
    };
    expect(withDevelopImageUrls(image)).toEqual({
      images: {
        fallback: {
          src: "/__photo-sizes/a/b/c.jpg?u=x",
          srcSet: "/__photo-sizes/a/b/c.jpg?u=x 480w,/__photo-sizes/d/e/c.jpg 800w",
        },
      },
      note: "mentions /__photo-sizes/ in words",
    });
    expect(withDevelopImageUrls(null)).toBeNull();
    expect(imageCdnPathOfDevelop("/__photo-sizes/a/b/c.jpg")).toBe("/_gatsby/image/a/b/c.jpg");
    expect(imageCdnPathOfDevelop("/static/a.jpg")).toBeUndefined();
  });
});
