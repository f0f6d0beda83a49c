// Integration: the production server (scripts/serve-prod/) on loopback over a fixture build, with the real
// lead function delivering into a folder outbox (SMTP not configured).
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import leads from "../../src/api/leads";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { loadLeads } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { startSiteServer, type SiteServer } from "../../scripts/serve-prod/start-server";
import { fakeRequest, fakeResponse } from "../leads/support/gatsby-http";
import { contactBody, inquiryBody } from "../leads/support/lead-fixtures";
import { HASHED_JS, SCRIPT, makeFixtureSite, removeFixtureSite } from "./support/fixture-site";
import { request } from "./support/http-client";

// The build writes .generated/lead-inventory.json and the function reads it; here the fixture vehicle stands in.
vi.mock("../../src/lib/leads/delivery/request/build-inventory", async () => {
  const { testInventory } = await import("../leads/support/lead-fixtures");
  return { buildInventory: testInventory };
});

let publicDir: string;
let outbox: string;
let site: SiteServer;
const url = (pathname: string) => `${site.url}${pathname}`;
const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };

beforeAll(async () => {
  publicDir = makeFixtureSite();
  site = await startSiteServer({ publicDir, host: "127.0.0.1", port: 0, log: () => undefined });
});

afterAll(async () => {
  await site.stop();
  removeFixtureSite(publicDir);
});

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.leads.shared-state"));
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "serve-prod-outbox-"));
  vi.stubEnv("LEAD_SMTP_URL", "");
  vi.stubEnv("LEAD_TO", "crm@dealer.example");
  vi.stubEnv("LEAD_OUTBOX_URL", `file:${outbox}`);
  vi.stubEnv("LEAD_OUTBOX_DIR", "");
  vi.stubEnv("LEAD_OUTBOX_KEY", "");
  vi.stubEnv("LEAD_RATE_LIMIT", "1000");
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("SITE_URL", "https://sierravistamotors.example");
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe("pages and files with the _headers rules", () => {
  it("serves / with the security headers of the /* rule and no CORS header", async () => {
    const response = await request(url("/"), { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain("<h1>Home</h1>");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe("frame-ancestors 'self'; object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toBe("camera=(), geolocation=()");
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers).not.toHaveProperty("access-control-allow-origin");
    expect(response.headers).not.toHaveProperty("x-powered-by");
  });

  it("caches the hashed script for a year and revalidates pages and page data", async () => {
    const script = await request(url(HASHED_JS));
    expect(script.status).toBe(200);
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers["content-type"]).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(script.body.toString()).toBe(SCRIPT);
    const data = await request(url("/page-data/index/page-data.json"));
    expect(data.status).toBe(200);
    expect(data.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await request(url("/"))).headers["cache-control"]).not.toMatch(/immutable/);
  });

  it("joins a header that several rules set", async () => {
    expect((await request(url("/contact/index.html"))).headers["x-robots-tag"]).toBe("noarchive, nosnippet");
  });

  it("redirects /contact to /contact/ (query kept) and serves /contact/ and /contact/index.html", async () => {
    const redirect = await request(url("/contact?from=menu"));
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/contact/?from=menu");
    for (const pathname of ["/contact/", "/contact/index.html"]) {
      const response = await request(url(pathname));
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain("<h1>Contact us</h1>");
    }
  });

  it("answers an unknown path with the 404 page and status 404, without the long cache of its folder", async () => {
    for (const pathname of ["/no-such-page/", "/no-such-page", "/static/missing.js"]) {
      const response = await request(url(pathname), { headers: { accept: "text/html,*/*" } });
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain("<h1>Page not found</h1>");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cache-control"]).not.toMatch(/immutable/);
    }
    const json = await request(url("/no-such-page/"), { headers: { accept: "application/json" } });
    expect(json.status).toBe(404);
    expect(json.body.toString()).not.toContain("<h1>");
  });

  it("answers an unknown Spanish path with the Spanish 404 page, and with the English one while there is none", async () => {
    const spanish = await request(url("/es/no-such-page/"), { headers: { accept: "text/html" } });
    expect(spanish.status).toBe(404);
    expect(spanish.body.toString()).toContain("<h1>Página no encontrada</h1>");
    const spanishFile = path.join(publicDir, "es/404.html");
    const kept = fs.readFileSync(spanishFile);
    fs.rmSync(spanishFile);
    try {
      const english = await request(url("/es/no-such-page/"), { headers: { accept: "text/html" } });
      expect(english.status).toBe(404);
      expect(english.body.toString()).toContain("<h1>Page not found</h1>");
    } finally {
      fs.writeFileSync(spanishFile, kept);
    }
  });

  it("does not serve the host's _headers file", async () => {
    const response = await request(url("/_headers"));
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain("Cache-Control");
  });
});

