// A throwaway repository for the editor's backend tests, in the system temp folder: a few content files, an
// empty photos folder, and a `.git` folder with a config and a hook that must never change (never the
// project's own .git).
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const CIVIC = "vehicles/2019-honda-civic-h24100.json";

export function makeEditorRepo(): string {
  const repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-backend-repo-"));
  const content = path.join(repoDir, "content");
  fs.mkdirSync(path.join(content, "vehicles/photos"), { recursive: true });
  for (const file of ["site.json", "testimonials.json", CIVIC])
    fs.copyFileSync(path.resolve("content", file), path.join(content, file));
  fs.mkdirSync(path.join(repoDir, ".git/hooks"), { recursive: true });
  fs.writeFileSync(path.join(repoDir, ".git/config"), "[core]\n\tbare = false\n");
  fs.writeFileSync(path.join(repoDir, ".git/HEAD"), "ref: refs/heads/main\n");
  fs.writeFileSync(path.join(repoDir, ".git/hooks/pre-commit.sample"), "#!/bin/sh\nexit 0\n");
  return repoDir;
}

/** Every entry under `folder` (name, kind, and a hash of each file's bytes or each link's target), sorted. */
export function folderState(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const name = path.relative(folder, full);
      if (entry.isSymbolicLink()) return `${name} -> ${fs.readlinkSync(full)}`;
      if (entry.isDirectory()) return `${name}/`;
      return `${name} ${createHash("sha256").update(fs.readFileSync(full)).digest("hex")}`;
    })
    .sort();
}

export function removeEditorRepo(repoDir: string): void {
  fs.rmSync(repoDir, { recursive: true, force: true });
}
