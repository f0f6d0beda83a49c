// Deferred pages (VEHICLE_PAGES_AT_BUILD, src/lib/vehicle-pages/deferred-vehicle-pages.ts): a page the build left for
// its first request is rendered here by Gatsby's own engines from the build's .cache/ (query-engine, page-ssr and
// the data store), as `gatsby serve` does, then finished by the build's last pass (src/lib/html/finish-page.ts: the
// Content-Security-Policy, the app started after the first paint, the CSS in <head>) so it is the page the build
// would have written. Its HTML and page data (/page-data/<path>/page-data.json, which the loader and prefetching
// ask for) are kept with their brotli and gzip copies in a folder of this build's own, within a bound
// (deferred-page-settings.ts; the image service's disk cache), and answered like built files. A path that is not a
// deferred page goes on to the 404 page and writes nothing.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { finishPage } from "../../src/lib/html/finish-page";
import { PhotoDiskCache } from "../../src/lib/images/photo-disk-cache";
import { SingleFlight } from "../../src/lib/images/single-flight";
import { preferredEncoding, type Precompressed } from "../../src/lib/server/accept-encoding";
import { deferredPageCacheSettings } from "../../src/lib/server/deferred-page-settings";
import {
  DEFERRED_PAGES_FILE,
  readDeferredPagesFile,
  type DeferredPagesFile,
} from "../../src/lib/vehicle-pages/deferred-pages-file";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The parts of Gatsby's engines this route calls (node_modules/gatsby/dist/utils/page-ssr-module/entry.js). */
interface EnginePage {
  mode: "SSG" | "DSG" | "SSR";
  path: string;
}
interface PageSsrModule {
  findEnginePageByPath(pathName: string): EnginePage | undefined;
  getData(args: { pathName: string; graphqlEngine: unknown; req: Partial<Request> }): Promise<unknown>;
  renderHTML(args: { data: unknown }): Promise<string>;
  renderPageData(args: { data: unknown }): Promise<unknown>;
}
interface QueryEngineModule {
  GraphQLEngine: new (options: { dbPath: string }) => unknown;
}

type Kind = "html" | "json";
type Coding = "id" | Precompressed;
const CODINGS: readonly Coding[] = ["id", "br", "gzip"];
const NAMES = {
  key: /^[0-9a-f]{32}\.(html|json)\.(id|br|gzip)$/,
  temporary: /^[0-9a-f]{32}\.(html|json)\.(id|br|gzip)\.\d+\.\d+\.tmp$/,
};
const CONTENT_TYPE: Record<Kind, string> = { html: "text/html; charset=utf-8", json: "application/json" };
const PAGE_DATA = /^\/page-data\/(.+)\/page-data\.json$/;

const keyOf = (kind: Kind, pagePath: string, coding: Coding) =>
  `${createHash("md5").update(pagePath).digest("hex")}.${kind}.${coding}`;

export interface DeferredPages {
  handler(request: Request, response: Response, next: NextFunction): void;
  /** For the start-up line. */
  describe(): string;
}

/** The engines of the build in `projectDir`; an Error saying what to deploy when the build deferred pages without them. */
function loadEngines(projectDir: string, file: DeferredPagesFile) {
  const cache = path.join(projectDir, ".cache");
  const missing = ["query-engine", "page-ssr", path.join("data", "datastore")].filter(
    (part) => !fs.existsSync(path.join(cache, part)),
  );
  if (missing.length > 0)
    throw new Error(
      `the build deferred ${file.deferred} pages (VEHICLE_PAGES_AT_BUILD), but ${missing.map((part) => `.cache/${part}`).join(", ")} ${missing.length === 1 ? "is" : "are"} missing: deploy .cache/query-engine, .cache/page-ssr and .cache/data/datastore with public/ (docs/deployment.md)`,
    );
  // CommonJS bundles the build wrote, loaded as gatsby serve loads them.
  const load = createRequire(path.join(cache, "index.js"));
  const { GraphQLEngine } = load("./query-engine") as QueryEngineModule;
  const pages = load("./page-ssr") as PageSsrModule;
  return { pages, graphqlEngine: new GraphQLEngine({ dbPath: path.join(cache, "data", "datastore") }) };
}

