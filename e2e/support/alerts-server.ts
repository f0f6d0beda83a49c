// The "before" alerts build (alerts-sites.ts) as a Linux server runs it: `npm run serve:prod` behind nginx with
// deploy/nginx/dealer-site.conf, on https://localhost:<ALERTS_PORT> (the e2e browser trusts its certificate), with
// the environment the spec gives it (its SMTP server and store on loopback). Everything it logs is kept.
import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";
import { startNginxSite } from "../../tests/support/nginx-site";
import { ALERTS_PORT, ALERTS_SITE_URL, alertsBuildDir } from "./alerts-sites";
import { e2eCertificate } from "./e2e-server";
import { waitForServer } from "./wait-for-server";

export interface AlertsServer {
  url: string;
  /** What serve:prod printed so far. */
  log(): string;
  stop(): Promise<void>;
}

export async function startAlertsServer(env: Record<string, string>): Promise<AlertsServer> {
  const buildDir = alertsBuildDir("before");
  const appPort = await freePort();
  let log = "";
  const app = spawn(process.execPath, ["--import", "tsx", "scripts/serve-prod.ts"], {
    cwd: buildDir,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/root",
      HOST: "127.0.0.1",
      PORT: String(appPort),
      SITE_URL: ALERTS_SITE_URL,
      CONTENT_DIR: path.join(buildDir, "alerts-content"),
      // nginx on the same machine is one hop.
      LEAD_TRUST_PROXY_HOPS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  app.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  app.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => app.once("exit", () => resolve()));
  // A server that exits at start fails the run at once, with what it printed.
  await Promise.race([
    waitForServer(`http://127.0.0.1:${appPort}/healthz`, 60_000),
    exited.then(() => {
      throw new Error(`serve:prod of ${buildDir} exited at start:\n${log}`);
    }),
  ]);
  const nginx = await startNginxSite({
    appPort,
    httpPort: await freePort(),
    httpsPort: ALERTS_PORT,
    hostName: "localhost",
    certificate: e2eCertificate(),
  });
  return {
    url: ALERTS_SITE_URL,
    log: () => log,
    async stop() {
      await nginx.stop();
      app.kill("SIGTERM");
      await exited;
    },
  };
}
