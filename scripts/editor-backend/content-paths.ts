// Where a path inside content/ really leads, after following links: it must stay inside content/. Checked on
// the real file system at the moment of the request (a link made since start-up counts too), for a clear
// refusal; decap-server, rooted at content/, resolves the path again as it reads, and the backend's own writes
// (content-writes.ts) go through no link at all, checked as they write.
import { promises as fs } from "node:fs";
import path from "node:path";
import { repoPathOf } from "../../src/lib/admin/backend-paths";

const inside = (folder: string, target: string) => {
  const relative = path.relative(folder, target);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

/** The real path of `target`, or of its nearest existing parent joined with the missing rest (new files). */
async function realPathOfNew(target: string): Promise<string> {
  const missing: string[] = [];
  let existing = target;
  for (;;) {
    try {
      return path.join(await fs.realpath(existing), ...missing);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      const parent = path.dirname(existing);
      if (parent === existing) throw error;
      missing.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

/** Why `contentPath` (relative to content/) may not be touched; undefined when it really is inside content/. */
export async function linkRefusal(contentDir: string, contentPath: string): Promise<string | undefined> {
  const realContent = await fs.realpath(contentDir);
  const real = await realPathOfNew(path.join(contentDir, contentPath));
  if (!inside(realContent, real)) return `"${repoPathOf(contentPath)}" leads outside content/ through a link`;
  return undefined;
}

/** A link inside `folder` (any depth) whose target is outside content/, which a listing would read. */
export async function escapingLinkIn(folder: string, contentDir: string): Promise<string | undefined> {
  const realContent = await fs.realpath(contentDir);
  let entries: import("node:fs").Dirent[];
  try {
    entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!entry.isSymbolicLink()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const target = await fs.realpath(full).catch(() => undefined);
    if (target !== undefined && !inside(realContent, target)) return path.relative(path.dirname(contentDir), full);
  }
  return undefined;
}
