// The local backend measures each photo before anything is resolved on disk: a file the site cannot use is
// refused with the reason, and nothing lands in content/vehicles/photos/. Every upload is a photo (the
// editor's one media folder is photos/), wherever it is sent; an entry is measured too when its path, spelled
// any way, leads into photos/ (a content file there is not a photo).
import path from "node:path";
import { contentPathOf, isInPhotos } from "../../src/lib/admin/backend-paths";
import { writtenFiles } from "../../src/lib/admin/backend-writes";
import { photoUploadProblem } from "../../src/lib/admin/photo-upload-rules";
import { readPhotoMetadata } from "../../src/lib/images/resize-photo";

/** Width and height from the photo's header (nothing is decoded); undefined when it cannot be read. */
async function dimensionsOf(bytes: Buffer): Promise<{ width?: number; height?: number }> {
  try {
    return await readPhotoMetadata(bytes);
  } catch {
    return {};
  }
}

/** The first problem with a photo the request writes, or undefined when every one is usable. */
export async function uploadRefusal(body: unknown, repoDir: string): Promise<string | undefined> {
  for (const file of writtenFiles(body)) {
    const contentPath = contentPathOf(file.path, repoDir) ?? file.path;
    if (file.kind === "entry" && !isInPhotos(contentPath)) continue;
    const bytes = Buffer.from(file.content, file.encoding);
    const { width, height } = await dimensionsOf(bytes);
    const problem = photoUploadProblem(path.posix.basename(contentPath), {
      head: bytes.subarray(0, 16),
      size: bytes.byteLength,
      width,
      height,
    });
    if (problem) return problem;
  }
  return undefined;
}
