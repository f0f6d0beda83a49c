// The Netlify build as Netlify uses it. The integrations build is made with gatsby-adapter-netlify
// (DEPLOY_TARGET=netlify); Netlify's own configuration parser (@netlify/config, what its build runs) reads
// netlify.toml, public/_headers and public/_redirects from it; the /api/leads function the adapter generated
// is called with real Requests turned into the events Netlify gives it, with Netlify Blobs served on loopback.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { expect, test } from "@playwright/test";
import { platformPartytownProxiedUrls } from "../gatsby/platform/platform-config";
import { createNetlifyBlobsStore } from "../src/lib/server-kit/store/netlify-blobs-store";
import { loadLeads } from "../src/lib/leads/delivery/outbox/lead-outbox";
import { parseHeadersFile, type HeaderRule } from "../src/lib/seo/headers-file";
import { IMMUTABLE, REVALIDATE } from "../src/lib/seo/hosting-headers";
import { photoFormats } from "../src/lib/images/photo-sizes";
import { imageArgsOf, servedSizes } from "../src/lib/images/service-sizes";
import { sourcePhotoOf } from "../src/lib/images/source-photo";
import sharp from "sharp";
import { contactLead } from "./support/lead-outbox";
import { invokeLambda, lambdaEventOf, type NetlifyEdge } from "./support/netlify-lambda";
import { INTEGRATIONS_BUILD_DIR, INTEGRATIONS_ENV, INTEGRATIONS_URL } from "./support/platform-ports";

const buildDir = INTEGRATIONS_BUILD_DIR;
const publicFile = (name: string) => path.join(buildDir, "public", name);

interface NetlifyHeader {
  for: string;
  values: Record<string, string>;
}
interface NetlifyRedirect {
  from: string;
  query: Record<string, string>;
  to: string;
  status: number;
}
interface NetlifyConfig {
  build: { command: string; publish: string; functions: string; environment: Record<string, string> };
  functions: Record<string, { schedule?: string }>;
  headers: NetlifyHeader[];
  redirects: NetlifyRedirect[];
  images?: { remote_images?: string[] };
}

/** The site's configuration as Netlify's build reads it (offline: no Netlify account involved). */
async function netlifyConfig(): Promise<NetlifyConfig> {
  const { resolveConfig } = (await import("@netlify/config")) as {
    resolveConfig: (options: object) => Promise<{ config: NetlifyConfig }>;
  };
  const { config } = await resolveConfig({
    cwd: buildDir,
    repositoryRoot: buildDir,
    offline: true,
    context: "production",
  });
  return config;
}

/** Netlify's matching: a `:name` is one segment, `*` the rest; each matching rule's headers override earlier ones. */
function netlifyHeadersFor(rules: readonly NetlifyHeader[], pathname: string): Record<string, string> {
  const matches = (pattern: string) => {
    const source = pattern
      .split(/(\*|:[A-Za-z_]\w*)/)
      .map((part) =>
        part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    return new RegExp(`^${source}$`).test(pathname);
  };
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => matches(candidate.for)))
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value;
  return headers;
}

/** Netlify matches a redirect's path with or without its trailing slash. */
const samePath = (rule: string, pathname: string) => rule.replace(/\/+$/, "") === pathname.replace(/\/+$/, "");

const ADAPTER_BLOCK = /# gatsby-adapter-netlify start\n([\s\S]*?)# gatsby-adapter-netlify end\n?/;

test("netlify.toml builds the site, publishes public/ and schedules the lead drain", async () => {
  const config = await netlifyConfig();
  expect(config.build.command).toBe("npm run build");
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(buildDir, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
      engines: { node: string };
    }
  ).scripts;
  expect(scripts.build).toBe("gatsby build");
  expect(config.build.publish).toBe(path.join(buildDir, "public"));
  // Node 20's newest release, which is past the 20.19 the packages need.
  expect(config.build.environment.NODE_VERSION).toBe("20");
  expect(config.build.functions).toBe(path.join(buildDir, "netlify", "functions"));
  expect(fs.existsSync(path.join(config.build.functions, "drain-leads.mts"))).toBe(true);
  expect(config.functions["drain-leads"]?.schedule).toBe("*/10 * * * *");
});

