// Files that are either whole or absent, even across a power cut: the outbox's leads are written this way.
import fs from "node:fs/promises";
import path from "node:path";

/** Writes `content` to `finalPath` (mode 0600) through a temporary file in the same folder, flushed, then renamed. */
export async function writeAtomically(finalPath: string, content: string, tempName: string): Promise<void> {
  const tempPath = path.join(path.dirname(finalPath), tempName);
  const handle = await fs.open(tempPath, "wx", 0o600);
  try {
    // open's mode is reduced by the umask and says nothing about a file's later life: set it outright.
    await handle.chmod(0o600);
    await handle.writeFile(content, "utf8");
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.rm(tempPath, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await fs.rename(tempPath, finalPath);
  } catch (error) {
    // A hidden .tmp file is never sent: remove it, and let the caller report the failure.
    await fs.rm(tempPath, { force: true });
    throw error;
  }
  await syncFolder(path.dirname(finalPath));
}

/**
 * Flushes a folder's entries (a rename, a deletion) to disk, so they survive a power cut. Skipped where the
 * platform cannot (Windows: EPERM/EISDIR).
 */
export async function syncFolder(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof fs.open>> | undefined;
  try {
    handle = await fs.open(dir, "r");
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EPERM" && code !== "EISDIR" && code !== "EINVAL") throw error;
  } finally {
    await handle?.close();
  }
}
