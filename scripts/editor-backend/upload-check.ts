// The local backend measures each uploaded photo before Decap writes it: a file the site cannot use is
// refused with the reason, and nothing lands in content/vehicles/photos/.
import path from "node:path";
import sharp from "sharp";
import { PHOTOS_FOLDER } from "../../src/lib/admin/cms-config";
import { photoUploadProblem } from "../../src/lib/admin/photo-upload-rules";

interface Asset {
  path?: unknown;
  content?: unknown;
  encoding?: unknown;
}

function assetsOf(body: unknown): Asset[] {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: Record<string, unknown> };
  if (action === "persistMedia") return [params?.asset as Asset];
  if (action === "persistEntry" && Array.isArray(params?.assets)) return params.assets as Asset[];
  return [];
}

async function widthOf(bytes: Buffer): Promise<number | undefined> {
  try {
    return (await sharp(bytes).metadata()).width;
  } catch {
    return undefined;
  }
}

/** The first problem with an uploaded photo, or undefined when every photo in the request is usable. */
export async function uploadRefusal(body: unknown): Promise<string | undefined> {
  for (const asset of assetsOf(body)) {
    if (typeof asset?.path !== "string" || !asset.path.startsWith(`${PHOTOS_FOLDER}/`)) continue;
    const encoding = asset.encoding === "base64" ? "base64" : "utf8";
    const bytes = Buffer.from(typeof asset.content === "string" ? asset.content : "", encoding);
    const problem = photoUploadProblem(path.posix.basename(asset.path), {
      head: bytes.subarray(0, 16),
      size: bytes.byteLength,
      width: await widthOf(bytes),
    });
    if (problem) return problem;
  }
  return undefined;
}
