// The Netlify build: gatsby-adapter-netlify (pinned in package.json), switched on where the build runs on
// Netlify (NETLIFY=true) or is asked for (DEPLOY_TARGET=netlify, to check its output on any machine).
// Everywhere else no adapter runs, and Gatsby's own detection finds none either.
import fs from "node:fs";
import path from "node:path";
import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";
import { withLocalizedNotFound } from "./localized-not-found-routes";
import { withFinishingEngineFunction } from "./ssr-function/bundle-finishing-function";
import { setting, type Env } from "../../src/lib/settings/setting";

/** A build for Netlify, whose photo sizes are Netlify Image CDN URLs. */
export function buildsForNetlify(env: Env): boolean {
  return setting(env, "NETLIFY") === "true" || setting(env, "DEPLOY_TARGET") === "netlify";
}

/**
 * The adapter with these changes: it writes no header rules of its own. public/_headers (gatsby/post-build/write-headers.ts)
 * already holds every rule this site sends; Gatsby's defaults that the adapter would add after them
 * (`X-Frame-Options: DENY`, `Referrer-Policy: same-origin`, `max-age=0` on `/*`, hashed scripts included)
 * would override ours on Netlify, where the later of two matching rules wins for a header. With `imageCDN`, a
 * vehicle photo's gallery sizes are Netlify Image CDN URLs (`/.netlify/images?url=/static/...`). Its routes
 * (`/api/leads` to the function, Partytown's proxy rewrites), functions and build cache are unchanged, but for
 * the 404 page per language (localized-not-found-routes.ts) and the function that renders deferred vehicle pages,
 * which finishes each page as the build does (ssr-function/).
 */
function netlifyAdapter(): IAdapter {
  // imageCDN: the photo sizes the pages link to are Netlify Image CDN URLs of the photos the build publishes.
  const adapter = createNetlifyAdapter({ imageCDN: true });
  const cache = adapter.cache;
  return {
    ...adapter,
    ...(cache ? { cache: { ...cache, restore: (args) => keepingCompiledFiles(async () => cache.restore(args)) } } : {}),
    adapt: async (context) => {
      const functionsManifest = await withFinishingEngineFunction(context.functionsManifest);
      return adapter.adapt({
        get routesManifest() {
          return withLocalizedNotFound(context.routesManifest, siteLanguagesForBuild());
        },
        functionsManifest,
        headerRoutes: [],
        pathPrefix: context.pathPrefix,
        trailingSlash: context.trailingSlash,
        get remoteFileAllowedUrls() {
          return context.remoteFileAllowedUrls;
        },
        reporter: context.reporter,
      });
    },
  };
}

/** Where Gatsby compiles gatsby-config.ts and gatsby-node.ts at the start of each build. */
const COMPILED_DIR = path.join(".cache", "compiled");

/**
 * Runs the adapter's cache restore without letting it bring back the last build's compiled gatsby-config and
 * gatsby-node. Gatsby 5.16 compiles them, then restores the cache (services/initialize.ts), and the cache holds
 * `.cache/compiled` as the last build left it: the build's workers and its gatsby-node would then be the
 * previous deploy's code (a new content rule or page would not take effect until the deploy after). The files
 * compiled for this build are read before the restore and written back after it.
 */
async function keepingCompiledFiles<T>(restore: () => Promise<T>, cwd = process.cwd()): Promise<T> {
  const dir = path.join(cwd, COMPILED_DIR);
  const fresh = fs.existsSync(dir)
    ? fs.readdirSync(dir).map((name) => ({ name, bytes: fs.readFileSync(path.join(dir, name)) }))
    : [];
  const result = await restore();
  if (fresh.length > 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const { name, bytes } of fresh) fs.writeFileSync(path.join(dir, name), bytes);
  }
  return result;
}

/**
 * The adapter moves files in public/ to Netlify's routes (a page with a match path to `public/<path>/[...].html`)
 * and relies on its build cache, saved before the moves, to give the next build public/ as Gatsby left it. On
 * Netlify that cache is Netlify's; anywhere else it is `.netlify/build-cache`, where `netlify build` keeps it
 * (NETLIFY_LOCAL, the adapter's own switch). Without it a second build in the same folder fails: the moved page
 * data is missing.
 */
function keepBuildCacheLocally(env: Env): void {
  if (setting(env, "NETLIFY") !== "true" && !setting(process.env, "NETLIFY_LOCAL")) process.env.NETLIFY_LOCAL = "true";
}

/** The `adapter` entry of gatsby-config: the Netlify adapter, or none. */
export function adapterFor(env: Env): { adapter?: IAdapter } {
  if (!buildsForNetlify(env)) return {};
  keepBuildCacheLocally(env);
  return { adapter: netlifyAdapter() };
}