test("every rule of public/_headers reaches Netlify, and the adapter adds none that would override one", async () => {
  const text = fs.readFileSync(publicFile("_headers"), "utf8");
  // The adapter ran (its block is there) and wrote no header rules (gatsby/platform/netlify-adapter.ts).
  expect(ADAPTER_BLOCK.exec(text)?.[1]?.trim()).toBe("");
  const ours: HeaderRule[] = parseHeadersFile(text.replace(ADAPTER_BLOCK, ""));
  expect(ours.length).toBeGreaterThan(10);
  const { headers } = await netlifyConfig();
  expect(headers.map((rule) => [rule.for, Object.entries(rule.values)])).toEqual(
    ours.map((rule) => [rule.pattern, rule.headers.map(([name, value]) => [name, value])]),
  );

  const home = fs.readFileSync(publicFile("index.html"), "utf8");
  const bundle = /"(\/app-[0-9a-f]{20}\.js)"/.exec(home)?.[1];
  expect(bundle, "the home page names its app bundle").toBeDefined();
  const image = fs
    .readdirSync(publicFile("static"))
    .find((name) => fs.statSync(publicFile(`static/${name}`)).isDirectory());
  const sent = (pathname: string) => netlifyHeadersFor(headers, pathname);
  for (const page of ["/", "/inventory/", "/contact/", "/404.html"]) {
    expect(sent(page), page).toMatchObject({
      "content-security-policy": expect.stringContaining("frame-ancestors 'self'"),
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("camera=()"),
      "cache-control": REVALIDATE,
    });
  }
  expect(sent("/page-data/index/page-data.json")["cache-control"]).toBe(REVALIDATE);
  expect(sent("/sw.js")["cache-control"]).toBe(REVALIDATE);
  expect(sent(bundle as string)["cache-control"]).toBe(IMMUTABLE);
  expect(sent(`/static/${image}/photo.webp`)["cache-control"]).toBe(IMMUTABLE);
});

/** Every photo URL a built page names: srcset candidates, src, preload and share-tag addresses. */
function photoUrlsOf(html: string): string[] {
  const values = [...html.matchAll(/\b(?:src|srcSet|imageSrcSet|content)="([^"]*)"/g)].map((match) =>
    match[1].replace(/&amp;/g, "&"),
  );
  return values
    .flatMap((value) => value.split(/,\s*(?=\/|https?:)/))
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url) => /\/(\.netlify\/images|_gatsby\/image)\b/.test(url));
}

