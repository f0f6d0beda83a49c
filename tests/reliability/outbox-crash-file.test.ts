// The file outbox under SIGKILL: serve:prod killed at random moments while shoppers post leads, CRASH_KILLS times
// (15 here and 5 on S3 in outbox-crash-s3.test.ts, 20 kills in `npm test`; `npm run bench:reliability` runs 300),
// then restarted and drained by `npm run leads:send`. Every lead answered 200 is delivered exactly once, every file
// kept opens with the key, and the folder holds nothing but leads and the hidden temporary files of writes the
// kills cut short, which the next leads:send after 15 minutes removes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { STALE_CLAIM_MS } from "../../src/lib/server-kit/store/outbox-store";
import { makeFixtureSite, removeFixtureSite } from "../server/support/fixture-site";
import { runCrashScenario } from "./support/crash-scenario";
import { crashProblems } from "./support/crash-problems";
import { serveProdServer } from "./support/lead-servers";
import { crashKills, crashSeed } from "./support/crash-kills";
import { watchFolderWrites } from "./support/watch-folder-writes";

const KILLS = crashKills("CRASH_KILLS", 15);

let publicDir: string;
let root: string;

beforeAll(() => {
  publicDir = makeFixtureSite();
  root = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-crash-file-"));
});

afterAll(() => {
  removeFixtureSite(publicDir);
  fs.rmSync(root, { recursive: true, force: true });
});

it(`delivers every lead answered 200 exactly once across ${KILLS} SIGKILLs of serve:prod`, async () => {
  const dir = path.join(root, "leads");
  fs.mkdirSync(dir, { mode: 0o700 });
  // Names seen in the folder after each kill: a lead, or a write the kill cut short.
  const names = new Set<string>();
  const report = await runCrashScenario({
    server: serveProdServer(publicDir),
    kills: KILLS,
    seed: crashSeed(),
    store: { outboxUrl: `file:${dir}`, env: {}, open: () => createFileStore(dir), watchWrites: watchFolderWrites(dir) },
    onKill: () => {
      for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) names.add(name);
    },
  });
  const context = `seed ${report.seed}; leads:send said:\n${report.leadsSendOutput}`;
  expect(crashProblems(report, KILLS), context).toEqual([]);
  // Nothing in the folder but leads and hidden temporary files: no half-written file under a lead's name.
  expect([...names].filter((name) => !/^\d{8}T\d{6}Z-[\w-]+\.json$/.test(name) && !/^\..+\.tmp$/.test(name))).toEqual(
    [],
  );
  // The temporary files left by the kills go with the first leads:send 15 minutes on; nothing else is left.
  await createFileStore(dir).releaseStale(Date.now() + STALE_CLAIM_MS + 1000);
  expect(fs.readdirSync(dir)).toEqual([]);
}, 600_000);
