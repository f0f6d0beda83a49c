// deploy/nginx/dealer-site.conf run for real in front of the production server: nginx from Debian on loopback
// ports (the configuration's 80 and 443 moved to free ports), a throwaway certificate, the app on a free port.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { createFileStore } from "../../src/lib/leads/delivery/file-store";
import { loadLeads } from "../../src/lib/leads/delivery/lead-outbox";
import { startSiteServer, type SiteServer } from "../../scripts/serve-prod/start-server";
import { contactBody } from "../leads/support/lead-fixtures";
import { makeFixtureSite, removeFixtureSite } from "./support/fixture-site";
import { request, type RawResponse } from "./support/http-client";
import { freePort } from "../support/free-port";

const run = promisify(execFile);
const HOST = "www.example-dealer.com";
const NGINX = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

let dir: string;
let publicDir: string;
let outbox: string;
let site: SiteServer;
let nginx: ChildProcess;
let httpPort: number;
let httpsPort: number;
let cert: string;

/** An HTTPS request to nginx that checks its certificate against the test's own. */
function secure(
  pathname: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      { host: "127.0.0.1", port: httpsPort, path: pathname, method, servername: HOST, ca: cert, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.setHeader("host", HOST);
    for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
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

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-proxy-"));
  publicDir = makeFixtureSite();
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-proxy-outbox-"));
  vi.stubEnv("LEAD_SMTP_URL", "");
  vi.stubEnv("LEAD_OUTBOX_URL", `file:${outbox}`);
  vi.stubEnv("LEAD_OUTBOX_DIR", "");
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("SITE_URL", `https://${HOST}`);
  vi.stubEnv("LEAD_TRUST_PROXY_HOPS", "1");
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  site = await startSiteServer({ publicDir, host: "127.0.0.1", port: 0, log: () => undefined, env: {} });
  const appPort = new URL(site.url).port;

  const key = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  await run("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
    ...["-subj", `/CN=${HOST}`, "-addext", `subjectAltName=DNS:${HOST}`, "-keyout", key, "-out", certFile],
  ]);
  cert = fs.readFileSync(certFile, "utf8");
  httpPort = await freePort();
  httpsPort = await freePort();
  const siteConf = fs
    .readFileSync("deploy/nginx/dealer-site.conf", "utf8")
    .replace("server 127.0.0.1:9000;", `server 127.0.0.1:${appPort};`)
    .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/ {4}listen \[::\]:\d+[^;]*;\n/g, "")
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${certFile};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  fs.writeFileSync(path.join(dir, "dealer-site.conf"), siteConf);
  const temp = (name: string) => `  ${name}_temp_path ${path.join(dir, name)};\n`;
  // One process that keeps the test's user (no worker switching to nobody), in the foreground.
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;\nmaster_process off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n` +
      `  access_log off;\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("")}` +
      `  include ${path.join(dir, "dealer-site.conf")};\n}\n`,
  );
  nginx = spawn(NGINX, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], {
    stdio: "ignore",
  });
  await Promise.race([
    waitForPort(httpsPort),
    new Promise((_, reject) => nginx.once("error", (error) => reject(new Error(`nginx: ${error.message}`)))),
  ]);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  await site?.stop();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  removeFixtureSite(publicDir);
  fs.rmSync(outbox, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

it("redirects plain HTTP to the HTTPS site, path and query kept", async () => {
  const response = await request(`http://127.0.0.1:${httpPort}/contact/?from=ad`, { headers: { host: HOST } });
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe(`https://${HOST}/contact/?from=ad`);
});

it("serves pages over TLS with the app's headers, gzip-compressed for clients that take it", async () => {
  const page = await secure("/", { headers: { "accept-encoding": "gzip" } });
  expect(page.status).toBe(200);
  expect(page.headers["content-security-policy"]).toBe("frame-ancestors 'self'; object-src 'none'");
  expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(page.headers).not.toHaveProperty("access-control-allow-origin");
  expect(page.headers.server).toBe("nginx");
  // The fixture's home page is under gzip_min_length; the 2 KB script is not.
  const script = await secure("/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
  expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(script.body).toString()).toMatch(/^console\.log/);
  expect((await secure("/no-such-page/", { headers: { accept: "text/html" } })).status).toBe(404);
  expect((await secure("/healthz")).status).toBe(404);
});

it("passes a lead through to the function, and stops an oversized body at the proxy", async () => {
  const lead = await secure("/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json", origin: `https://${HOST}` },
    body: JSON.stringify(contactBody()),
  });
  expect(lead.status).toBe(200);
  const { id } = JSON.parse(lead.body.toString()) as { id: string };
  const stored = await loadLeads(createFileStore(outbox));
  expect(stored.map((entry) => ("record" in entry ? entry.record.id : entry.unreadable))).toEqual([id]);

  const huge = await secure("/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json", origin: `https://${HOST}` },
    body: JSON.stringify(contactBody({ message: "x".repeat(100_000) })),
  });
  expect(huge.status).toBe(413);
});