test("a vehicle's photo sizes go to Netlify Image CDN, from photos the deploy holds, at the sizes the site uses only", async () => {
  const vehicleDir = publicFile("vehicles");
  // A vehicle's page (`2019-honda-civic-h24100/`), not a list's (`2/`, `make/`).
  const page = fs
    .readdirSync(vehicleDir)
    .find((name) => /^\d{4}-/.test(name) && fs.existsSync(path.join(vehicleDir, name, "index.html")));
  const html = fs.readFileSync(path.join(vehicleDir, page as string, "index.html"), "utf8");
  const urls = photoUrlsOf(html);
  // Slides and thumbnails in two formats, the preload and the share tags.
  expect(urls.length).toBeGreaterThan(10);
  const sources = new Map<string, Set<string>>();
  for (const written of urls) {
    const url = new URL(written, INTEGRATIONS_URL);
    // Netlify's own image endpoint of this site; never Gatsby's route, which Netlify would not answer.
    expect(url.pathname, written).toBe("/.netlify/images");
    const source = url.searchParams.get("url") as string;
    // The source is a photo of this deploy, on the site's own origin, named by its content.
    const contentDigest = /^\/static\/([0-9a-f]{32})\/[\w.-]+$/.exec(source)?.[1];
    expect(contentDigest, written).toBeDefined();
    expect(url.searchParams.get("cd")).toBe(contentDigest);
    expect(fs.statSync(publicFile(source.slice(1))).isFile()).toBe(true);
    const args = new URLSearchParams();
    for (const [name, value] of url.searchParams) if (name === "w" || name === "h") args.append(name, value);
    // A cropped size (the thumbnails) is cut from the middle; the others name neither.
    const fit = url.searchParams.get("fit");
    expect([fit, url.searchParams.get("position")], written).toEqual(fit === null ? [null, null] : ["cover", "center"]);
    if (fit) {
      args.append("fit", "crop");
      args.append("crop", "center");
    }
    args.append("fm", url.searchParams.get("fm") as string);
    args.append("q", url.searchParams.get("q") as string);
    sources.set(source, (sources.get(source) ?? new Set()).add(args.toString()));
  }
  // The sizes are those serve:prod would make for the same photo: the slides, thumbnails and share image.
  for (const [source, sizes] of sources) {
    const photo = sourcePhotoOf(source, await sharp(publicFile(source.slice(1))).metadata());
    expect(photo, source).toBeDefined();
    const allowed = servedSizes(photo!, photoFormats({})).map(imageArgsOf);
    for (const size of sizes) expect(allowed, `${source}: ${size}`).toContain(size);
  }

  const config = await netlifyConfig();
  // No photo of another origin may pass through the image CDN, and no rule of ours stands in its way.
  expect(config.images?.remote_images ?? []).toEqual([]);
  for (const rule of config.redirects) expect(rule.from, JSON.stringify(rule)).not.toMatch(/^\/(\.netlify|static)\b/);
  for (const rule of config.headers) expect(rule.for).not.toMatch(/^\/\.netlify/);
  // The adapter's file route (for remote files) is generated with nothing allowed: it fetches no other origin.
  const fileCdn = fs.readFileSync(
    path.join(buildDir, ".netlify", "edge-functions", "file-cdn", "file-cdn.mts"),
    "utf8",
  );
  expect(fileCdn).toMatch(/const allowedUrlPatterns = \[\]/);
});

test("/api/leads goes to the generated function, and each Partytown URL is proxied to its host", async () => {
  const { redirects } = await netlifyConfig();
  const leads = redirects.find((rule) => samePath(rule.from, "/api/leads") && Object.keys(rule.query).length === 0);
  expect(leads).toMatchObject({ to: expect.stringMatching(/^\/\.netlify\/functions\/[\w-]+$/), status: 200 });
  const name = (leads as NetlifyRedirect).to.split("/").pop() as string;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(buildDir, ".netlify", "functions-internal", name, `${name}.json`), "utf8"),
  ) as { config: { name: string; includedFiles: string[] } };
  expect(manifest.config.name).toBe("/api/leads");
  for (const file of manifest.config.includedFiles) expect(fs.existsSync(path.join(buildDir, file)), file).toBe(true);

  const proxied = platformPartytownProxiedUrls({ ...process.env, ...INTEGRATIONS_ENV });
  expect(proxied.length).toBeGreaterThan(0);
  for (const url of proxied) {
    const rule = redirects.find((candidate) => candidate.from === "/__third-party-proxy" && candidate.to === url);
    expect(rule, url).toMatchObject({ status: 200 });
    expect(decodeURIComponent((rule as NetlifyRedirect).query.url)).toBe(url);
  }
});

