// The e2e site as production runs it on a Linux server: `npm run serve:prod` on the main build, behind nginx with
// deploy/nginx/dealer-site.conf (TLS with a throwaway certificate for localhost; tests/support/nginx-site.ts).
// Playwright starts it as its web server when E2E_SERVER is `proxy` (e2e/support/e2e-server.ts).
//   npx tsx e2e/support/proxied-site.ts
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";
import { startNginxSite } from "../../tests/support/nginx-site";
import { e2eCertificate } from "./e2e-server";
import { E2E_LEAD_ENV } from "./lead-outbox";
import { E2E_PORT } from "./platform-ports";
import { waitForServer } from "./wait-for-server";

async function main(): Promise<void> {
  const appPort = await freePort();
  // The image service's cache, apart for each E2E_PORT and empty at the start: every photo size the specs
  // load is made by serve:prod during the run.
  const imageCache = path.join(os.tmpdir(), `dealer-site-e2e-images-${E2E_PORT}`);
  fs.rmSync(imageCache, { recursive: true, force: true });
  const app = spawn(process.execPath, ["--import", "tsx", "scripts/serve-prod.ts"], {
    env: {
      ...process.env,
      ...E2E_LEAD_ENV,
      HOST: "127.0.0.1",
      PORT: String(appPort),
      IMAGE_CACHE_DIR: imageCache,
      SITE_URL: `https://localhost:${E2E_PORT}`,
      // nginx appends the address it saw to the X-Forwarded-For the specs send to act as separate visitors.
      LEAD_TRUST_PROXY_HOPS: "2",
    },
    stdio: "inherit",
  });
  const exited = new Promise<number>((resolve) => app.once("exit", (code) => resolve(code ?? 1)));
  await Promise.race([
    waitForServer(`http://127.0.0.1:${appPort}/healthz`, 60_000),
    exited.then((code) => Promise.reject(new Error(`serve:prod exited with ${code}`))),
  ]);
  const nginx = await startNginxSite({
    appPort,
    httpPort: await freePort(),
    httpsPort: E2E_PORT,
    hostName: "localhost",
    certificate: e2eCertificate(),
  });
  console.log(`[proxied-site] https://localhost:${E2E_PORT} (nginx) -> serve:prod on ${appPort}`);
  const stop = async () => {
    await nginx.stop();
    app.kill("SIGTERM");
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  void exited.then(async (code) => {
    await nginx.stop();
    process.exit(code);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
