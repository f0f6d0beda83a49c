// A build as a Linux server runs it, `npm run serve:prod` on loopback, with the settings a spec gives it: by
// default the integrations build (the dealer-group example, integrations-server.ts) with the group spec's lead
// settings (its SMTP server, LEAD_TO and a lot's LEAD_TO_<ID>). Everything it prints is kept.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";
import { INTEGRATIONS_BUILD_DIR } from "./platform-ports";
import { waitForServer } from "./wait-for-server";

export interface GroupServer {
  url: string;
  /** Where its leads wait when they are not e-mailed. */
  outboxDir: string;
  log(): string;
  stop(): Promise<void>;
}

export async function startGroupServer(
  env: Record<string, string>,
  buildDir: string = INTEGRATIONS_BUILD_DIR,
): Promise<GroupServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "group-leads-"));
  let log = "";
  const app = spawn(process.execPath, ["--import", "tsx", "scripts/serve-prod.ts"], {
    cwd: buildDir,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/root",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      LEAD_OUTBOX_URL: `file:${outboxDir}`,
      LEAD_OUTBOX_ALLOW_TEMPORARY: "yes",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  app.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  app.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => app.once("exit", () => resolve()));
  await Promise.race([
    waitForServer(`${url}/healthz`, 60_000),
    exited.then(() => {
      throw new Error(`serve:prod of ${buildDir} exited at start:\n${log}`);
    }),
  ]);
  return {
    url,
    outboxDir,
    log: () => log,
    async stop() {
      app.kill("SIGTERM");
      await exited;
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
