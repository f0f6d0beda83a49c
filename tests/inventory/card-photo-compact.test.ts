// The card photos' compact form (src/lib/inventory/card-photo-compact.ts), on image data from Gatsby's own resolver
// with the card's arguments: in serve:prod's URLs and in Netlify Image CDN's, each photo is a content digest and a
// file name, the sizes shared, and written again it is the same image, URL for URL; anything else is kept whole.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { withImageSizes } from "../../src/lib/inventory/card-image";
import { expandImage, ImageCompactor } from "../../src/lib/inventory/card-photo-compact";
import { photoFormats } from "../../src/lib/images/photo-sizes";
import { cardPhoto, digestOf, type CardUrls } from "../support/card-photo";

const SIZES = "(min-width: 1024px) 30vw, 100vw";

/** Every URL of an image's srcsets. */
const urlsOf = (image: IGatsbyImageData) =>
  [image.images.fallback?.srcSet ?? "", ...(image.images.sources ?? []).map((source) => source.srcSet)].flatMap(
    (srcSet) => srcSet.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
  );

describe.each<[CardUrls, RegExp]>([
  ["serve:prod", /^\/_gatsby\/image\/[0-9a-f]{32}\/[0-9a-f]{32}\/[\w-]+\.(jpg|webp|avif)\?u=%2Fstatic%2F/],
  ["netlify", /^\/\.netlify\/images\?w=\d+&h=\d+&fit=cover&position=center&fm=(jpg|webp|avif)&q=70&url=%2Fstatic%2F/],
])("card photos in %s's URLs", (urls, spelling) => {
  it("keeps a content digest and a file name a photo, the sizes once, and writes the same image again", async () => {
    const a = await cardPhoto(digestOf("a"), "2019-honda-civic-h24100-side.jpg", { urls });
    const b = await cardPhoto(digestOf("b"), "2021-ford-bronco-sport-f24233-front.png", { urls });
    for (const url of urlsOf(a)) expect(url).toMatch(spelling);
    const compactor = new ImageCompactor();
    const [ca, cb] = [compactor.compact(a), compactor.compact(b)];
    expect(ca).toEqual([digestOf("a"), "2019-honda-civic-h24100-side.jpg", 0]);
    // A PNG's fallback is a PNG: another shape, the same few characters a photo.
    expect(cb).toEqual([digestOf("b"), "2021-ford-bronco-sport-f24233-front.png", 1]);
    expect(compactor.shapes).toHaveLength(2);
    expect(expandImage(ca, compactor.shapes, SIZES)).toEqual(withImageSizes(a, SIZES));
    expect(expandImage(cb, compactor.shapes, SIZES)).toEqual(withImageSizes(b, SIZES));
    expect(JSON.stringify(ca).length).toBeLessThan(80);
    // A hundred more photos of the same kind add no shape.
    for (let at = 0; at < 100; at++) compactor.compact(await cardPhoto(digestOf(`c${at}`), `car-${at}.jpg`, { urls }));
    expect(compactor.shapes).toHaveLength(2);
  });

  it("writes AVIF sources, and a photo narrower than the card, exactly", async () => {
    const compactor = new ImageCompactor();
    for (const image of [
      await cardPhoto(digestOf("avif"), "avif-car.jpg", { urls, formats: photoFormats({ IMAGE_AVIF: "true" }) }),
      await cardPhoto(digestOf("narrow"), "narrow-car.webp", { urls, width: 500, height: 400 }),
    ]) {
      const compact = compactor.compact(image);
      expect(Array.isArray(compact)).toBe(true);
      expect(expandImage(compact, compactor.shapes, SIZES)).toEqual(withImageSizes(image, SIZES));
    }
  });

  it("rebuilds a photo whose name needs escaping as it was (kept whole where the URL's path escapes it)", async () => {
    const image = await cardPhoto(digestOf("space"), "photo two.jpg", { urls });
    const compactor = new ImageCompactor();
    const compact = compactor.compact(image);
    // serve:prod's URL has the name in its path, escaped by Gatsby's URL builder; Netlify's only in its query.
    expect(compact).toEqual(urls === "serve:prod" ? { raw: image } : [digestOf("space"), "photo two.jpg", 0]);
    expect(expandImage(compact, compactor.shapes, SIZES)).toEqual(withImageSizes(image, SIZES));
  });
});

describe("card photos that do not fit", () => {
  /** The image is kept whole (without a placeholder, which no card shows) and rebuilt as it was. */
  const expectKeptWhole = (image: IGatsbyImageData) => {
    const compactor = new ImageCompactor();
    const compact = compactor.compact(image);
    const { placeholder: _placeholder, ...shown } = image;
    expect(compact).toEqual({ raw: shown });
    expect(compactor.shapes).toEqual([]);
    expect(expandImage(compact, compactor.shapes, SIZES)).toEqual(withImageSizes(shown, SIZES));
  };

  it("keeps whole another host's URLs", () => {
    expectKeptWhole({
      layout: "constrained",
      width: 640,
      height: 480,
      images: {
        fallback: {
          src: "https://cdn.example/a.jpg?w=640",
          srcSet: "https://cdn.example/a.jpg?w=640 640w",
          sizes: "100vw",
        },
        sources: [],
      },
      placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
    });
  });

  it("keeps whole Gatsby's URLs with an encrypted address, a digest not of their address, or two photos", async () => {
    const image = await cardPhoto(digestOf("a"), "car.jpg");
    /** The image with each of its URLs changed. */
    const rewritten = (change: (url: string) => string): IGatsbyImageData => {
      const srcSet = (set: string) => set.split(",").map(change).join(",");
      const { fallback, sources = [] } = image.images;
      return {
        ...image,
        images: {
          fallback: fallback && { ...fallback, src: change(fallback.src), srcSet: srcSet(fallback.srcSet ?? "") },
          sources: sources.map((source) => ({ ...source, srcSet: srcSet(source.srcSet) })),
        },
      };
    };
    // Gatsby's URLs with IMAGE_CDN_HOSTNAME have a host before the route: they fit, and are written again exactly.
    const hosted = rewritten((url) => url.replace("/_gatsby/image/", "https://images.example/_gatsby/image/"));
    const compactor = new ImageCompactor();
    expect(expandImage(compactor.compact(hosted), compactor.shapes, SIZES)).toEqual(withImageSizes(hosted, SIZES));
    expect(compactor.shapes).toMatchObject([{ url: "gatsby", base: "https://images.example", dir: "/static/" }]);

    expectKeptWhole(rewritten((url) => url.replace("?u=", "?eu=")));
    expectKeptWhole(
      rewritten((url) => url.replace(/\/_gatsby\/image\/[0-9a-f]{32}\//, `/_gatsby/image/${"0".repeat(32)}/`)),
    );
    const other = await cardPhoto(digestOf("b"), "car.jpg");
    expectKeptWhole({ ...image, images: { ...image.images, sources: other.images.sources } });
  });
});
