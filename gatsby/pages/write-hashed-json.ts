// A JSON file of the build in public/static under a content-hashed name: hosts cache /static/ forever, and
// new content gets a new name. Older files with the same prefix are removed, so public/ holds exactly what
// this build links to. Used by the inventory index and the shortlist data.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Writes `json` as `<staticDir>/<prefix><hash>.json` and returns that file name. */
export function writeHashedJson(staticDir: string, prefix: string, json: string): string {
  return writeHashedJsonFiles(staticDir, prefix, [json])[0];
}

/** writeHashedJson for a set of files under one prefix (the inventory's photo chunks): each one's name, in order. */
export function writeHashedJsonFiles(staticDir: string, prefix: string, jsons: readonly string[]): string[] {
  const fileNames = jsons.map(
    (json) => `${prefix}${crypto.createHash("sha256").update(json).digest("hex").slice(0, 20)}.json`,
  );
  const kept = new Set(fileNames);
  fs.mkdirSync(staticDir, { recursive: true });
  for (const old of fs.readdirSync(staticDir)) {
    if (old.startsWith(prefix) && old.endsWith(".json") && !kept.has(old)) fs.rmSync(path.join(staticDir, old));
  }
  jsons.forEach((json, at) => fs.writeFileSync(path.join(staticDir, fileNames[at]), json));
  return fileNames;
}
