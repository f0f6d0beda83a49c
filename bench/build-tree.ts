// Build trees: each variant builds in its own copy of the project under bench/tmp/<name>/ so builds
// never overwrite each other's (or the developer's) public/ and .cache/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

function isRegularFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false; // deleted in the working tree but still tracked
  }
}

/**
 * Files of the working tree as git sees them: tracked plus untracked-but-not-ignored, so uncommitted
 * work is measured too.
 */
export function projectFiles(repoRoot: string): string[] {
  const output = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = [...new Set(output.split("\0").filter(Boolean))];
  // Regular files only: node_modules is linked, not copied, even where a symlink to it got tracked.
  return files.filter(
    (file) => !file.startsWith("bench/tmp/") && file !== "node_modules" && isRegularFile(path.join(repoRoot, file)),
  );
}

/** Copies the project into `dest` (wiped first) and links node_modules back to the repository's. */
export function createProjectTree(repoRoot: string, dest: string): number {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  const files = projectFiles(repoRoot);
  for (const file of files) {
    const target = path.join(dest, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // A copy, not a hard link: the build rewrites some source files (src/gatsby-types.d.ts), and a
    // hard link would carry that write back into the developer's tree.
    fs.copyFileSync(path.join(repoRoot, file), target);
  }
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(dest, "node_modules"), "dir");
  return files.length;
}

const FLOOR_PAGE = `import * as React from "react";

export default function IndexPage() {
  return <h1>Hello world</h1>;
}
`;

/**
 * The floor: the smallest Gatsby 5 site there is, one page with <h1>Hello world</h1>, built with the
 * same Gatsby as ours. What we add on top of it is what our pages cost.
 */
export function createFloorTree(repoRoot: string, dest: string, gatsbyVersion: string): void {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(path.join(dest, "src", "pages"), { recursive: true });
  const packageJson = {
    name: "gatsby-floor",
    version: "1.0.0",
    private: true,
    dependencies: { gatsby: gatsbyVersion, react: "~18.3.1", "react-dom": "~18.3.1" },
  };
  fs.writeFileSync(path.join(dest, "package.json"), `${JSON.stringify(packageJson, null, 2)}\n`);
  fs.writeFileSync(
    path.join(dest, "gatsby-config.js"),
    `module.exports = { siteMetadata: { title: "Hello world" }, plugins: [] };\n`,
  );
  fs.writeFileSync(path.join(dest, "src", "pages", "index.js"), FLOOR_PAGE);
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(dest, "node_modules"), "dir");
}

export function installedVersion(repoRoot: string, packageName: string): string {
  const file = path.join(repoRoot, "node_modules", packageName, "package.json");
  const { version } = JSON.parse(fs.readFileSync(file, "utf8")) as { version: string };
  return version;
}

/**
 * Writes `count` generated vehicles to `out` (scripts/generate-inventory.ts, run in `sampleTree` from its content):
 * sharing `photos` sample photos, or with `photos` as `{ perVehicle, cache }`, that many distinct photos a vehicle
 * (drawn ones kept in `cache` for the next run).
 */
export function generateInventory(
  sampleTree: string,
  count: number,
  out: string,
  photos: number | { perVehicle: number; cache: string },
): void {
  const photoArgs =
    typeof photos === "number"
      ? ["--photos", String(photos)]
      : ["--photos-per-vehicle", String(photos.perVehicle), "--photo-cache", photos.cache];
  execFileSync(
    path.join(sampleTree, "node_modules", ".bin", "tsx"),
    [
      "scripts/generate-inventory.ts",
      "--count",
      String(count),
      "--out",
      out,
      ...photoArgs,
      "--source",
      path.join(sampleTree, "content"),
    ],
    { cwd: sampleTree, stdio: ["ignore", "inherit", "inherit"] },
  );
}
