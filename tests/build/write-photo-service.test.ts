// What the build leaves for the image service (gatsby/post-build/write-photo-service.ts), on real photos: each
// photo published under /static/<digest>/ and the formats file; with IMAGE_SIZES_AT_BUILD=true (a static host
// without an image service), every size the pages link to made at the path of its URL, as Gatsby's resolvers
// write the URL, so a plain static host answers each one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node, NodePluginArgs } from "gatsby";
import sharp from "sharp";
import { writePhotoService } from "../../gatsby/post-build/write-photo-service";
import { publishPhoto as publishForFixture, SAMPLE_PHOTOS } from "../server/support/photo-fixture";

const NAME = "2014-toyota-prius-t24205-side.jpg";
let publicDir: string;
let expected: Awaited<ReturnType<typeof publishForFixture>>;

/** The build's nodes for one photo: its File (where it is in content/) and its VehiclePhotoImage. */
function nodesOf(url: string): Pick<NodePluginArgs, "getNodesByType" | "getNode"> {
  const file = { id: "file", absolutePath: path.join(SAMPLE_PHOTOS, NAME) } as unknown as Node;
  const image = { id: "image", parent: "file", url, filename: NAME, width: 1600, height: 1200 } as unknown as Node;
  return {
    getNodesByType: (type: string) => (type === "VehiclePhotoImage" ? [image] : []),
    getNode: (id: string) => (id === "file" ? file : undefined),
  };
}

beforeEach(async () => {
  // The URLs as Gatsby's resolvers write them; the fixture's own copy of the photo is then removed, so the one
  // found after the run is the build's.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "photo-urls-"));
  expected = await publishForFixture(scratch, NAME, fs.readFileSync(path.join(SAMPLE_PHOTOS, NAME)));
  fs.rmSync(scratch, { recursive: true, force: true });
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-service-public-"));
});

afterEach(() => {
  vi.unstubAllEnvs();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

it("publishes each photo and the formats file, and makes no size", async () => {
  vi.stubEnv("IMAGE_SIZES_AT_BUILD", "");
  expect(await writePhotoService(nodesOf(expected.url), publicDir)).toEqual({ photos: 1, sizesMade: 0 });
  expect(
    fs.readFileSync(path.join(publicDir, expected.url)).equals(fs.readFileSync(path.join(SAMPLE_PHOTOS, NAME))),
  ).toBe(true);
  expect(JSON.parse(fs.readFileSync(path.join(publicDir, "_image-service.json"), "utf8"))).toEqual({
    formats: ["auto", "webp"],
  });
  expect(fs.existsSync(path.join(publicDir, "_gatsby"))).toBe(false);
});

it("with IMAGE_SIZES_AT_BUILD=true, makes every linked size at its URL's path", async () => {
  vi.stubEnv("IMAGE_SIZES_AT_BUILD", "true");
  expect(await writePhotoService(nodesOf(expected.url), publicDir)).toEqual({ photos: 1, sizesMade: 11 });
  for (const url of expected.sizes) {
    const [pathname, query] = url.split("?");
    const wanted = new URLSearchParams(new URLSearchParams(query).get("a") as string);
    const made = await sharp(path.join(publicDir, decodeURIComponent(pathname))).metadata();
    expect([made.width, made.height, made.format], url).toEqual([
      Number(wanted.get("w")),
      Number(wanted.get("h")),
      wanted.get("fm") === "jpg" ? "jpeg" : wanted.get("fm"),
    ]);
  }
  // A second build keeps what is there.
  expect(await writePhotoService(nodesOf(expected.url), publicDir)).toEqual({ photos: 1, sizesMade: 0 });
});
