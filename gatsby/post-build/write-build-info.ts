// Writes public/build-info.json (src/lib/build/build-info.ts) after the pages are built, and answers the same
// for `gatsby develop`, whose site shows each save at once.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  BUILD_INFO_PATH,
  FILE_HASH_LENGTH,
  canonicalJson,
  commitFromEnv,
  type BuildInfo,
} from "../../src/lib/build/build-info";
import { writePublicFile } from "./public-files";

const ROOT = process.cwd();
const CONTENT = "content";

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** A JSON file by its values (canonical JSON); a file that does not parse by its bytes (the build refuses it anyway). */
function jsonFileHash(bytes: Buffer): string {
  try {
    return sha256(canonicalJson(JSON.parse(bytes.toString("utf8"))));
  } catch {
    return sha256(bytes);
  }
}

function contentFiles(dir = path.join(ROOT, CONTENT)): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

export function currentBuildInfo(builtAt = new Date()): BuildInfo {
  const files: Record<string, string> = {};
  const overall = createHash("sha256");
  for (const file of contentFiles()) {
    const full = path.join(ROOT, file);
    if (file.endsWith(".json")) {
      const hash = jsonFileHash(fs.readFileSync(full));
      files[file] = hash.slice(0, FILE_HASH_LENGTH);
      overall.update(`${file}\0${hash}\n`);
    } else {
      // Photos by name and size: reading thousands of photos would slow every build for little.
      overall.update(`${file}\0${fs.statSync(full).size}\n`);
    }
  }
  return {
    builtAt: builtAt.toISOString(),
    commit: commitFromEnv(process.env) ?? gitCommit(),
    contentHash: overall.digest("hex"),
    files,
  };
}

export function writeBuildInfo(): BuildInfo {
  const info = currentBuildInfo();
  writePublicFile(BUILD_INFO_PATH.slice(1), JSON.stringify(info));
  return info;
}
