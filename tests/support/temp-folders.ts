// Temporary folders a test file makes and does not remove itself (a feed written in a hook or a helper): each is
// removed after its test file (tests/setup.ts), so a run leaves nothing in the system temp folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const made: string[] = [];

/** A new folder under the system temp folder, removed after the test file that made it. */
export function tempFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder tempFolder made so far. */
export function removeTempFolders(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
