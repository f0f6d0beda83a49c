// The inventory import as staff run it, for the integrations build (integrations-server.ts): a few vehicles of
// content/ copied onto the dealer-group example's lots, the two feeds of feed-import-fixture.ts (each row naming its
// lot as the dealer's system does) imported one after the other with `npm run inventory:import` (photos from a photo
// host on 127.0.0.1), and what each run printed kept for the import spec. The imported vehicles then join the integrations build's content, so the import spec reads the site
// built from them without a build of its own.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { exampleLots, GROUP_EXAMPLE_DIR } from "./group-content";
import { writeIntegrationsContent } from "./integrations-content";
import { contentVehicles } from "./inventory-content";
import { FEED_IMPORT_CONTENT, FEED_IMPORT_RESULTS, FEED_PHOTOS, firstFeed, secondFeed } from "./feed-import-fixture";
import { startPhotoServer } from "./photo-server";

/** The files besides the project that decide what the import writes (for the build's fingerprint). */
export const FEED_IMPORT_FIXTURE_FILES = ["feed-import-fixture.ts", "feed-import.ts", "photo-server.ts"].map((file) =>
  path.join(__dirname, file),
);

/**
 * Runs the command as staff would; asynchronously, so the photo host in this process can answer it. The photo
 * host is on 127.0.0.1, which the import refuses unless IMPORT_ALLOW_HOSTS opens it (as for a DMS on the
 * dealership's own network).
 */
async function runImport(projectDir: string, feedFile: string, name: string, photoOrigin: string): Promise<void> {
  const child = spawn("npm", ["run", "--silent", "inventory:import", "--", feedFile], {
    cwd: projectDir,
    env: { ...process.env, CONTENT_DIR: FEED_IMPORT_CONTENT, IMPORT_ALLOW_HOSTS: new URL(photoOrigin).host },
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

/** The example group's lots copied into `content`, and its vehicles put on them in turn (a group's car names its lot). */
function onGroupLots(content: string): void {
  fs.cpSync(path.join(GROUP_EXAMPLE_DIR, "locations"), path.join(content, "locations"), { recursive: true });
  const lots = exampleLots();
  contentVehicles(content).forEach((vehicle, index) => {
    const file = path.join(content, "vehicles", vehicle.file);
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(
      file,
      `${JSON.stringify({ ...data, location: lots[index % lots.length].id }, null, 2)}
`,
    );
  });
}

/**
 * Imports both feeds into a copy of two vehicles of `sourceContent`, running the import in `projectDir` (the
 * integrations build's copy of the project), then copies the vehicles and photos the imports wrote into
 * `intoContent`.
 */
export async function importFeeds(sourceContent: string, projectDir: string, intoContent: string): Promise<void> {
  writeIntegrationsContent(sourceContent, FEED_IMPORT_CONTENT, 2);
  onGroupLots(FEED_IMPORT_CONTENT);
  const siteFile = path.join(FEED_IMPORT_CONTENT, "site.json");
  const site = JSON.parse(fs.readFileSync(siteFile, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(siteFile, JSON.stringify({ ...site, importDefaults: { warranty: { type: "as-is" } } }, null, 2));
  fs.mkdirSync(FEED_IMPORT_RESULTS, { recursive: true });
  const feeds = path.join(FEED_IMPORT_RESULTS, "feeds");
  fs.mkdirSync(feeds, { recursive: true });

  const host = await startPhotoServer();
  try {
    for (const { photos } of FEED_PHOTOS) {
      for (const photo of photos)
        host.put(photo.urlPath, fs.readFileSync(path.join(sourceContent, "vehicles", "photos", photo.sample)));
    }
    const existing = contentVehicles(FEED_IMPORT_CONTENT);
    fs.writeFileSync(path.join(feeds, "inventory-1.csv"), firstFeed(existing, host.origin));
    await runImport(projectDir, path.join(feeds, "inventory-1.csv"), "first-import", host.origin);
    const afterFirst = path.join(FEED_IMPORT_RESULTS, "after-first-import", "vehicles");
    fs.mkdirSync(afterFirst, { recursive: true });
    for (const file of fs
      .readdirSync(path.join(FEED_IMPORT_CONTENT, "vehicles"))
      .filter((name) => name.endsWith(".json"))) {
      fs.copyFileSync(path.join(FEED_IMPORT_CONTENT, "vehicles", file), path.join(afterFirst, file));
    }
    const firstRequests = host.requests.length;
    fs.writeFileSync(path.join(feeds, "inventory-2.csv"), secondFeed(existing, host.origin));
    await runImport(projectDir, path.join(feeds, "inventory-2.csv"), "second-import", host.origin);
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
  // Into the integrations build's content: the site the import spec reads is built from them.
  for (const vehicle of contentVehicles(FEED_IMPORT_CONTENT)) {
    fs.copyFileSync(
      path.join(FEED_IMPORT_CONTENT, "vehicles", vehicle.file),
      path.join(intoContent, "vehicles", vehicle.file),
    );
    for (const photo of vehicle.photos)
      fs.copyFileSync(
        path.join(FEED_IMPORT_CONTENT, "vehicles", "photos", photo.file),
        path.join(intoContent, "vehicles", "photos", photo.file),
      );
  }
}
