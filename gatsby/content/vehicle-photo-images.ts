// Each vehicle photo as Gatsby's Image CDN takes it: a `VehiclePhotoImage` node (Gatsby's RemoteFile interface)
// made beside the photo's File (`File.childVehiclePhotoImage`), whose `url` is the photo published by the build
// under /static/<MD5 of its bytes>/ (as File.publicURL publishes it), so a changed photo gets new URLs. The
// host's image service makes the sizes from that file: Netlify Image CDN, or serve:prod (docs/deployment.md).
// Per photo the build only reads its header (its size): this runs for every photo of the lot, all at once, so
// anything more here is what made a build grow with the photos. A photo over the photo size rule
// (src/lib/images/photo-size-limit.ts) stops the build here, naming the file and the rule, before anything
// decodes it. The copy into public/ is made after the pages,
// in batches (gatsby/post-build/write-photo-service.ts); `gatsby develop`, which has no post-build step, copies
// each photo here. A warm build does not come here for a photo whose bytes did not change (Gatsby keeps its node).
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { photoSizeProblem } from "../../src/lib/images/photo-size-limit";
import { readPhotoMetadata } from "../../src/lib/images/resize-photo";
import { mimeTypeOf, photoFormatOfName, sourcePhotoOf } from "../../src/lib/images/source-photo";
import { setting } from "../../src/lib/settings/setting";

export const VEHICLE_PHOTOS_SOURCE = "vehiclePhotos";

export const vehiclePhotoImageTypeDefs = /* GraphQL */ `
  type VehiclePhotoImage implements Node & RemoteFile @dontInfer {
    url: String!
    mimeType: String!
    filename: String!
    filesize: Int
    width: Int
    height: Int
  }
`;

interface PhotoFileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
  base: string;
  size: number;
}

const isPhotoFile = (node: Node): node is PhotoFileNode =>
  node.internal.type === "File" && (node as Partial<PhotoFileNode>).sourceInstanceName === VEHICLE_PHOTOS_SOURCE;

/** The photo's path on the site: `/static/<content digest>/<file name>`, where the build copies it. */
const publishedPhotoPath = (contentDigest: string, fileName: string) => `/static/${contentDigest}/${fileName}`;

/** Copies a photo into public/ at its published path, unless a copy of the same bytes is already there. */
export async function publishPhoto(
  absolutePath: string,
  sitePath: string,
  publicDir = path.join(process.cwd(), "public"),
): Promise<void> {
  const target = path.join(publicDir, sitePath);
  if (fs.existsSync(target)) return;
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.copyFile(absolutePath, target, fs.constants.COPYFILE_FICLONE);
}

export const createVehiclePhotoImage: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  createNodeId,
  reporter,
}) => {
  // The folder also holds walk-around videos: only photos get the node.
  if (!isPhotoFile(node) || !photoFormatOfName(node.base)) return;
  const contentDigest = node.internal.contentDigest;
  let photo: ReturnType<typeof sourcePhotoOf>;
  try {
    photo = sourcePhotoOf(node.base, await readPhotoMetadata(node.absolutePath));
  } catch (error) {
    reporter.warn(`${node.absolutePath} cannot be read as a photo: ${(error as Error).message}`);
  }
  if (!photo) return;
  const relative = path.relative(process.cwd(), node.absolutePath);
  const tooLarge = photoSizeProblem(relative.startsWith("..") ? node.absolutePath : relative, photo);
  if (tooLarge) {
    reporter.panicOnBuild(`${tooLarge}. Export it smaller and build again (the site resizes photos itself).`);
    return;
  }
  const url = publishedPhotoPath(contentDigest, node.base);
  if (setting(process.env, "gatsby_executing_command") === "develop") await publishPhoto(node.absolutePath, url);
  const image = {
    id: createNodeId(`vehicle-photo-image ${node.id}`),
    parent: node.id,
    children: [],
    url,
    mimeType: mimeTypeOf(photo.format),
    filename: node.base,
    filesize: node.size,
    width: photo.width,
    height: photo.height,
    internal: { type: "VehiclePhotoImage", contentDigest },
  };
  actions.createNode(image);
  actions.createParentChildLink({ parent: node, child: image as unknown as Node });
};
