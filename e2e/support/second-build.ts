// A second production build of the site for e2e specs that need other settings or other content than the main
// build: the project is copied (without tests, node_modules linked) into a folder under the system temp folder,
// so the main build in public/ stays the default one, and built there. An unchanged project is not rebuilt.
import { spawnSync } from "node:child_process";
import { createHash, type Hash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const PROJECT_ROOT = path.resolve(__dirname, "..", "..");
// Top-level entries that do not go into a build: a change to a test does not rebuild the site.
const SKIP = new Set([
  "node_modules",
  ".cache",
  ".netlify",
  ".generated",
  "public",
  ".git",
  "test-results",
  "playwright-report",
  ".leads",
  "e2e",
  "tests",
  "bench",
  ".ci",
  "README.md",
  "playwright.config.ts",
  "vitest.config.mts",
]);

/** Files under `dir` (relative, sorted by the caller); at the project root, without SKIP. */
export function filesUnder(dir: string, prefix = "", skip: ReadonlySet<string> = new Set()): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !(prefix === "" && skip.has(entry.name)))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : [relative];
    });
}

/** Adds every file under `dir` (names and bytes) to a fingerprint. */
export function hashFiles(hash: Hash, dir: string): void {
  for (const file of filesUnder(dir).sort()) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
}

export interface SecondBuild {
  /** Prefix of its log lines, e.g. `[integrations]`. */
  label: string;
  buildDir: string;
  /** Environment of the build (and of `prepare`'s commands). */
  env: NodeJS.ProcessEnv;
  /** Everything besides the project's files that decides the build: settings, content, fixtures. */
  fingerprint: (hash: Hash) => void;
  /** Runs in the fresh copy before `gatsby build`: writes the content the build reads. */
  prepare: () => void | Promise<void>;
  /** What the build is, for the log line. */
  description: string;
}

/**
 * What of the last build in `buildDir` goes before the next one. A local rebuild keeps .cache and public/; a Netlify
 * build starts from a fresh clone and gets them back from its build cache, as on Netlify (netlify-adapter.ts), since
 * the adapter moved files in public/ after saving it.
 */
function leftFromLastBuild(build: SecondBuild): string[] {
  const netlify = build.env.DEPLOY_TARGET === "netlify";
  const kept = netlify ? [".netlify", "node_modules"] : [".cache", "public", "node_modules"];
  const netlifyDir = path.join(build.buildDir, ".netlify");
  const generatedForNetlify =
    netlify && fs.existsSync(netlifyDir)
      ? fs
          .readdirSync(netlifyDir)
          .filter((entry) => entry !== "build-cache")
          .map((entry) => path.join(netlifyDir, entry))
      : [];
  return fs
    .readdirSync(build.buildDir)
    .filter((entry) => !kept.includes(entry))
    .map((entry) => path.join(build.buildDir, entry))
    .concat(generatedForNetlify);
}

/** The build's node_modules: a link to this project's. One left by another checkout (an earlier clone) is replaced. */
function linkOwnModules(buildDir: string): void {
  const modules = path.join(buildDir, "node_modules");
  const ownModules = path.join(PROJECT_ROOT, "node_modules");
  if (fs.lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink() && fs.readlinkSync(modules) !== ownModules)
    fs.unlinkSync(modules);
  if (!fs.existsSync(modules)) fs.symlinkSync(ownModules, modules, "dir");
}

/** Copies the project into `buildDir` and builds it there, unless the same project was built there last time. */
export async function prepareSecondBuild(build: SecondBuild): Promise<void> {
  const files = filesUnder(PROJECT_ROOT, "", SKIP);
  const hash = createHash("sha256");
  // A build made from another checkout is not reused: the Netlify adapter's functions require this checkout's
  // packages by a relative path, so they break once that checkout is gone (a clean clone's CI run after a trial).
  hash.update(fs.realpathSync(path.join(PROJECT_ROOT, "node_modules")));
  build.fingerprint(hash);
  for (const file of files.filter((name) => name !== "src/gatsby-types.d.ts").sort())
    hash.update(file).update(fs.readFileSync(path.join(PROJECT_ROOT, file)));
  const stamp = hash.digest("hex");
  const stampFile = path.join(build.buildDir, ".second-build");
  if (
    fs.existsSync(path.join(build.buildDir, "public", "index.html")) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, "utf8") === stamp
  ) {
    // An up-to-date build is still served with this checkout's packages.
    linkOwnModules(build.buildDir);
    console.log(`${build.label} ${build.buildDir} is up to date`);
    return;
  }
  fs.mkdirSync(build.buildDir, { recursive: true });
  for (const entry of leftFromLastBuild(build)) fs.rmSync(entry, { recursive: true, force: true });
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(build.buildDir, file)), { recursive: true });
    fs.copyFileSync(path.join(PROJECT_ROOT, file), path.join(build.buildDir, file));
  }
  linkOwnModules(build.buildDir);
  await build.prepare();
  console.log(`${build.label} building the site ${build.description} in ${build.buildDir} ...`);
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: build.buildDir, env: build.env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${build.label} gatsby build failed (exit ${result.status})`);
  fs.writeFileSync(stampFile, stamp);
}
