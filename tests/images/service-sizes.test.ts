// The sizes serve:prod makes for a photo are exactly the URLs Gatsby's own Image CDN resolvers write for it
// with the build's arguments (gatsby/content/vehicle-photo-resolvers.ts: slides, thumbnails, share image and
// card): every URL is one the request parser takes and the size list holds, and the list holds nothing the
// resolvers did not link.
import { gatsbyImageResolver, resizeResolver } from "gatsby-plugin-utils/polyfill-remote-file";
import type { Actions } from "gatsby";
import { photoSizeArgs } from "../../gatsby/content/vehicle-photo-resolvers";
import { parseImageCdnRequest } from "../../src/lib/images/image-cdn-request";
import { photoFormats, type PhotoFormat, type RequestedFormat } from "../../src/lib/images/photo-sizes";
import {
  cardPhotoSizes,
  firstPaintSizes,
  imageArgsOf,
  pagePhotoSizes,
  servedSizeOf,
  servedSizes,
} from "../../src/lib/images/service-sizes";
import { mimeTypeOf } from "../../src/lib/images/source-photo";

const actions = {} as Actions;
const DIGEST = "0123456789abcdef0123456789abcdef";

function sourceNode(width: number, height: number, format: PhotoFormat, name = "2019-honda-civic-front") {
  const filename = `${name}.${format}`;
  return {
    id: "photo",
    url: `/static/${DIGEST}/${filename}`,
    mimeType: mimeTypeOf(format),
    filename,
    width,
    height,
    parent: null,
    children: [],
    internal: { type: "VehiclePhotoImage", contentDigest: DIGEST, owner: "test" },
  };
}

/** Every URL Gatsby's resolvers write for the photo, with the build's arguments. */
async function gatsbyUrls(node: ReturnType<typeof sourceNode>, formats: readonly RequestedFormat[]): Promise<string[]> {
  const args = photoSizeArgs(formats);
  const urls: string[] = [];
  for (const image of [
    await gatsbyImageResolver(node, args.gallery, actions),
    await gatsbyImageResolver(node, args.thumb, actions),
    await gatsbyImageResolver(node, args.card, actions),
  ]) {
    if (!image) throw new Error("no image data");
    for (const srcSet of [image.images.fallback.srcSet, ...image.images.sources.map((source) => source.srcSet)])
      urls.push(...srcSet.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]));
  }
  const share = await resizeResolver(node, args.share, actions);
  if (!share) throw new Error("no share image");
  urls.push(share.src);
  return urls;
}

const PHOTOS: Array<[string, number, number, PhotoFormat]> = [
  ["a 1600 x 1200 JPEG", 1600, 1200, "jpg"],
  ["a 1000 x 750 JPEG (narrower than the widest slide)", 1000, 750, "jpg"],
  ["a portrait 900 x 1600 PNG", 900, 1600, "png"],
  ["a 4000 x 2250 WebP", 4000, 2250, "webp"],
  ["a tiny 80 x 60 JPEG (smaller than a thumbnail)", 80, 60, "jpg"],
  ["an AVIF", 2000, 1500, "avif"],
];

describe.each([
  ["WebP and the source's format", photoFormats({})],
  ["with AVIF (IMAGE_AVIF=true)", photoFormats({ IMAGE_AVIF: "true" })],
])("%s", (_label, formats) => {
  it.each(PHOTOS)(
    "%s: the sizes are the resolvers' URLs, each one a request the service takes",
    async (_name, w, h, f) => {
      // Gatsby warns about a photo smaller than the thumbnail; the sizes are what matters here.
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const node = sourceNode(w, h, f);
      const urls = await gatsbyUrls(node, formats);
      const source = { width: w, height: h, format: f };
      const requested = urls.map((url) => {
        const parsed = new URL(url, "http://site.test");
        const request = parseImageCdnRequest(decodeURIComponent(parsed.pathname), parsed.search.slice(1));
        if ("error" in request) throw new Error(`${url}: ${request.error}`);
        expect(request.source).toBe(node.url);
        expect(servedSizeOf(request.args, source, formats), url).toBeDefined();
        return request.args;
      });
      expect(new Set(requested)).toEqual(new Set(servedSizes(source, formats).map(imageArgsOf)));
    },
  );
});

it.each(PHOTOS)("%s: the card's sizes are its card resolver's URLs", async (_name, w, h, f) => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  for (const formats of [photoFormats({}), photoFormats({ IMAGE_AVIF: "true" })]) {
    const card = await gatsbyImageResolver(sourceNode(w, h, f), photoSizeArgs(formats).card, actions);
    if (!card) throw new Error("no image data");
    const args = [...card.images.sources.map((source) => source.srcSet), card.images.fallback.srcSet].flatMap(
      (srcSet) =>
        srcSet.split(",").map((candidate) => {
          const url = new URL(candidate.trim().split(/\s+/)[0], "http://site.test");
          return new URLSearchParams(url.search).get("a");
        }),
    );
    expect(new Set(cardPhotoSizes({ width: w, height: h, format: f }, formats).map(imageArgsOf))).toEqual(
      new Set(args),
    );
  }
});