describe("precompressed twins", () => {
  it("sends the .br twin to a client that takes brotli, with the script's type and Vary", async () => {
    const response = await request(url(HASHED_JS), { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers["content-type"]).toMatch(/javascript; charset=utf-8$/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it("sends the .gz twin to a gzip-only client and the plain file to others", async () => {
    const gzip = await request(url(HASHED_JS), { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await request(url(HASHED_JS), { headers: { "accept-encoding": "identity" } });
    expect(plain.headers).not.toHaveProperty("content-encoding");
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });
});

describe("/api/leads and /healthz", () => {
  it("answers GET /healthz", async () => {
    const response = await request(url("/healthz"));
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("ok\n");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("accepts a JSON lead into the outbox with the function's answer, and no CORS header", async () => {
    const response = await request(url("/api/leads"), {
      method: "POST",
      headers: { "content-type": "application/json", ...SAME_ORIGIN },
      body: JSON.stringify(contactBody()),
    });
    const direct = fakeResponse();
    await leads(fakeRequest({ headers: { "content-type": "application/json" }, body: contactBody() }), direct.res);
    expect(response.status).toBe(direct.result.status);
    const json = JSON.parse(response.body.toString()) as { id: string };
    expect(Object.keys(json).sort()).toEqual(Object.keys(direct.result.json as object).sort());
    expect(json.id).toMatch(/^\d{8}-[0-9A-Z]{6}$/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers).not.toHaveProperty("access-control-allow-origin");
    const stored = await loadLeads(createFileStore(outbox));
    expect(stored.map((lead) => ("record" in lead ? lead.record.id : lead.unreadable))).toContain(json.id);
  });

  it("answers a plain form post for a vehicle with the 303 redirect Gatsby's function gives", async () => {
    const form = new URLSearchParams(inquiryBody() as Record<string, string>).toString();
    const response = await request(url("/api/leads"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...SAME_ORIGIN },
      body: form,
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/vehicles/2019-honda-civic-h24100/?lead=sent#vehicle-inquiry-form-sent");
    expect(await loadLeads(createFileStore(outbox))).toHaveLength(1);
  });

  it("refuses what the function refuses: GET, a cross-site post, an unknown type, a body over 16 KB", async () => {
    const get = await request(url("/api/leads"));
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
    const crossSite = await request(url("/api/leads"), {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify(contactBody()),
    });
    expect(crossSite.status).toBe(403);
    const text = await request(url("/api/leads"), {
      method: "POST",
      headers: { "content-type": "text/plain", ...SAME_ORIGIN },
      body: "hello",
    });
    expect(text.status).toBe(415);
    const large = await request(url("/api/leads"), {
      method: "POST",
      headers: { "content-type": "application/json", ...SAME_ORIGIN },
      body: JSON.stringify(contactBody({ message: "x".repeat(20_000) })),
    });
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body.toString())).toEqual({ error: "The form is too large: send at most 16 KB." });
    const broken = await request(url("/api/leads"), {
      method: "POST",
      headers: { "content-type": "application/json", ...SAME_ORIGIN },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(broken.headers["content-type"]).toMatch(/^application\/json/);
    expect(await loadLeads(createFileStore(outbox))).toEqual([]);
  });
});

describe("/__third-party-proxy with analytics on", () => {
  it("proxies the listed Google tag URL, as gatsby serve does, and nothing else", async () => {
    // The tag's origin is a server on loopback (GATSBY_GA_TAG_ORIGIN), so nothing leaves the machine.
    let tagRequests = 0;
    const tagServer = http.createServer((incoming, outgoing) => {
      tagRequests += 1;
      outgoing.setHeader("content-type", "text/javascript");
      outgoing.end(`/* tag for ${incoming.url} */`);
    });
    await new Promise<void>((resolve) => tagServer.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(tagServer.address() as AddressInfo).port}`;
    const withAnalytics = await startSiteServer({
      publicDir,
      host: "127.0.0.1",
      port: 0,
      log: () => undefined,
      env: { GATSBY_GA_MEASUREMENT_ID: "G-ABC123", GATSBY_GA_TAG_ORIGIN: origin },
    });
    try {
      const listed = `${origin}/gtag/js?id=G-ABC123`;
      const proxied = await request(`${withAnalytics.url}/__third-party-proxy?url=${encodeURIComponent(listed)}`);
      expect(proxied.status).toBe(200);
      expect(proxied.body.toString()).toBe("/* tag for /gtag/js?id=G-ABC123 */");
      const other = await request(
        `${withAnalytics.url}/__third-party-proxy?url=${encodeURIComponent(`${origin}/other.js`)}`,
      );
      expect(other.status).toBe(404);
      // A browser sending Global Privacy Control gets no tag, and the tag's origin hears nothing of it.
      const asked = tagRequests;
      const refused = await request(`${withAnalytics.url}/__third-party-proxy?url=${encodeURIComponent(listed)}`, {
        headers: { "sec-gpc": "1" },
      });
      expect(refused.status).toBe(403);
      expect(tagRequests).toBe(asked);
      // Without analytics the path is not served at all.
      expect((await request(url(`/__third-party-proxy?url=${encodeURIComponent(listed)}`))).status).toBe(404);
    } finally {
      await withAnalytics.stop();
      await new Promise((resolve) => tagServer.close(resolve));
    }
  });
});
