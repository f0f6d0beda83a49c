// The production server's Express app: /healthz, /api/leads, /api/alerts, then public/ as Gatsby serves it (pages at
// `/path/` from `path/index.html`, `/path` redirected 301 to `/path/`, the 404 page with status 404), with
// every public/_headers rule applied and precompressed twins when present; photo sizes by the image service
// (image-route.ts); the pages the build deferred rendered by Gatsby's engines on their first request
// (deferred-pages.ts). A path is answered in one spelling only, and the host files never (site-path.ts). No CORS
// headers: the site's own pages are its only callers.
import fs from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { notFoundPageOf } from "../../src/lib/i18n/not-found-page";
import { deferredPages } from "./deferred-pages";
import { alertRoute, leadRoute, type FunctionRoute } from "./function-route";
import { imageRoute } from "./image-route";
import { findPrecompressed, servePrecompressed } from "./precompressed";
import { readSiteHeaders } from "../../src/lib/server/site-header-rules";
import { applySiteHeaders, siteHeaders } from "./site-headers";
import { onePathSpelling, sitePath } from "./site-path";
import { thirdPartyProxy } from "./third-party-proxy";

export interface SiteApp {
  app: express.Express;
  leads: FunctionRoute;
  alerts: FunctionRoute;
  ruleCount: number;
  precompressedCount: number;
  /** Where the image service keeps the photo sizes it made, for the start-up line. */
  imageCache: string;
  /** The deferred pages and where they are kept, for the start-up line; undefined when the build deferred none. */
  deferredPages: string | undefined;
  /** From now on /healthz answers 503 and every response closes its connection. */
  markStopping(): void;
}

export async function createSiteApp(
  publicDir: string,
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<SiteApp> {
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir} holds no built site: run npm run build first`);
  const { headersFor, ruleCount } = readSiteHeaders(publicDir);
  const twins = await findPrecompressed(publicDir);
  const leads = leadRoute();
  const alerts = alertRoute();
  const images = await imageRoute(publicDir, env, log);
  const deferred = await deferredPages(publicDir, env, log);
  let stopping = false;

  // What gatsby serve does with a miss: the 404 page for a client that takes HTML, a plain 404 otherwise; the
  // Spanish one for a path under /es/ when the site has it.
  const notFound = (request: Request, response: Response) => {
    const localized = notFoundPageOf(sitePath(request));
    const page = fs.existsSync(path.join(publicDir, localized)) ? localized : "/404.html";
    applySiteHeaders(response, headersFor, page);
    // A twin chosen for a file that vanished since start leaves its coding and type behind.
    response.removeHeader("Content-Encoding");
    response.removeHeader("Content-Type");
    if (!request.accepts("html")) {
      response.status(404).type("text/plain").send("Not found\n");
      return;
    }
    response.status(404).sendFile(page.slice(1), { root: publicDir }, (error) => {
      if (error && !response.headersSent) response.type("text/plain").send("Not found\n");
    });
  };

  const app = express();
  app.disable("x-powered-by");
  app.use((_request: Request, response: Response, next: NextFunction) => {
    if (stopping) response.setHeader("Connection", "close");
    next();
  });
  app.use(onePathSpelling(notFound));
  // Only this spelling (Express matches any case and a trailing slash by default): nginx keeps /healthz from the
  // public, and blocks each spelling it would otherwise pass on (deploy/nginx/dealer-site.conf).
  const health = express.Router({ caseSensitive: true, strict: true });
  health.get("/healthz", (_request: Request, response: Response) => {
    response.setHeader("Cache-Control", "no-store");
    response
      .status(stopping ? 503 : 200)
      .type("text/plain")
      .send(stopping ? "stopping\n" : "ok\n");
  });
  app.use(health);
  app.use(leads.router);
  app.use(alerts.router);
  const proxy = thirdPartyProxy(env);
  if (proxy) app.use(proxy.path, proxy.handler);
  app.use(siteHeaders(headersFor));
  app.use(images.handler);
  app.use(servePrecompressed(publicDir, twins));
  // serve-static redirects a folder without its slash (301, query kept), which is Gatsby's trailingSlash: "always".
  app.use(express.static(publicDir, { redirect: true }));
  if (deferred) app.use(deferred.handler);
  app.use(notFound);
  return {
    app,
    leads,
    alerts,
    ruleCount,
    precompressedCount: twins.size,
    imageCache: images.describe(),
    deferredPages: deferred?.describe(),
    markStopping: () => {
      stopping = true;
    },
  };
}