it("a 1600 x 1200 JPEG's card: five widths of 4:3 in WebP and JPEG, two of them a slide's files", () => {
  const sizes = cardPhotoSizes({ width: 1600, height: 1200, format: "jpg" }, photoFormats({})).map(imageArgsOf);
  expect(sizes).toEqual([
    "w=320&h=240&fit=crop&crop=center&fm=jpg&q=70",
    "w=480&h=360&fit=crop&crop=center&fm=jpg&q=70",
    "w=640&h=480&fit=crop&crop=center&fm=jpg&q=70",
    "w=800&h=600&fit=crop&crop=center&fm=jpg&q=70",
    "w=960&h=720&fit=crop&crop=center&fm=jpg&q=70",
    "w=320&h=240&fit=crop&crop=center&fm=webp&q=70",
    "w=480&h=360&fit=crop&crop=center&fm=webp&q=70",
    "w=640&h=480&fit=crop&crop=center&fm=webp&q=70",
    "w=800&h=600&fit=crop&crop=center&fm=webp&q=70",
    "w=960&h=720&fit=crop&crop=center&fm=webp&q=70",
  ]);
  // The 480 and 800 px files are the slides' own (the same arguments): served once, made once.
  const served = servedSizes({ width: 1600, height: 1200, format: "jpg" }, photoFormats({})).map(imageArgsOf);
  expect(served).toHaveLength(11 + 6);
  expect(new Set(served).size).toBe(served.length);
});

it("a 1600 x 1200 JPEG: three slides and two thumbnails in WebP and JPEG, and the share JPEG", () => {
  const sizes = pagePhotoSizes({ width: 1600, height: 1200, format: "jpg" }, photoFormats({})).map(imageArgsOf);
  expect(sizes).toEqual([
    "w=480&h=360&fit=crop&crop=center&fm=jpg&q=70",
    "w=800&h=600&fit=crop&crop=center&fm=jpg&q=70",
    "w=1200&h=900&fit=crop&crop=center&fm=jpg&q=70",
    "w=480&h=360&fit=crop&crop=center&fm=webp&q=70",
    "w=800&h=600&fit=crop&crop=center&fm=webp&q=70",
    "w=1200&h=900&fit=crop&crop=center&fm=webp&q=70",
    "w=96&h=72&fit=crop&crop=center&fm=jpg&q=70",
    "w=192&h=144&fit=crop&crop=center&fm=jpg&q=70",
    "w=96&h=72&fit=crop&crop=center&fm=webp&q=70",
    "w=192&h=144&fit=crop&crop=center&fm=webp&q=70",
    "w=1200&h=900&fm=jpg&q=80",
  ]);
});

it("refuses any other size, format or quality of the photo", () => {
  const source = { width: 1600, height: 1200, format: "jpg" as const };
  const formats = photoFormats({});
  for (const args of [
    "w=500&h=375&fit=crop&crop=center&fm=webp&q=70",
    "w=640&h=480&fit=crop&crop=center&fm=webp&q=75",
    "w=640&h=480&fm=webp&q=70",
    "w=1280&h=960&fit=crop&crop=center&fm=webp&q=70",
    "w=800&h=600&fit=crop&crop=center&fm=avif&q=70",
    "w=800&h=600&fit=crop&crop=center&fm=png&q=70",
    "w=800&h=600&fit=crop&crop=center&fm=webp&q=100",
    "w=800&h=600&fm=webp&q=70",
    "w=800&h=601&fit=crop&crop=center&fm=webp&q=70",
    "h=600&w=800&fit=crop&crop=center&fm=webp&q=70",
    "w=4000&h=3000&fit=crop&crop=center&fm=webp&q=70",
  ])
    expect(servedSizeOf(args, source, formats), args).toBeUndefined();
});

// The build makes these for each vehicle's first photo: exactly the srcset of the preload the page writes (its
// picture's first source, src/components/ui/photo-preload.tsx), whatever the photo and formats.
describe.each([
  ["WebP and the source's format", photoFormats({})],
  ["with AVIF (IMAGE_AVIF=true)", photoFormats({ IMAGE_AVIF: "true" })],
])("first paint, %s", (_label, formats) => {
  it.each(PHOTOS)("%s: the first-paint sizes are the slides of the preloaded format", async (_name, w, h, f) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const gallery = await gatsbyImageResolver(sourceNode(w, h, f), photoSizeArgs(formats).gallery, actions);
    if (!gallery) throw new Error("no image data");
    const preloaded = gallery.images.sources[0]?.srcSet ?? gallery.images.fallback.srcSet;
    const args = preloaded.split(",").map((candidate) => {
      const url = new URL(candidate.trim().split(/\s+/)[0], "http://site.test");
      return new URLSearchParams(url.search).get("a");
    });
    expect(firstPaintSizes({ width: w, height: h, format: f }, formats).map(imageArgsOf)).toEqual(args);
  });
});
