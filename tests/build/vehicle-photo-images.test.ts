// The build reads each vehicle photo's header (gatsby/content/vehicle-photo-images.ts): a usable photo gets its
// VehiclePhotoImage node with its size; a photo over the photo size rule stops the build, naming the file and
// the rule, before anything decodes it (its picture would not decode: its header states 16,383 x 16,383 pixels
// in a few hundred bytes). Real files in a temporary folder; Gatsby's runtime is a stand-in that records what
// the step asks of it (a real build's panicOnBuild ends the process).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateNodeArgs, Node, PluginOptions } from "gatsby";
import sharp from "sharp";
import { createVehiclePhotoImage } from "../../gatsby/content/vehicle-photo-images";
import { headerOnlyPng } from "../support/header-only-png";

let photosDir: string;

beforeEach(() => {
  photosDir = fs.mkdtempSync(path.join(os.tmpdir(), "vehicle-photos-"));
});

afterEach(() => {
  fs.rmSync(photosDir, { recursive: true, force: true });
});

/** The step run on a File node of the photos folder, with what it created and what it reported. */
async function onPhoto(name: string, bytes: Buffer) {
  const absolutePath = path.join(photosDir, name);
  fs.writeFileSync(absolutePath, bytes);
  const created: Node[] = [];
  const panics: string[] = [];
  const warnings: string[] = [];
  const node = {
    id: `file ${name}`,
    parent: null,
    children: [],
    internal: { type: "File", contentDigest: "0".repeat(32), owner: "gatsby-source-filesystem" },
    sourceInstanceName: "vehiclePhotos",
    absolutePath,
    base: name,
    size: bytes.length,
  };
  const args = {
    node,
    actions: { createNode: (made: Node) => created.push(made), createParentChildLink: () => undefined },
    createNodeId: (seed: string) => `id of ${seed}`,
    reporter: {
      panicOnBuild: (message: string) => panics.push(message),
      warn: (message: string) => warnings.push(message),
    },
  } as unknown as CreateNodeArgs;
  await createVehiclePhotoImage?.(args, {} as PluginOptions, () => undefined);
  return { created, panics, warnings, absolutePath };
}

it("gives a usable photo its image node, with the size its header states", async () => {
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  const { created, panics, warnings } = await onPhoto("civic-front.jpg", photo);
  expect([panics, warnings]).toEqual([[], []]);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ filename: "civic-front.jpg", width: 1600, height: 1200, mimeType: "image/jpeg" });
});

it("stops the build on a photo over the size rule, naming the file and the rule, and makes no node", async () => {
  const { created, panics, warnings, absolutePath } = await onPhoto("civic-vast.png", headerOnlyPng(16_383, 16_383));
  expect(panics).toEqual([
    `${absolutePath} is 16,383 x 16,383 pixels; photos may be at most 12,000 pixels a side and 50 megapixels. Export it smaller and build again (the site resizes photos itself).`,
  ]);
  expect(warnings).toEqual([]);
  expect(created).toEqual([]);
});