/** The route for the build in `publicDir`'s project, or undefined when that build deferred no page. */
export async function deferredPages(
  publicDir: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<DeferredPages | undefined> {
  const projectDir = path.dirname(path.resolve(publicDir));
  const file = readDeferredPagesFile(path.join(projectDir, DEFERRED_PAGES_FILE));
  if (!file || file.deferred === 0) return undefined;
  const { pages, graphqlEngine } = loadEngines(projectDir, file);
  const settings = deferredPageCacheSettings(env, publicDir);
  await removeOtherBuilds(settings.dir, file.buildId);
  const cache = await PhotoDiskCache.open(path.join(settings.dir, file.buildId), settings.maxBytes, NAMES);
  const flights = new SingleFlight<Map<Coding, Buffer>>();

  /** The page's three codings, rendered and stored once however many ask at once. */
  const render = (kind: Kind, pagePath: string) =>
    flights.run(`${kind}:${pagePath}`, async () => {
      const data = await pages.getData({ pathName: pagePath, graphqlEngine, req: { url: pagePath, headers: {} } });
      const text =
        kind === "html"
          ? finishPage(await pages.renderHTML({ data }), file.policy).html
          : JSON.stringify(await pages.renderPageData({ data }));
      const raw = Buffer.from(text);
      const bodies = new Map<Coding, Buffer>([
        ["id", raw],
        ["br", await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })],
        ["gzip", await gzip(raw, { level: 9 })],
      ]);
      for (const coding of CODINGS) await cache.store(keyOf(kind, pagePath, coding), bodies.get(coding)!);
      return bodies;
    }).result;

  const send = async (request: Request, response: Response, kind: Kind, pagePath: string) => {
    const coding: Coding = preferredEncoding(request.get("accept-encoding"), ["br", "gzip"]) ?? "id";
    const body = (await cache.lookup(keyOf(kind, pagePath, coding))) ?? (await render(kind, pagePath)).get(coding)!;
    response.setHeader("Content-Type", CONTENT_TYPE[kind]);
    response.setHeader("Vary", "Accept-Encoding");
    if (coding !== "id") response.setHeader("Content-Encoding", coding);
    response.status(200).send(body);
  };

  const handler = (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const pageData = PAGE_DATA.exec(request.path);
    const kind: Kind = pageData ? "json" : "html";
    if (kind === "html" && !request.accepts("html")) return next();
    const asked = pageData ? `/${pageData[1]}/` : request.path;
    const page = pages.findEnginePageByPath(asked);
    if (page?.mode !== "DSG") return next();
    // One spelling, as built pages: `/vehicles/x` is sent to `/vehicles/x/` (with its query).
    if (kind === "html" && !request.path.endsWith("/")) {
      const query = request.originalUrl.slice(request.path.length);
      return response.redirect(301, `${request.path}/${query}`);
    }
    send(request, response, kind, page.path).catch((error: unknown) => {
      log(`serve:prod: the deferred page ${page.path} could not be rendered: ${(error as Error).message}`);
      if (response.headersSent) return response.end();
      response.removeHeader("Content-Encoding");
      response.status(500);
      if (kind === "json") return response.type("text/plain").send("Internal server error\n");
      response.sendFile("500.html", { root: publicDir }, (sendError) => {
        if (sendError && !response.headersSent) response.type("text/plain").send("Internal server error\n");
      });
    });
  };

  return {
    handler,
    describe: () =>
      `${file.deferred} deferred pages rendered on their first request, kept in ${cache.dir} (at most ${Math.round(settings.maxBytes / 1024 / 1024)} MB)`,
  };
}

/** The folders of earlier builds' pages: a new build's pages replace them all. */
async function removeOtherBuilds(dir: string, buildId: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true });
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && /^[0-9a-f]{32}$/.test(entry.name) && entry.name !== buildId)
      await fs.promises.rm(path.join(dir, entry.name), { recursive: true, force: true });
  }
}
