// The requests that write or delete files (persistEntry, persistMedia, deleteFile, deleteFiles), performed by
// the backend itself through content-writes.ts and answered as decap-server answers them: its own writes
// follow a link swapped in at the last component between its check and its write. The request's paths are
// relative to content/ here (api-route.ts respelled them); every path is checked on disk before the first write,
// so a request refused for a link writes nothing.
import { createHash } from "node:crypto";
import path from "node:path";
import { deletedPaths, writtenFiles } from "../../src/lib/admin/backend-writes";
import { checkWritablePath, deleteContentFile, writeContentFile } from "./content-writes";

type Json = unknown;

/** What decap-server's readMediaFile answers for a file just written. */
const mediaAnswer = (contentPath: string, bytes: Buffer) => ({
  id: createHash("sha256").update(bytes).digest("hex"),
  content: bytes.toString("base64"),
  encoding: "base64",
  path: contentPath,
  name: path.posix.basename(contentPath),
});

/** Performs a writing request (its paths relative to content/) and returns decap-server's answer to it. */
export async function performWrite(action: string, body: Json, contentDir: string): Promise<Json> {
  const files = writtenFiles(body).map((file) => ({
    path: file.path,
    bytes: Buffer.from(file.content, file.encoding),
  }));
  const deleted = deletedPaths(body);
  for (const target of [...files.map((file) => file.path), ...deleted]) await checkWritablePath(contentDir, target);
  for (const file of files) await writeContentFile(contentDir, file.path, file.bytes);
  for (const target of deleted) await deleteContentFile(contentDir, target);
  if (action === "persistMedia") return mediaAnswer(files[0].path, files[0].bytes);
  if (action === "persistEntry") return { message: "entry persisted" };
  if (action === "deleteFile") return { message: `deleted file ${deleted[0]}` };
  return { message: `deleted files ${deleted.join(", ")}` };
}
