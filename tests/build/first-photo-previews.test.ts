// The build's blurred previews of the vehicles' first photos (gatsby/content/first-photo-previews.ts): made from
// real photos in a temporary folder, kept in a cache by each photo's content digest, and an unreadable photo
// named. Gatsby's runtime is a stand-in: its File nodes as gatsby-source-filesystem makes them, and a cache that
// keeps what it is given.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { NodePluginArgs } from "gatsby";
import sharp from "sharp";
import { firstPhotoPreviews } from "../../gatsby/content/first-photo-previews";

let photosDir: string;

beforeEach(() => {
  photosDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-photos-"));
});

afterEach(() => {
  fs.rmSync(photosDir, { recursive: true, force: true });
});

const jpeg = (colour: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Photos written to the folder, each with its File node (the digest stands for the MD5 of its bytes). */
function photoFiles(photos: Record<string, { bytes: Buffer; digest: string }>) {
  return Object.entries(photos).map(([relativePath, { bytes, digest }]) => {
    const absolutePath = path.join(photosDir, relativePath);
    fs.writeFileSync(absolutePath, bytes);
    return {
      id: `file ${relativePath}`,
      sourceInstanceName: "vehiclePhotos",
      relativePath,
      absolutePath,
      internal: { type: "File", contentDigest: digest, owner: "gatsby-source-filesystem" },
    };
  });
}

function runtime(files: ReturnType<typeof photoFiles>, kept = new Map<string, unknown>()) {
  const args = {
    getNodesByType: (type: string) => (type === "File" ? files : []),
    cache: {
      get: async (key: string) => kept.get(key),
      set: async (key: string, value: unknown) => kept.set(key, value),
    },
  } as unknown as Pick<NodePluginArgs, "getNodesByType" | "cache">;
  return { args, kept };
}

it("makes each first photo's preview once, and a later build takes it from the cache by the photo's digest", async () => {
  const files = photoFiles({
    "a-front.jpg": { bytes: await jpeg("#cc2222"), digest: "digest-a" },
    "b-front.jpg": { bytes: await jpeg("#2222cc"), digest: "digest-b" },
  });
  const { args, kept } = runtime(files);
  // Two cars can share a first photo: it is made once.
  const first = await firstPhotoPreviews(args, photosDir, ["a-front.jpg", "b-front.jpg", "a-front.jpg"]);
  expect([first.made, first.cached, first.problems]).toEqual([2, 0, []]);
  expect([...first.previews.keys()].sort()).toEqual(["a-front.jpg", "b-front.jpg"]);
  for (const preview of first.previews.values()) expect(preview).toMatch(/^data:image\/jpeg;base64,/);
  expect(first.previews.get("a-front.jpg")).not.toBe(first.previews.get("b-front.jpg"));
  expect(kept.size).toBe(2);

  // The next build decodes nothing: the photos are gone from the disk, their previews come from the cache.
  for (const file of files) fs.rmSync(file.absolutePath);
  const again = await firstPhotoPreviews(runtime(files, kept).args, photosDir, ["a-front.jpg", "b-front.jpg"]);
  expect([again.made, again.cached, again.problems]).toEqual([0, 2, []]);
  expect(again.previews).toEqual(first.previews);
});

it("makes the preview again when the photo's bytes changed (a new digest)", async () => {
  const { args, kept } = runtime(photoFiles({ "a-front.jpg": { bytes: await jpeg("#cc2222"), digest: "red" } }));
  const red = await firstPhotoPreviews(args, photosDir, ["a-front.jpg"]);
  const changed = runtime(photoFiles({ "a-front.jpg": { bytes: await jpeg("#22cc22"), digest: "green" } }), kept);
  const green = await firstPhotoPreviews(changed.args, photosDir, ["a-front.jpg"]);
  expect([green.made, green.cached]).toEqual([1, 0]);
  expect(green.previews.get("a-front.jpg")).not.toBe(red.previews.get("a-front.jpg"));
});

it("names each photo that cannot be read, and still makes the others", async () => {
  const good = await jpeg("#cc2222");
  const files = photoFiles({
    "a-front.jpg": { bytes: good, digest: "a" },
    "b-front.jpg": { bytes: good.subarray(0, good.length / 3), digest: "b" },
    "c-front.png": { bytes: Buffer.from("not a photo"), digest: "c" },
  });
  const { previews, problems, made } = await firstPhotoPreviews(runtime(files).args, photosDir, [
    "a-front.jpg",
    "b-front.jpg",
    "c-front.png",
  ]);
  expect(made).toBe(1);
  expect([...previews.keys()]).toEqual(["a-front.jpg"]);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(
    new RegExp(
      `^\\S*b-front\\.jpg: this photo cannot be read \\(.+\\); replace the file with a JPEG, PNG, WebP or AVIF that opens$`,
    ),
  );
  expect(problems[1]).toMatch(/^\S*c-front\.png: this photo cannot be read \(.+\); replace the file/);
  for (const problem of problems) expect(problem).not.toContain("\n");
});

it("makes none for a first photo the photos folder does not hold", async () => {
  const { previews, made, problems } = await firstPhotoPreviews(runtime(photoFiles({})).args, photosDir, [
    "missing.jpg",
  ]);
  expect([previews.size, made, problems]).toEqual([0, 0, []]);
});

it("takes only the photos folder's own File nodes, not those an earlier build's folder left until sourcing ends", async () => {
  const files = photoFiles({ "a-front.jpg": { bytes: await jpeg("#cc2222"), digest: "this folder's" } });
  // The same photo in the folder of a build with another CONTENT_DIR, whose preview the cache holds.
  const earlier = { ...files[0], id: "earlier", absolutePath: path.join(`${photosDir}-earlier`, "a-front.jpg") };
  earlier.internal = { ...earlier.internal, contentDigest: "the earlier folder's" };
  const { args, kept } = runtime([files[0], earlier]);
  const first = await firstPhotoPreviews(args, photosDir, ["a-front.jpg"]);
  const reversed = await firstPhotoPreviews(runtime([earlier, files[0]], kept).args, photosDir, ["a-front.jpg"]);
  expect([first.made, reversed.cached]).toEqual([1, 1]);
  expect([...kept.keys()]).toEqual([expect.stringMatching(/ this folder's$/)]);
});
