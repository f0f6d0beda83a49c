// serve:prod (scripts/serve-prod/) on loopback over a fixture build whose twins the build step wrote
// (gatsby/post-build/write-precompressed.ts): the coding a client takes, and the file itself when a twin is
// older than its file or gone.
import fs from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { writePrecompressed } from "../../gatsby/post-build/write-precompressed";
import { startSiteServer, type SiteServer } from "../../scripts/serve-prod/start-server";
import { HASHED_JS, INVENTORY_PAGE, SCRIPT, makeFixtureSite, removeFixtureSite } from "./support/fixture-site";
import { request } from "./support/http-client";

let publicDir: string;
let site: SiteServer;
const BOTH = { "accept-encoding": "br, gzip" };
const PAGE = "/inventory/";
const PAGE_FILE = "inventory/index.html";
const JS_FILE = HASHED_JS.slice(1);

beforeAll(async () => {
  publicDir = makeFixtureSite();
  await writePrecompressed(publicDir, { netlify: false });
  site = await startSiteServer({ publicDir, host: "127.0.0.1", port: 0, log: () => undefined });
});

afterAll(async () => {
  await site.stop();
  removeFixtureSite(publicDir);
});

const get = (pathname: string, headers: Record<string, string> = {}) => request(`${site.url}${pathname}`, { headers });
const onDisk = (file: string) => fs.readFileSync(path.join(publicDir, file));

/** Runs `check` with `file`'s modification time set to `seconds` after its file's, then puts it back. */
async function withTwinAged(file: string, seconds: number, check: () => Promise<void>): Promise<void> {
  const twin = path.join(publicDir, file);
  const before = fs.statSync(twin);
  const original = fs.statSync(twin.replace(/\.(br|gz)$/, "")).mtimeMs / 1000;
  fs.utimesSync(twin, before.atimeMs / 1000, original + seconds);
  try {
    await check();
  } finally {
    fs.utimesSync(twin, before.atimeMs / 1000, before.mtimeMs / 1000);
  }
}

/** Runs `check` with `file` moved away, then puts it back. */
async function withoutFile(file: string, check: () => Promise<void>): Promise<void> {
  const absolute = path.join(publicDir, file);
  fs.renameSync(absolute, `${absolute}.away`);
  try {
    await check();
  } finally {
    fs.renameSync(`${absolute}.away`, absolute);
  }
}

describe("the coding the client takes", () => {
  it("sends brotli for a page and a script to `br, gzip`, with the file's type, Vary and the twin's length", async () => {
    for (const [pathname, file, type, content] of [
      [PAGE, PAGE_FILE, /^text\/html; charset=utf-8$/, INVENTORY_PAGE],
      [HASHED_JS, JS_FILE, /^(text|application)\/javascript; charset=utf-8$/, SCRIPT],
    ] as const) {
      const response = await get(pathname, BOTH);
      expect(response.status, pathname).toBe(200);
      expect(response.headers["content-encoding"], pathname).toBe("br");
      expect(response.headers.vary, pathname).toMatch(/Accept-Encoding/i);
      expect(response.headers["content-type"], pathname).toMatch(type);
      expect(Number(response.headers["content-length"]), pathname).toBe(onDisk(`${file}.br`).length);
      expect(response.body.equals(onDisk(`${file}.br`)), pathname).toBe(true);
      expect(brotliDecompressSync(response.body).toString(), pathname).toBe(content);
    }
  });

  it("sends the .gz twin to `gzip` alone, and the file itself to a client that names no coding", async () => {
    for (const [pathname, file, content] of [
      [PAGE, PAGE_FILE, INVENTORY_PAGE],
      [HASHED_JS, JS_FILE, SCRIPT],
    ] as const) {
      const gzip = await get(pathname, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"], pathname).toBe("gzip");
      expect(Number(gzip.headers["content-length"]), pathname).toBe(onDisk(`${file}.gz`).length);
      expect(gunzipSync(gzip.body).toString(), pathname).toBe(content);
      for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
        const plain = await get(pathname, headers);
        expect(plain.headers, pathname).not.toHaveProperty("content-encoding");
        expect(plain.headers.vary, pathname).toMatch(/Accept-Encoding/i);
        expect(Number(plain.headers["content-length"]), pathname).toBe(Buffer.byteLength(content));
        expect(plain.body.toString(), pathname).toBe(content);
      }
    }
  });
});

describe("a twin that no longer stands for its file", () => {
  it("skips a .br older than its file for the .gz, and sends the file when both are older", async () => {
    await withTwinAged(`${PAGE_FILE}.br`, -60, async () => {
      const response = await get(PAGE, BOTH);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(response.body).toString()).toBe(INVENTORY_PAGE);
      await withTwinAged(`${PAGE_FILE}.gz`, -60, async () => {
        const plain = await get(PAGE, BOTH);
        expect(plain.status).toBe(200);
        expect(plain.headers).not.toHaveProperty("content-encoding");
        expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(plain.body.toString()).toBe(INVENTORY_PAGE);
      });
    });
  });

  it("falls back to the .gz, then to the file, when twins found at start are gone", async () => {
    await withoutFile(`${JS_FILE}.br`, async () => {
      const response = await get(HASHED_JS, BOTH);
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
      await withoutFile(`${JS_FILE}.gz`, async () => {
        const plain = await get(HASHED_JS, BOTH);
        expect(plain.status).toBe(200);
        expect(plain.headers).not.toHaveProperty("content-encoding");
        expect(plain.headers["content-type"]).toMatch(/javascript; charset=utf-8$/);
        expect(plain.body.toString()).toBe(SCRIPT);
      });
    });
  });

  it("sends no twin of a file that is gone", async () => {
    await withoutFile(PAGE_FILE, async () => {
      const response = await get(PAGE, { ...BOTH, accept: "text/html" });
      expect(response.status).toBe(404);
      expect(response.headers).not.toHaveProperty("content-encoding");
      expect(response.body.toString()).toContain("<h1>Page not found</h1>");
    });
  });
});
