// A JSON file of the build in public/static under a content-hashed name: hosts cache /static/ forever, and
// new content gets a new name. Older files with the same prefix are removed, so public/ holds exactly what
// this build links to. Used by the inventory index and the shortlist data.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Writes `json` as `<staticDir>/<prefix><hash>.json` and returns that file name. */
export function writeHashedJson(staticDir: string, prefix: string, json: string): string {
  const fileName = `${prefix}${crypto.createHash("sha256").update(json).digest("hex").slice(0, 20)}.json`;
  fs.mkdirSync(staticDir, { recursive: true });
  for (const old of fs.readdirSync(staticDir)) {
    if (old.startsWith(prefix) && old.endsWith(".json") && old !== fileName) fs.rmSync(path.join(staticDir, old));
  }
  fs.writeFileSync(path.join(staticDir, fileName), json);
  return fileName;
}
