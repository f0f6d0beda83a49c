// The site promises to run on the Node versions of package.json's "engines" (CI runs the oldest): every
// installed package must accept the oldest of them, or an upgrade has quietly raised the floor.
import fs from "node:fs";
import path from "node:path";
import semver from "semver";

const ROOT = path.resolve(__dirname, "../..");

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/** Every package.json of an installed package under `dir` (nested node_modules included). */
function installedManifests(dir: string, found: Array<{ file: string; manifest: Manifest }> = []) {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith("@")) {
      installedManifests(folder, found);
      continue;
    }
    const manifest = readManifest(path.join(folder, "package.json"));
    if (manifest) found.push({ file: path.relative(ROOT, path.join(folder, "package.json")), manifest });
    installedManifests(path.join(folder, "node_modules"), found);
  }
  return found;
}

/** The packages whose own "engines.node" leaves out the oldest Node of `range`. */
function packagesNeedingNewerThan(range: string, manifests: Array<{ file: string; manifest: Manifest }>) {
  const oldest = semver.minVersion(range);
  if (!oldest) throw new Error(`engines.node: "${range}" names no version`);
  return manifests
    .filter(({ manifest }) => {
      const theirs = manifest.engines?.node;
      return typeof theirs === "string" && semver.validRange(theirs) !== null && !semver.satisfies(oldest, theirs);
    })
    .map(({ file, manifest }) => `${manifest.name}@${manifest.version} wants node ${manifest.engines?.node} (${file})`);
}

describe("Node engines", () => {
  const ours = readManifest(path.join(ROOT, "package.json"))?.engines?.node ?? "";

  it("states a range", () => {
    expect(semver.validRange(ours)).not.toBeNull();
  });

  it("starts at a version every installed package accepts", () => {
    expect(packagesNeedingNewerThan(ours, installedManifests(path.join(ROOT, "node_modules")))).toEqual([]);
  });

  it("names a package that needs a newer Node", () => {
    const manifests = [
      {
        file: "node_modules/a/package.json",
        manifest: { name: "a", version: "1.0.0", engines: { node: ">=22.12.0" } },
      },
      { file: "node_modules/b/package.json", manifest: { name: "b", version: "1.0.0", engines: { node: ">=18" } } },
      { file: "node_modules/c/package.json", manifest: { name: "c", version: "1.0.0" } },
    ];
    expect(packagesNeedingNewerThan(">=20.19.0", manifests)).toEqual([
      "a@1.0.0 wants node >=22.12.0 (node_modules/a/package.json)",
    ]);
  });
});
