// Playwright web server of the inventory import spec: copies a few vehicles of content/, imports the two feeds
// of feed-import-fixture.ts with `npm run inventory:import` (photos from a photo host on 127.0.0.1), builds
// the site from the result in a copy of the project (second-build.ts) and serves it. An unchanged project
// is not imported and built again.
//   npx tsx e2e/support/feed-import-server.ts [--build-only]
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { writeIntegrationsContent } from "./integrations-content";
import { contentVehicles } from "./inventory-content";
import {
  FEED_IMPORT_BUILD_DIR,
  FEED_IMPORT_CONTENT,
  FEED_IMPORT_PORT,
  FEED_IMPORT_RESULTS,
  FEED_PHOTOS,
  firstFeed,
  secondFeed,
} from "./feed-import-fixture";
import { startPhotoServer } from "./photo-server";
import { hashFiles, prepareSecondBuild, PROJECT_ROOT } from "./second-build";

const sourceContent = path.resolve(PROJECT_ROOT, process.env.CONTENT_DIR || "content");
const env = { ...process.env, CONTENT_DIR: FEED_IMPORT_CONTENT };
const FIXTURE_FILES = [
  "feed-import-fixture.ts",
  "feed-import-server.ts",
  "photo-server.ts",
  "integrations-content.ts",
  "inventory-content.ts",
  "second-build.ts",
];

/**
 * Runs the command as staff would; asynchronously, so the photo host in this process can answer it. The photo
 * host is on 127.0.0.1, which the import refuses unless IMPORT_ALLOW_HOSTS opens it (as for a DMS on the
 * dealership's own network).
 */
async function runImport(feedFile: string, name: string, photoOrigin: string): Promise<void> {
  const child = spawn("npm", ["run", "--silent", "inventory:import", "--", feedFile], {
    cwd: FEED_IMPORT_BUILD_DIR,
    env: { ...env, IMPORT_ALLOW_HOSTS: new URL(photoOrigin).host },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  fs.writeFileSync(path.join(FEED_IMPORT_RESULTS, `${name}.json`), JSON.stringify({ status, stdout, stderr }, null, 2));
  console.log(`[feed import] ${name}: exit ${status}\n${stdout}${stderr}`);
  if (status !== 0) throw new Error(`[feed import] ${name} failed (exit ${status})`);
}

async function importFeeds(): Promise<void> {
  writeIntegrationsContent(sourceContent, FEED_IMPORT_CONTENT, 2);
  const siteFile = path.join(FEED_IMPORT_CONTENT, "site.json");
  const site = JSON.parse(fs.readFileSync(siteFile, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(siteFile, JSON.stringify({ ...site, importDefaults: { warranty: { type: "as-is" } } }, null, 2));
  fs.mkdirSync(FEED_IMPORT_RESULTS, { recursive: true });
  const feeds = path.join(FEED_IMPORT_BUILD_DIR, "feeds");
  fs.mkdirSync(feeds, { recursive: true });

  const host = await startPhotoServer();
  try {
    for (const { photos } of FEED_PHOTOS) {
      for (const photo of photos)
        host.put(photo.urlPath, fs.readFileSync(path.join(sourceContent, "vehicles", "photos", photo.sample)));
    }
    const existing = contentVehicles(FEED_IMPORT_CONTENT);
    fs.writeFileSync(path.join(feeds, "inventory-1.csv"), firstFeed(existing, host.origin));
    await runImport(path.join(feeds, "inventory-1.csv"), "first-import", host.origin);
    const afterFirst = path.join(FEED_IMPORT_RESULTS, "after-first-import", "vehicles");
    fs.mkdirSync(afterFirst, { recursive: true });
    for (const file of fs
      .readdirSync(path.join(FEED_IMPORT_CONTENT, "vehicles"))
      .filter((name) => name.endsWith(".json"))) {
      fs.copyFileSync(path.join(FEED_IMPORT_CONTENT, "vehicles", file), path.join(afterFirst, file));
    }
    const firstRequests = host.requests.length;
    fs.writeFileSync(path.join(feeds, "inventory-2.csv"), secondFeed(existing, host.origin));
    await runImport(path.join(feeds, "inventory-2.csv"), "second-import", host.origin);
    fs.writeFileSync(
      path.join(FEED_IMPORT_RESULTS, "photo-requests.json"),
      JSON.stringify(
        {
          origin: host.origin,
          first: host.requests.slice(0, firstRequests),
          second: host.requests.slice(firstRequests),
        },
        null,
        2,
      ),
    );
  } finally {
    await host.close();
  }
}

async function main(): Promise<void> {
  await prepareSecondBuild({
    label: "[feed import]",
    buildDir: FEED_IMPORT_BUILD_DIR,
    env,
    description: "from two imported feeds (four vehicles)",
    fingerprint: (hash) => {
      for (const file of FIXTURE_FILES) hash.update(file).update(fs.readFileSync(path.join(__dirname, file)));
      hash.update(sourceContent);
      if (sourceContent !== path.join(PROJECT_ROOT, "content")) hashFiles(hash, sourceContent);
    },
    prepare: importFeeds,
  });
  // Built ahead of the run with the main build (build-e2e-sites.ts).
  if (process.argv.includes("--build-only")) return;
  const serve = spawn("npx", ["gatsby", "serve", "--host", "localhost", "--port", String(FEED_IMPORT_PORT)], {
    cwd: FEED_IMPORT_BUILD_DIR,
    env,
    stdio: "inherit",
  });
  const stop = () => serve.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  serve.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
