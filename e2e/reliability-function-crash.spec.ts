// The lead function Gatsby compiled (`gatsby serve` of the main build) under SIGKILL: the crash test of
// tests/reliability/ (serve:prod there) on the shipped function, CRASH_KILLS_FUNCTION times (10 here; `npm run
// bench:reliability` runs 100), then restarted and drained by `npm run leads:send`. Every lead answered 200 is
// delivered exactly once, and every file kept opens with the key.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createFileStore } from "../src/lib/server-kit/store/file-store";
import { runCrashScenario } from "../tests/reliability/support/crash-scenario";
import { crashProblems } from "../tests/reliability/support/crash-problems";
import { crashKills, crashSeed } from "../tests/reliability/support/crash-kills";
import { gatsbyServeServer } from "../tests/reliability/support/lead-servers";
import { watchFolderWrites } from "../tests/reliability/support/watch-folder-writes";
import { PROJECT_ROOT } from "./support/second-build";

const KILLS = crashKills("CRASH_KILLS_FUNCTION", 10);

test(`the compiled lead function delivers every lead answered 200 exactly once across ${KILLS} SIGKILLs`, async () => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "function-crash-"));
  try {
    const report = await runCrashScenario({
      server: gatsbyServeServer(PROJECT_ROOT),
      kills: KILLS,
      seed: crashSeed(),
      store: {
        outboxUrl: `file:${dir}`,
        env: {},
        open: () => createFileStore(dir),
        watchWrites: watchFolderWrites(dir),
      },
    });
    const context = `seed ${report.seed}; leads:send said:\n${report.leadsSendOutput}`;
    expect(crashProblems(report, KILLS), context).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
