// Which server the e2e suite runs against (E2E_SERVER):
// - `proxy`: production as on a Linux server, nginx (TLS) in front of `npm run serve:prod` (proxied-site.ts). The
//   default wherever nginx is installed, and required in CI (.ci/run installs it).
// - `gatsby`: `gatsby serve`, plain HTTP: quicker to start, for a machine without nginx.
import { createHash, createPublicKey } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeCertificate, nginxInstalled, type Certificate } from "../../tests/support/nginx-site";
import { E2E_LEAD_ENV } from "./lead-outbox";
import { E2E_PORT } from "./platform-ports";

export type E2EServer = "proxy" | "gatsby";

export function e2eServer(env: NodeJS.ProcessEnv = process.env): E2EServer {
  const chosen = env.E2E_SERVER;
  if (chosen === "proxy" || chosen === "gatsby") return chosen;
  if (chosen) throw new Error(`E2E_SERVER must be "proxy" or "gatsby", not "${chosen}"`);
  if (nginxInstalled()) return "proxy";
  if (env.CI) throw new Error("CI runs the e2e suite through nginx: install it (.ci/run does)");
  console.warn("e2e: nginx is not installed; running against `gatsby serve` (E2E_SERVER=gatsby)");
  return "gatsby";
}

export function e2eBaseUrl(server: E2EServer): string {
  return `${server === "proxy" ? "https" : "http"}://localhost:${E2E_PORT}`;
}

export function e2eWebServer(server: E2EServer) {
  return {
    command:
      server === "proxy"
        ? "npx tsx e2e/support/proxied-site.ts"
        : `npx gatsby serve --host localhost --port ${E2E_PORT}`,
    url: `${e2eBaseUrl(server)}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // The lead function saves leads to a temporary outbox that the lead specs read back.
    env: E2E_LEAD_ENV,
  };
}

/**
 * nginx's certificate for localhost, made once per port and kept for the run: the browser is told to trust
 * it by the hash of its public key (Chromium's --ignore-certificate-errors-spki-list), so the page is a secure
 * context without errors and the service worker registers, as on a real certificate.
 */
export function e2eCertificate(): Certificate & { spki: string } {
  const dir = path.join(os.tmpdir(), `dealer-site-e2e-tls-${E2E_PORT}`);
  const certificate = { certFile: path.join(dir, "cert.pem"), keyFile: path.join(dir, "key.pem") };
  const fresh = (file: string) => fs.existsSync(file) && Date.now() - fs.statSync(file).mtimeMs < 12 * 3600_000;
  if (!fresh(certificate.certFile) || !fs.existsSync(certificate.keyFile)) {
    fs.mkdirSync(dir, { recursive: true });
    makeCertificate(dir, "localhost");
  }
  const spkiDer = createPublicKey(fs.readFileSync(certificate.certFile)).export({ type: "spki", format: "der" });
  return { ...certificate, spki: createHash("sha256").update(spkiDer).digest("base64") };
}

/** What the browser needs for the server: trust in nginx's certificate. */
export function e2eBrowserArgs(server: E2EServer): string[] {
  return server === "proxy" ? [`--ignore-certificate-errors-spki-list=${e2eCertificate().spki}`] : [];
}
