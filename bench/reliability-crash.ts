// The crash runs of `npm run bench:reliability` at full size: the same scenario as the CI-sized tests
// (tests/reliability/support/crash-scenario.ts), on a folder and on s3rver behind the pass-through proxy.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileStore } from "../src/lib/server-kit/store/file-store";
import { STORE_TEST_ENV, startS3Store } from "../tests/leads/support/store-servers";
import { runCrashScenario, type CrashReport } from "../tests/reliability/support/crash-scenario";
import { startFaultProxy } from "../tests/reliability/support/fault-proxy";
import { endpointOf, s3LeadWrites } from "../tests/reliability/support/s3-outbox-objects";
import { watchFolderWrites } from "../tests/reliability/support/watch-folder-writes";
import { makeFixtureSite, removeFixtureSite } from "../tests/server/support/fixture-site";

export interface CrashRun extends CrashReport {
  store: string;
}

const progress = (store: string, kills: number) => (kill: number) => {
  if (kill % 10 === 0 || kill === kills) console.info(`bench:reliability: ${store}: ${kill}/${kills} kills`);
};

export async function runCrashRuns(fileKills: number, s3Kills: number): Promise<CrashRun[]> {
  const publicDir = makeFixtureSite();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-crash-"));
  const runs: CrashRun[] = [];
  try {
    const dir = path.join(root, "leads");
    fs.mkdirSync(dir, { mode: 0o700 });
    runs.push({
      store: "file",
      ...(await runCrashScenario({
        publicDir,
        kills: fileKills,
        store: {
          outboxUrl: `file:${dir}`,
          env: {},
          open: () => createFileStore(dir),
          watchWrites: watchFolderWrites(dir),
        },
        onKill: progress("file", fileKills),
      })),
    });
    const s3 = await startS3Store();
    const proxy = await startFaultProxy(endpointOf(s3.url("crash")));
    try {
      runs.push({
        store: "s3 (s3rver)",
        ...(await runCrashScenario({
          publicDir,
          kills: s3Kills,
          store: {
            outboxUrl: `s3://leads/crash?endpoint=${proxy.url}&forcePathStyle=true`,
            env: STORE_TEST_ENV,
            open: () => s3.open("crash"),
            watchWrites: s3LeadWrites(proxy, "crash"),
          },
          onKill: progress("s3", s3Kills),
        })),
      });
    } finally {
      await proxy.close();
      await s3.stop();
    }
  } finally {
    removeFixtureSite(publicDir);
    fs.rmSync(root, { recursive: true, force: true });
  }
  return runs;
}
