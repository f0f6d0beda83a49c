// The import process killed outright (SIGKILL: no clean-up runs) at moments of a 1,000-vehicle import:
// content/ is always as it was before or as it is after, or (killed while renaming) refused by the build until
// --recover finishes it to exactly the "after".
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ContentError } from "../../src/lib/content/content-error";
import { loadContent } from "../../src/lib/content/load-content";
import { syntheticInventory } from "../../src/lib/content/synthetic-inventory";
import { feedRecord, feedText } from "../../src/lib/feed-import/feed-from-vehicles";
import { jpegBytes, tempContent, writeFeedFile, type TempContent } from "./support";

const tsx = path.resolve("node_modules/.bin/tsx");
// The tsx command runs the script in a child process: kill that one, the import itself, so start it directly.
const node = [process.execPath, "--import", "tsx", "scripts/import-inventory.ts"] as const;
const vehicles = syntheticInventory(1000, ["a.jpg", "b.jpg"]);
let feed: string;

beforeAll(() => {
  feed = writeFeedFile(
    feedText(
      vehicles.map((vehicle) =>
        feedRecord(
          vehicle,
          vehicle.photos.map((photo) => `photos/${photo.file}`),
        ),
      ),
    ),
  );
  fs.mkdirSync(path.join(path.dirname(feed), "photos"));
  for (const [index, name] of ["a.jpg", "b.jpg"].entries())
    fs.writeFileSync(path.join(path.dirname(feed), "photos", name), jpegBytes(index));
});

const importInto = (content: TempContent) =>
  spawn(node[0], [...node.slice(1), feed], { env: { ...process.env, CONTENT_DIR: content.dir }, stdio: "ignore" });

/** Whether the build refuses to read `dir` (a ContentError); any other error is the test's. */
function refusedByBuild(dir: string): boolean {
  try {
    loadContent(dir, 2026);
    return false;
  } catch (error) {
    if (error instanceof ContentError) return true;
    throw error;
  }
}

function finished(child: ReturnType<typeof spawn>): Promise<void> {
  return new Promise((resolve) => child.on("exit", () => resolve()));
}

describe("an import killed part-way", () => {
  it("leaves content/ as before or as after, never half of each", { timeout: 240_000 }, async () => {
    const reference = tempContent([]);
    const before = reference.snapshot();
    const started = Date.now();
    await finished(importInto(reference));
    const duration = Date.now() - started;
    const after = reference.snapshot();
    expect(Object.keys(after).filter((file) => file.endsWith(".json"))).toHaveLength(1000 + 2);
    reference.cleanup();

    const outcomes: string[] = [];
    const count = (dir: string, suffix = "") =>
      fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(suffix)).length : 0;
    const staged = (content: TempContent) => {
      const dir = path.join(content.dir, ".import");
      const staging = fs.existsSync(dir) ? fs.readdirSync(dir).find((name) => name.startsWith("staging-")) : undefined;
      return staging ? count(path.join(dir, staging)) : 0;
    };
    // Kill at moments chosen by what is on disk, so each phase is hit whatever the machine's load. The import takes
    // its lock (.import/lock) just before it reads the feed and content/, and writes nothing else until it has
    // planned.
    const moments: [string, (content: TempContent) => boolean][] = [
      ["while reading and planning", (content) => fs.existsSync(path.join(content.dir, ".import", "lock"))],
      ["while staging files", (content) => staged(content) >= 300],
      ["at the commit point", (content) => fs.existsSync(path.join(content.dir, ".import", "journal.json"))],
      ["while renaming", (content) => count(content.vehiclesDir, ".json") >= 500],
    ];
    for (const [moment, ready] of moments) {
      const content = tempContent([]);
      const child = importInto(content);
      await vi.waitFor(
        () => {
          if (!ready(content) && child.exitCode === null) throw new Error(`not yet ${moment}`);
        },
        { timeout: 120_000, interval: 2 },
      );
      child.kill("SIGKILL");
      await finished(child);
      // Killed past the commit point it leaves its journal: the build refuses content/ exactly then, and
      // --recover finishes that import (or says there is none to finish).
      const journal = fs.existsSync(path.join(content.dir, ".import", "journal.json"));
      expect(refusedByBuild(content.dir), moment).toBe(journal);
      const recovery = spawnSync(tsx, ["scripts/import-inventory.ts", "--recover"], {
        env: { ...process.env, CONTENT_DIR: content.dir },
        encoding: "utf8",
      });
      expect(recovery.status, recovery.stderr).toBe(0);
      expect(recovery.stdout).toMatch(journal ? /^Finished the interrupted import/ : /^No interrupted import/);
      const now = JSON.stringify(content.snapshot());
      const state = now === JSON.stringify(before) ? "before" : now === JSON.stringify(after) ? "after" : "HALF";
      outcomes.push(`${moment}: ${journal ? "journal left, --recover -> " : ""}${state}`);
      expect(state, moment).not.toBe("HALF");
      expect(loadContent(content.dir, 2026).vehicles).toHaveLength(state === "after" ? 1000 : 0);
      content.cleanup();
    }
    // The moments after the commit point must really have been caught mid-write (else the test proves little).
    expect(outcomes.filter((outcome) => outcome.includes("journal left"))).not.toHaveLength(0);
    console.log(`killed imports (uninterrupted: ${duration} ms): ${outcomes.join("; ")}`);
  });
});
