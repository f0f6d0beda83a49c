// deploy/nginx/dealer-site.conf run for real in front of the production server: nginx from Debian on loopback
// ports (the configuration's 80 and 443 moved to free ports), a throwaway certificate, the app on a free port.
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { writePrecompressed } from "../../gatsby/post-build/write-precompressed";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { loadLeads } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { startSiteServer, type SiteServer } from "../../scripts/serve-prod/start-server";
import { contactBody } from "../leads/support/lead-fixtures";
import { HASHED_JS, INVENTORY_PAGE, SCRIPT, makeFixtureSite, removeFixtureSite } from "./support/fixture-site";
import { request, type RawResponse } from "./support/http-client";
import { freePort } from "../support/free-port";
import { publishPhoto, SAMPLE_PHOTOS, type PublishedPhoto } from "./support/photo-fixture";
import { startNginxSite, type NginxSite } from "../support/nginx-site";

const HOST = "www.example-dealer.com";

let publicDir: string;
let outbox: string;
let site: SiteServer;
let nginx: NginxSite;
let httpPort: number;
let httpsPort: number;
let cert: string;
let photo: PublishedPhoto;
let siteStopped = false;

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

beforeAll(async () => {
  publicDir = makeFixtureSite();
  // The twins as the build writes them.
  await writePrecompressed(publicDir, { netlify: false });
  const photoFile = "2014-toyota-prius-t24205-front.jpg";
  photo = await publishPhoto(publicDir, photoFile, fs.readFileSync(path.join(SAMPLE_PHOTOS, photoFile)));
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-proxy-outbox-"));
  vi.stubEnv("LEAD_SMTP_URL", "");
  vi.stubEnv("LEAD_OUTBOX_URL", `file:${outbox}`);
  vi.stubEnv("LEAD_OUTBOX_DIR", "");
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("SITE_URL", `https://${HOST}`);
  vi.stubEnv("LEAD_TRUST_PROXY_HOPS", "1");
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  site = await startSiteServer({ publicDir, host: "127.0.0.1", port: 0, log: () => undefined, env: {} });
  httpPort = await freePort();
  httpsPort = await freePort();
  nginx = await startNginxSite({ appPort: Number(new URL(site.url).port), httpPort, httpsPort });
  cert = nginx.cert;
});

afterAll(async () => {
  await nginx?.stop();
  if (!siteStopped) await site?.stop();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  removeFixtureSite(publicDir);
  fs.rmSync(outbox, { recursive: true, force: true });
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

it("sends the build's twins as they are, brotli or gzip -9, never compressed again on the way out", async () => {
  const twin = (file: string) => fs.readFileSync(path.join(publicDir, file));
  for (const [pathname, file, content] of [
    ["/inventory/", "inventory/index.html", INVENTORY_PAGE],
    [HASHED_JS, HASHED_JS.slice(1), SCRIPT],
  ] as const) {
    const gzip = await secure(pathname, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"], pathname).toBe("gzip");
    expect(gzip.body.equals(twin(`${file}.gz`)), pathname).toBe(true);
    expect(gunzipSync(gzip.body).toString(), pathname).toBe(content);
    expect(gzip.headers.vary, pathname).toMatch(/Accept-Encoding/i);
    const br = await secure(pathname, { headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"], pathname).toBe("br");
    expect(br.body.equals(twin(`${file}.br`)), pathname).toBe(true);
    expect(brotliDecompressSync(br.body).toString(), pathname).toBe(content);
    const plain = await secure(pathname);
    expect(plain.headers, pathname).not.toHaveProperty("content-encoding");
    expect(plain.body.toString(), pathname).toBe(content);
  }
});

it("never answers the app's health check from outside, however its path is spelled", async () => {
  for (const spelling of [
    "/healthz",
    "/healthz?probe=1",
    "/healthz/",
    "/healthz//",
    "/HEALTHZ",
    "/Healthz/",
    "/%68ealthz",
    "/%48EALTHZ/",
    "/healthz%2F",
    "//healthz",
    "/./healthz",
    "/x/../healthz/",
  ]) {
    const answer = await secure(spelling, { headers: { accept: "text/html" } });
    expect(answer.status, spelling).toBe(404);
    expect(answer.body.toString(), spelling).not.toMatch(/^(ok|stopping)\n$/);
  }
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

// Last: it stops the app.
it("keeps each photo size the app made and answers it again itself, so a resize never delays it", async () => {
  const [kept, notAskedFor] = photo.sizes;
  const first = await secure(kept);
  expect(first.status).toBe(200);
  expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  await site.stop();
  siteStopped = true;
  const again = await secure(kept);
  expect(again.status).toBe(200);
  expect(again.body.equals(first.body)).toBe(true);
  expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
  // What nginx has not kept needs the app, which is gone.
  expect((await secure(notAskedFor)).status).toBe(502);
});
