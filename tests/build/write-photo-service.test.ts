// What the build leaves for the image service (gatsby/post-build/write-photo-service.ts), on real photos: each
// photo published under /static/<digest>/ and the formats file; the slides a vehicle page preloads of its first
// photo and the card sizes a list's first screen shows (none on Netlify, whose Image CDN makes them); with
// IMAGE_SIZES_AT_BUILD=true (a static host without an image service), every size the pages link to. Each at the
// path of its URL, as Gatsby's resolvers write the URL, so serve:prod and a plain static host answer it as a file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node, NodePluginArgs } from "gatsby";
import sharp from "sharp";
import { generatePageDataPath } from "gatsby-core-utils/page-data";
import { VEHICLE_TEMPLATE } from "../../gatsby/pages/create-vehicle-pages";
import { writePhotoService } from "../../gatsby/post-build/write-photo-service";
import { publishPhoto as publishForFixture, SAMPLE_PHOTOS } from "../server/support/photo-fixture";

const NAME = "2014-toyota-prius-t24205-side.jpg";
let publicDir: string;
let expected: Awaited<ReturnType<typeof publishForFixture>>;

const LIST_TEMPLATE = path.resolve("src/templates/vehicle-list.tsx");

/** A built page: its SitePage node, and its page data with the card photo's image data in a list of cards. */
interface BuiltPage {
  path: string;
  component: string;
  context?: { page?: number };
  cards: boolean;
}

/**
 * The build's nodes for one photo: its File (where it is in content/), its VehiclePhotoImage, a vehicle whose
 * photos it is in, first or second, and the pages built (their data written under publicDir).
 */
