// deploy/nginx/dealer-site.conf run for real on loopback: nginx from Debian's package, in the foreground as the
// current user, its ports 80 and 443 moved to the ports given, a throwaway certificate for the host name, and
// the app upstream moved to the app's port. Used by tests/server/nginx-proxy.test.ts and the e2e suite
// (e2e/support/proxied-site.ts), so both exercise the file a server runs.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const NGINX = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
const CONFIG = path.resolve(__dirname, "..", "..", "deploy", "nginx", "dealer-site.conf");
/** The host name the configuration is written for. */
const CONFIGURED_HOST = "www.example-dealer.com";

export interface NginxSiteOptions {
  appPort: number;
  httpPort: number;
  httpsPort: number;
  /** The name the certificate is made for and nginx answers to; `www.example-dealer.com` as configured. */
  hostName?: string;
  /** A certificate to use instead of a new one (its client must trust it in advance: the e2e browser). */
  certificate?: Certificate;
}

export interface Certificate {
  certFile: string;
  keyFile: string;
}

/** A new self-signed certificate for `hostName`, valid one day. */
export function makeCertificate(dir: string, hostName: string): Certificate {
  const certificate = { certFile: path.join(dir, "cert.pem"), keyFile: path.join(dir, "key.pem") };
  execFileSync("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
    ...["-subj", `/CN=${hostName}`, "-addext", `subjectAltName=DNS:${hostName}`],
    ...["-keyout", certificate.keyFile, "-out", certificate.certFile],
  ]);
  return certificate;
}

export interface NginxSite {
  /** The throwaway certificate (PEM), to trust in a client. */
  cert: string;
  stop(): Promise<void>;
}

export function nginxInstalled(): boolean {
  return (
    fs.existsSync(NGINX) || (process.env.PATH ?? "").split(":").some((dir) => fs.existsSync(path.join(dir, "nginx")))
  );
}

async function waitForPort(port: number, nginx: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

export async function startNginxSite({
  appPort,
  httpPort,
  httpsPort,
  hostName = CONFIGURED_HOST,
  certificate,
}: NginxSiteOptions): Promise<NginxSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-site-"));
  const { certFile, keyFile: key } = certificate ?? makeCertificate(dir, hostName);
  const siteConf = fs
    .readFileSync(CONFIG, "utf8")
    .replaceAll(CONFIGURED_HOST, hostName)
    .replace("server 127.0.0.1:9000;", `server 127.0.0.1:${appPort};`)
    .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/ {4}listen \[::\]:\d+[^;]*;\n/g, "")
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${certFile};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, "photo-cache")}`);
  fs.writeFileSync(path.join(dir, "dealer-site.conf"), siteConf);
  const temp = (name: string) => `  ${name}_temp_path ${path.join(dir, name)};\n`;
  // One process that keeps the caller's user (no worker switching to nobody), in the foreground.
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;\nmaster_process off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n` +
      `  access_log off;\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("")}` +
      `  include ${path.join(dir, "dealer-site.conf")};\n}\n`,
  );
  const nginx = spawn(NGINX, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], {
    stdio: "ignore",
  });
  await Promise.race([
    waitForPort(httpsPort, nginx),
    new Promise((_, reject) => nginx.once("error", (error) => reject(new Error(`nginx: ${error.message}`)))),
  ]);
  return {
    cert: fs.readFileSync(certFile, "utf8"),
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once("exit", resolve));
        nginx.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