test.describe("the generated /api/leads function", () => {
  const token = "e2e-blobs-token";
  const siteId = "e2e-site";
  const key = Buffer.alloc(32, 7).toString("base64");
  let blobsDir: string;
  let blobs: BlobsServer;
  let blobsUrl: string;

  test.beforeAll(async () => {
    blobsDir = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-blobs-e2e-"));
    blobs = new BlobsServer({ directory: blobsDir, token, port: 0 });
    const { port } = await blobs.start();
    blobsUrl = `http://127.0.0.1:${port}`;
  });

  test.afterAll(async () => {
    await blobs?.stop();
    fs.rmSync(blobsDir, { recursive: true, force: true });
  });

  const lead = (marker: string) => JSON.stringify(contactLead(marker));
  const post = (body: string, origin = INTEGRATIONS_URL) =>
    new Request(`${INTEGRATIONS_URL}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin" },
      body,
    });
  const foreign = (body: string) =>
    new Request(`${INTEGRATIONS_URL}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body,
    });

  test("answers as gatsby serve does, keeps the lead in Netlify Blobs and limits each visitor", async ({ request }) => {
    const marker = `netlify-${Date.now()}`;
    const edge = (clientAddress: string): NetlifyEdge => ({
      clientAddress,
      siteId,
      deployId: "e2e-deploy",
      blobs: { url: blobsUrl, token },
    });
    const cases = [
      { request: post(lead(marker)), from: "203.0.113.7" },
      { request: foreign(lead(marker)), from: "203.0.113.7" },
      { request: post('{"formType": "contact", '), from: "203.0.113.7" },
      { request: post("[1, 2]"), from: "203.0.113.7" },
      // The limit is per visitor (LEAD_RATE_LIMIT=1 below): a second lead from the first address is refused,
      // one from another address is taken.
      { request: post(lead(`${marker}-again`)), from: "203.0.113.7" },
      { request: post(lead(`${marker}-other`)), from: "198.51.100.20" },
    ];
    const events = await Promise.all(cases.map((item) => lambdaEventOf(item.request.clone(), edge(item.from))));
    const handler = path.join(buildDir, ".netlify", "functions-internal", "leads-js", "leads-js.js");
    const { answers, log } = await invokeLambda(buildDir, handler, events, {
      NODE_ENV: "production",
      SITE_URL: INTEGRATIONS_URL,
      LEAD_OUTBOX_KEY: key,
      LEAD_RATE_LIMIT: "1",
    });

    // The same first four requests through `gatsby serve` (the integrations server), from its own client address.
    const served = [];
    for (const item of cases.slice(0, 4)) {
      const response = await request.fetch(item.request.url, {
        method: "POST",
        headers: Object.fromEntries(item.request.headers),
        data: await item.request.clone().text(),
      });
      served.push({ status: response.status(), json: await response.json().catch(() => undefined) });
    }
    const [accepted, refused, broken, notObject, limited, other] = answers;
    expect(accepted.status).toBe(served[0].status);
    expect(accepted.json).toEqual({ ok: true, id: expect.stringMatching(/^\d{8}-[0-9A-Z]{6}$/) });
    expect({ status: refused.status, json: refused.json }).toEqual(served[1]);
    expect(refused.status).toBe(403);
    // Broken JSON: 400 from both; `gatsby serve` answers with its body parser's HTML page, the function (as
    // serve:prod) with the JSON error the form shows.
    expect(broken.status).toBe(served[2].status);
    expect(broken.status).toBe(400);
    expect({ status: notObject.status, json: notObject.json }).toEqual(served[3]);
    expect(broken.json).toEqual(notObject.json);
    expect(limited.status).toBe(429);
    expect(other.status).toBe(200);
    for (const answer of answers) expect(answer.headers).not.toHaveProperty("access-control-allow-origin");
    expect(log).not.toMatch(/no client address|unexpected error|configuration:/);

    // Both leads wait in the site's Blobs store, sealed with the outbox key.
    const store = createNetlifyBlobsStore(
      { storeName: "leads", apiURL: blobsUrl, siteID: siteId },
      { LEAD_NETLIFY_TOKEN: token },
    );
    const stored = await loadLeads(store);
    const ids = stored.map((entry) => ("record" in entry ? entry.record.id : entry.unreadable));
    expect(ids.sort()).toEqual([(accepted.json as { id: string }).id, (other.json as { id: string }).id].sort());
    for (const entry of stored) expect(JSON.stringify(entry)).not.toContain(marker);
  });
});