function nodesOf(
  url: string,
  position: "first" | "second" = "first",
  pages: readonly BuiltPage[] = [],
): Pick<NodePluginArgs, "getNodesByType" | "getNode"> {
  const file = {
    id: "file",
    sourceInstanceName: "vehiclePhotos",
    relativePath: NAME,
    absolutePath: path.join(SAMPLE_PHOTOS, NAME),
  } as unknown as Node;
  const image = { id: "image", parent: "file", url, filename: NAME, width: 1600, height: 1200 } as unknown as Node;
  const photos =
    position === "first" ? [{ file: NAME }, { file: "other.jpg" }] : [{ file: "other.jpg" }, { file: NAME }];
  const vehicle = { id: "vehicle", path: "/vehicles/2014-toyota-prius-t24205/", photos } as unknown as Node;
  for (const page of pages) {
    const file = generatePageDataPath(publicDir, page.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const card = { image: { childVehiclePhotoImage: { card: expected.cardImage } } };
    const result = { data: { vehicles: { nodes: page.cards ? [{ stockNumber: "T24205", mainPhoto: card }] : [] } } };
    fs.writeFileSync(file, JSON.stringify({ path: page.path, result }));
  }
  const sitePages = pages.map((page) => ({ ...page, id: `SitePage ${page.path}` })) as unknown as Node[];
  const nodes: Record<string, Node[]> = {
    VehiclePhotoImage: [image],
    File: [file],
    Vehicle: [vehicle],
    SitePage: sitePages,
  };
  return {
    getNodesByType: (type: string) => nodes[type] ?? [],
    getNode: (id: string) => (id === "file" ? file : undefined),
  };
}

/** The size arguments of each file made under public/_gatsby/image/, by the URLs they answer, each once. */
function madeArgs(): string[] {
  const made = [...expected.sizes, ...expected.card]
    .filter((url) => fs.existsSync(path.join(publicDir, decodeURIComponent(url.split("?")[0]))))
    .map((url) => new URLSearchParams(url.split("?")[1]).get("a") as string);
  return [...new Set(made)];
}

beforeEach(async () => {
  // The URLs as Gatsby's resolvers write them; the fixture's own copy of the photo is then removed, so the one
  // found after the run is the build's.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "photo-urls-"));
  expected = await publishForFixture(scratch, NAME, fs.readFileSync(path.join(SAMPLE_PHOTOS, NAME)));
  fs.rmSync(scratch, { recursive: true, force: true });
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-service-public-"));
  // A build off Netlify with the default sizes, whatever this shell sets; a test changes what it is about.
  vi.stubEnv("IMAGE_SIZES_AT_BUILD", "");
  vi.stubEnv("DEPLOY_TARGET", "");
  vi.stubEnv("NETLIFY", "");
});

afterEach(() => {
  vi.unstubAllEnvs();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

it("makes no slides for a deferred vehicle page's first photo: they are made on its first request", async () => {
  const deferred = new Set(["/vehicles/2014-toyota-prius-t24205/"]);
  expect(await writePhotoService(nodesOf(expected.url), publicDir, deferred)).toEqual({
    photos: 1,
    sizesMade: 0,
    sizesAtBuild: "first-paint",
  });
  expect(madeArgs()).toEqual([]);
});

it("publishes each photo and the formats file, and makes the slides a first photo's page preloads", async () => {
  expect(await writePhotoService(nodesOf(expected.url), publicDir)).toEqual({
    photos: 1,
    sizesMade: 3,
    sizesAtBuild: "first-paint",
  });
  expect(
    fs.readFileSync(path.join(publicDir, expected.url)).equals(fs.readFileSync(path.join(SAMPLE_PHOTOS, NAME))),
  ).toBe(true);
  expect(JSON.parse(fs.readFileSync(path.join(publicDir, "_image-service.json"), "utf8"))).toEqual({
    formats: ["auto", "webp"],
  });
  expect(madeArgs()).toEqual([
    "w=480&h=360&fit=crop&crop=center&fm=webp&q=70",
    "w=800&h=600&fit=crop&crop=center&fm=webp&q=70",
    "w=1200&h=900&fit=crop&crop=center&fm=webp&q=70",
  ]);
  // A second build keeps what is there.
  expect((await writePhotoService(nodesOf(expected.url), publicDir)).sizesMade).toBe(0);
});

it("makes the card sizes a list's first screen shows, in the format a browser takes first", async () => {
  const pages: BuiltPage[] = [
    { path: "/vehicles/", component: LIST_TEMPLATE, context: { page: 1 }, cards: true },
    { path: "/", component: path.resolve("src/pages/index.tsx"), cards: true },
    { path: "/contact/", component: path.resolve("src/pages/contact.tsx"), cards: false },
  ];
  expect(await writePhotoService(nodesOf(expected.url, "first", pages), publicDir)).toEqual({
    photos: 1,
    sizesMade: 6,
    sizesAtBuild: "first-paint",
  });
  // The card's five WebP widths (480 and 800 px are the slides' files) beside the slides; no JPEG.
  expect(madeArgs()).toEqual([
    "w=480&h=360&fit=crop&crop=center&fm=webp&q=70",
    "w=800&h=600&fit=crop&crop=center&fm=webp&q=70",
    "w=1200&h=900&fit=crop&crop=center&fm=webp&q=70",
    "w=320&h=240&fit=crop&crop=center&fm=webp&q=70",
    "w=640&h=480&fit=crop&crop=center&fm=webp&q=70",
    "w=960&h=720&fit=crop&crop=center&fm=webp&q=70",
  ]);
  for (const url of expected.card.filter((card) => card.includes("fm%3Dwebp"))) {
    const wanted = new URLSearchParams(new URLSearchParams(url.split("?")[1]).get("a") as string);
    const made = await sharp(path.join(publicDir, decodeURIComponent(url.split("?")[0]))).metadata();
    expect([made.width, made.height, made.format], url).toEqual([
      Number(wanted.get("w")),
      Number(wanted.get("h")),
      "webp",
    ]);
  }
});

it("leaves to the image service the cards of a list's later pages and of vehicle pages", async () => {
  const pages: BuiltPage[] = [
    { path: "/vehicles/2/", component: LIST_TEMPLATE, context: { page: 2 }, cards: true },
    { path: "/vehicles/2014-toyota-prius-t24205/", component: VEHICLE_TEMPLATE, cards: true },
  ];
  // A second photo's card is shown nowhere first: only a first photo's slides are made.
  expect((await writePhotoService(nodesOf(expected.url, "second", pages), publicDir)).sizesMade).toBe(0);
  expect((await writePhotoService(nodesOf(expected.url, "first", pages), publicDir)).sizesMade).toBe(3);
  expect(madeArgs()).toHaveLength(3);
});

it("makes no size of a photo that is no vehicle's first", async () => {
  expect((await writePhotoService(nodesOf(expected.url, "second"), publicDir)).sizesMade).toBe(0);
  expect(fs.existsSync(path.join(publicDir, expected.url))).toBe(true);
  expect(fs.existsSync(path.join(publicDir, "_gatsby"))).toBe(false);
});

it("on Netlify, whose Image CDN makes every size, makes none", async () => {
  vi.stubEnv("DEPLOY_TARGET", "netlify");
  expect(await writePhotoService(nodesOf(expected.url), publicDir)).toEqual({
    photos: 1,
    sizesMade: 0,
    sizesAtBuild: "none",
  });
  expect(fs.existsSync(path.join(publicDir, "_gatsby"))).toBe(false);
});

it("with IMAGE_SIZES_AT_BUILD=true, makes every linked size at its URL's path, a first photo's card too", async () => {
  vi.stubEnv("IMAGE_SIZES_AT_BUILD", "true");
  expect((await writePhotoService(nodesOf(expected.url, "second"), publicDir)).sizesMade).toBe(11);
  expect(madeArgs()).toHaveLength(11);
  // As a first photo, its card's sizes (six more: its 480 and 800 px are the slides' files).
  expect(await writePhotoService(nodesOf(expected.url), publicDir)).toEqual({
    photos: 1,
    sizesMade: 6,
    sizesAtBuild: "all",
  });
  for (const url of [...expected.sizes, ...expected.card]) {
    const [pathname, query] = url.split("?");
    const wanted = new URLSearchParams(new URLSearchParams(query).get("a") as string);
    const made = await sharp(path.join(publicDir, decodeURIComponent(pathname))).metadata();
    expect([made.width, made.height, made.format], url).toEqual([
      Number(wanted.get("w")),
      Number(wanted.get("h")),
      wanted.get("fm") === "jpg" ? "jpeg" : wanted.get("fm"),
    ]);
  }
  expect(madeArgs()).toHaveLength(17);
  // A second build keeps what is there.
  expect((await writePhotoService(nodesOf(expected.url), publicDir)).sizesMade).toBe(0);
});

it("fails with the photo's path when a first photo cannot be read", async () => {
  // A JPEG cut off after its header: its size reads, its picture does not.
  const cut = path.join(publicDir, "cut", NAME);
  fs.mkdirSync(path.dirname(cut), { recursive: true });
  fs.writeFileSync(cut, fs.readFileSync(path.join(SAMPLE_PHOTOS, NAME)).subarray(0, 4000));
  const nodes = nodesOf(expected.url);
  const file = nodes.getNode("file") as unknown as { absolutePath: string };
  file.absolutePath = cut;
  await expect(writePhotoService(nodes, publicDir)).rejects.toThrow(
    new RegExp(`${NAME.replace(/\./g, "\\.")}: this photo cannot be read .*replace the file`),
  );
});
