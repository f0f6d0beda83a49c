// The crash runs of `npm run bench:reliability` at full size: the same scenario as the CI-sized tests
// (tests/reliability/support/crash-scenario.ts): serve:prod on a folder and on s3rver behind the pass-through
// proxy, and `gatsby serve` of the project's own build (the compiled function) on a folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileStore } from "../src/lib/server-kit/store/file-store";
import { STORE_TEST_ENV, startS3Store } from "../tests/leads/support/store-servers";
import { runCrashScenario, type CrashReport } from "../tests/reliability/support/crash-scenario";
import { startFaultProxy } from "../tests/reliability/support/fault-proxy";
import { gatsbyServeServer, serveProdServer } from "../tests/reliability/support/lead-servers";
import { endpointOf, s3LeadWrites } from "../tests/reliability/support/s3-outbox-objects";
import { watchFolderWrites } from "../tests/reliability/support/watch-folder-writes";
import { makeFixtureSite, removeFixtureSite } from "../tests/server/support/fixture-site";

export interface CrashRun extends CrashReport {
  store: string;
  runtime: string;
  /** The kills the issue asks this run to survive. */
  required: number;
}

export interface CrashKills {
  file: number;
  s3: number;
  /** gatsby serve's compiled function on a folder; 0 when the project has no build to serve. */
  function: number;
}

const progress = (label: string, kills: number) => (kill: number) => {
  if (kill % 10 === 0 || kill === kills) console.info(`bench:reliability: ${label}: ${kill}/${kills} kills`);
};

/** A folder outbox under `root`, set up for the scenario. */
function folderStore(root: string, name: string) {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { mode: 0o700 });
  return { outboxUrl: `file:${dir}`, env: {}, open: () => createFileStore(dir), watchWrites: watchFolderWrites(dir) };
}

/** `projectDir`: a built project whose `gatsby serve` is crash-tested too (undefined: that run is skipped). */
export async function runCrashRuns(
  kills: CrashKills,
  required: CrashKills,
  projectDir: string | undefined,
): Promise<CrashRun[]> {
  const publicDir = makeFixtureSite();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-crash-"));
  const runs: CrashRun[] = [];
  try {
    runs.push({
      store: "file",
      runtime: "serve:prod",
      required: required.file,
      ...(await runCrashScenario({
        server: serveProdServer(publicDir),
        kills: kills.file,
        store: folderStore(root, "leads"),
        onKill: progress("serve:prod, file", kills.file),
      })),
    });
    const s3 = await startS3Store();
    const proxy = await startFaultProxy(endpointOf(s3.url("crash")));
    try {
      runs.push({
        store: "s3 (s3rver)",
        runtime: "serve:prod",
        required: required.s3,
        ...(await runCrashScenario({
          server: serveProdServer(publicDir),
          kills: kills.s3,
          store: {
            outboxUrl: `s3://leads/crash?endpoint=${proxy.url}&forcePathStyle=true`,
            env: STORE_TEST_ENV,
            open: () => s3.open("crash"),
            watchWrites: s3LeadWrites(proxy, "crash"),
          },
          onKill: progress("serve:prod, s3", kills.s3),
        })),
      });
    } finally {
      await proxy.close();
      await s3.stop();
    }
    if (projectDir && kills.function > 0)
      runs.push({
        store: "file",
        runtime: "gatsby serve",
        required: required.function,
        ...(await runCrashScenario({
          server: gatsbyServeServer(projectDir),
          kills: kills.function,
          store: folderStore(root, "function-leads"),
          onKill: progress("gatsby serve, file", kills.function),
        })),
      });
  } finally {
    removeFixtureSite(publicDir);
    fs.rmSync(root, { recursive: true, force: true });
  }
  return runs;
}
