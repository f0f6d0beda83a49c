// Every file the editor's backend writes or deletes, written here and never by decap-server: a path resolved
// first and opened by name later follows a link swapped in between (at the last component too), so a save
// could land on .git/config. Here every folder from content/ down is checked to be a real folder (lstat, made
// when missing), the bytes go to a new temporary file beside the target (created exclusively, O_NOFOLLOW) and
// that is renamed over the target: rename replaces a link put there meanwhile instead of following it. A link
// met anywhere on the path is refused.
import { randomBytes } from "node:crypto";
import { constants, promises as fs } from "node:fs";
import path from "node:path";
import { repoPathOf } from "../../src/lib/admin/backend-paths";

/** A write the backend refuses for what it found on disk (a link, a file where a folder must be): a 403. */
export class ContentWriteRefusal extends Error {}

const linkRefused = (contentPath: string) =>
  new ContentWriteRefusal(
    `"${repoPathOf(contentPath)}" is a link; the editor writes only real files in real folders of content/`,
  );

const lstatOrUndefined = (target: string) =>
  fs.lstat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });

/** What is at `target` now: nothing, a real file, or a refusal (a link, a folder, anything else). */
async function checkFile(target: string, contentPath: string): Promise<"missing" | "file"> {
  const found = await lstatOrUndefined(target);
  if (found === undefined) return "missing";
  if (found.isSymbolicLink()) throw linkRefused(contentPath);
  if (!found.isFile()) throw new ContentWriteRefusal(`"${repoPathOf(contentPath)}" is not a file`);
  return "file";
}

/**
 * The real folder a file relative to content/ goes in, each folder on the way checked (and made when
 * `make`, else a missing one is undefined): a link or a file where a folder must be is refused.
 */
async function folderOf(contentDir: string, contentPath: string, make: boolean): Promise<string | undefined> {
  const segments = contentPath.split("/");
  let folder = await fs.realpath(contentDir);
  for (let index = 0; index < segments.length - 1; index += 1) {
    folder = path.join(folder, segments[index]);
    const shown = segments.slice(0, index + 1).join("/");
    let found = await lstatOrUndefined(folder);
    if (found === undefined) {
      if (!make) return undefined;
      await fs.mkdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "EEXIST") throw error;
      });
      found = await fs.lstat(folder);
    }
    if (found.isSymbolicLink()) throw linkRefused(shown);
    if (!found.isDirectory()) throw new ContentWriteRefusal(`"${repoPathOf(shown)}" is not a folder`);
  }
  return folder;
}

/** Refuses, before anything is written, a path with a link (or a file for a folder) on it as it is now. */
export async function checkWritablePath(contentDir: string, contentPath: string): Promise<void> {
  const folder = await folderOf(contentDir, contentPath, false);
  if (folder !== undefined) await checkFile(path.join(folder, path.posix.basename(contentPath)), contentPath);
}

/** Writes `bytes` to the file at `contentPath` (relative to content/), never through a link. */
export async function writeContentFile(contentDir: string, contentPath: string, bytes: Buffer): Promise<void> {
  const name = path.posix.basename(contentPath);
  const folder = (await folderOf(contentDir, contentPath, true)) as string;
  const target = path.join(folder, name);
  await checkFile(target, contentPath);
  const temporary = path.join(folder, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await fs.open(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o666,
  );
  try {
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
    // Checked again just before the rename: the folders are still real ones, the target no link.
    await folderOf(contentDir, contentPath, false);
    await checkFile(target, contentPath);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** Deletes the file at `contentPath`; a file already gone is no error (as decap-server's delete). */
export async function deleteContentFile(contentDir: string, contentPath: string): Promise<void> {
  const folder = await folderOf(contentDir, contentPath, false);
  if (folder === undefined) return;
  const target = path.join(folder, path.posix.basename(contentPath));
  if ((await checkFile(target, contentPath)) === "missing") return;
  // unlink removes a link put there meanwhile, never what it points at.
  await fs.unlink(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}
