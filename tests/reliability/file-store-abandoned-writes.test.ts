// A write cut short by a kill leaves its hidden temporary file in the outbox folder, where it takes room under the
// outbox's caps. leads:send (releaseStale) removes one older than a claim can live; a younger one may be a write
// under way in another process, and stays.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { STALE_CLAIM_MS } from "../../src/lib/server-kit/store/outbox-store";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-store-abandoned-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A temporary file as a killed write leaves it, last written `ageMs` before `now`. */
function leftBehind(name: string, now: number, ageMs: number): void {
  const file = path.join(dir, name);
  fs.writeFileSync(file, '{"version":1,"sav');
  const at = new Date(now - ageMs);
  fs.utimesSync(file, at, at);
}

it("removes the temporary files of writes older than a claim can live, and keeps younger ones and the leads", async () => {
  const store = createFileStore(dir);
  const lead = await store.create("20261121T183000Z-20261121-7KQ4M2", '{"lead":1}\n');
  const now = Date.now();
  leftBehind(".20261121T181000Z-20261121-AAAAAA-1.tmp", now, STALE_CLAIM_MS + 60_000);
  leftBehind(".20261121T182900Z-20261121-BBBBBB-2.tmp", now, STALE_CLAIM_MS - 60_000);
  expect(await store.releaseStale(now)).toBe(0);
  expect(fs.readdirSync(dir).sort()).toEqual([".20261121T182900Z-20261121-BBBBBB-2.tmp", lead]);
  expect((await store.usage()).map((entry) => entry.name).sort()).toEqual([
    ".20261121T182900Z-20261121-BBBBBB-2.tmp",
    lead,
  ]);
});
