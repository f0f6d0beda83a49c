// Playwright web server for the platform tests: starts the sink, builds the site with analytics and error
// reporting switched on (in a copy of the project under the system temp folder, so the main build in
// public/ stays the default one) and serves it with `gatsby serve` behind a proxy that adds the headers of
// its public/_headers, as a CDN would. An unchanged project is not rebuilt. Its content is a few vehicles of
// content/ (integrations-content.ts).
//   npx tsx e2e/support/integrations-server.ts
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startHeadersProxy } from "./headers-proxy";
import { writeIntegrationsContent } from "./integrations-content";
import { INTEGRATIONS_BUILD_DIR, INTEGRATIONS_ENV, INTEGRATIONS_PORT, INTEGRATIONS_UPSTREAM_PORT, SINK_PORT } from "./platform-ports";
import { startSink } from "./sink-server";

const root = path.resolve(__dirname, "..", "..");
const buildDir = INTEGRATIONS_BUILD_DIR;
// Top-level entries that do not go into a build: a change to a test does not rebuild the site.
const SKIP = new Set(["node_modules", ".cache", ".generated", "public", ".git", "test-results", "playwright-report", ".leads", "e2e", "tests", "bench", ".ci", "README.md", "playwright.config.ts", "vitest.config.mts"]);
const contentDir = path.resolve(root, process.env.CONTENT_DIR || "content");

function projectFiles(dir = root, prefix = ""): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !(prefix === "" && SKIP.has(entry.name)))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? projectFiles(path.join(dir, entry.name), relative) : [relative];
    });
}

const buildContentDir = path.join(buildDir, "integrations-content");
const env = { ...process.env, ...INTEGRATIONS_ENV, CONTENT_DIR: buildContentDir };

function fingerprint(files: string[]): string {
  const hash = createHash("sha256").update(JSON.stringify(INTEGRATIONS_ENV)).update(contentDir);
  for (const file of files.filter((name) => name !== "src/gatsby-types.d.ts").sort()) {
    hash.update(file).update(fs.readFileSync(path.join(root, file)));
  }
  if (contentDir !== path.join(root, "content")) {
    for (const file of projectFiles(contentDir).sort()) hash.update(file).update(fs.readFileSync(path.join(contentDir, file)));
  }
  return hash.digest("hex");
}

function prepareBuild(): void {
  const files = projectFiles();
  const stamp = fingerprint(files);
  const stampFile = path.join(buildDir, ".integrations-build");
  if (fs.existsSync(path.join(buildDir, "public", "index.html")) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) {
    console.log(`[integrations] ${buildDir} is up to date`);
    return;
  }
  fs.mkdirSync(buildDir, { recursive: true });
  for (const entry of fs.readdirSync(buildDir)) {
    if (![".cache", "public", "node_modules"].includes(entry)) fs.rmSync(path.join(buildDir, entry), { recursive: true, force: true });
  }
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(buildDir, file));
  }
  if (!fs.existsSync(path.join(buildDir, "node_modules"))) fs.symlinkSync(path.join(root, "node_modules"), path.join(buildDir, "node_modules"), "dir");
  writeIntegrationsContent(contentDir, buildContentDir);
  console.log(`[integrations] building the site with analytics and error reporting on in ${buildDir} (a few vehicles) ...`);
  const build = spawnSync("npx", ["gatsby", "build"], { cwd: buildDir, env, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`[integrations] gatsby build failed (exit ${build.status})`);
  fs.writeFileSync(stampFile, stamp);
}

async function main(): Promise<void> {
  const sink = await startSink(SINK_PORT);
  console.log(`[integrations] sink listening on http://localhost:${SINK_PORT}`);
  prepareBuild();
  const serve = spawn("npx", ["gatsby", "serve", "--host", "localhost", "--port", String(INTEGRATIONS_UPSTREAM_PORT)], { cwd: buildDir, env, stdio: "inherit" });
  const proxy = await startHeadersProxy(INTEGRATIONS_PORT, INTEGRATIONS_UPSTREAM_PORT, path.join(buildDir, "public", "_headers"));
  console.log(`[integrations] serving on http://localhost:${INTEGRATIONS_PORT} (gatsby serve on ${INTEGRATIONS_UPSTREAM_PORT}, _headers applied)`);
  const stop = () => {
    serve.kill("SIGTERM");
    proxy.close();
    sink.close();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  serve.on("exit", (code) => {
    proxy.close();
    sink.close();
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
