// The Netlify build: gatsby-adapter-netlify (pinned in package.json), switched on where the build runs on
// Netlify (NETLIFY=true) or is asked for (DEPLOY_TARGET=netlify, to check its output on any machine).
// Everywhere else no adapter runs, and Gatsby's own detection finds none either.
import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { siteLanguagesForBuild } from "../content/site-languages-for-build";
import { withLocalizedNotFound } from "./localized-not-found-routes";

type Env = Record<string, string | undefined>;

function buildsForNetlify(env: Env): boolean {
  return env.NETLIFY === "true" || env.DEPLOY_TARGET === "netlify";
}

/**
 * The adapter with one change: it writes no header rules of its own. public/_headers (gatsby/post-build/write-headers.ts)
 * already holds every rule this site sends; Gatsby's defaults that the adapter would add after them
 * (`X-Frame-Options: DENY`, `Referrer-Policy: same-origin`, `max-age=0` on `/*`, hashed scripts included)
 * would override ours on Netlify, where the later of two matching rules wins for a header. With `imageCDN`, a
 * vehicle photo's gallery sizes are Netlify Image CDN URLs (`/.netlify/images?url=/static/...`). Its routes
 * (`/api/leads` to the function, Partytown's proxy rewrites), functions and build cache are unchanged, but for
 * the 404 page per language (localized-not-found-routes.ts).
 */
function netlifyAdapter(): IAdapter {
  // imageCDN: the photo sizes the pages link to are Netlify Image CDN URLs of the photos the build publishes.
  const adapter = createNetlifyAdapter({ imageCDN: true });
  return {
    ...adapter,
    adapt: (context) =>
      adapter.adapt({
        get routesManifest() {
          return withLocalizedNotFound(context.routesManifest, siteLanguagesForBuild());
        },
        get functionsManifest() {
          return context.functionsManifest;
        },
        headerRoutes: [],
        pathPrefix: context.pathPrefix,
        trailingSlash: context.trailingSlash,
        get remoteFileAllowedUrls() {
          return context.remoteFileAllowedUrls;
        },
        reporter: context.reporter,
      }),
  };
}

/**
 * The adapter moves files in public/ to Netlify's routes (a page with a match path to `public/<path>/[...].html`)
 * and relies on its build cache, saved before the moves, to give the next build public/ as Gatsby left it. On
 * Netlify that cache is Netlify's; anywhere else it is `.netlify/build-cache`, where `netlify build` keeps it
 * (NETLIFY_LOCAL, the adapter's own switch). Without it a second build in the same folder fails: the moved page
 * data is missing.
 */
function keepBuildCacheLocally(env: Env): void {
  if (env.NETLIFY !== "true" && !process.env.NETLIFY_LOCAL) process.env.NETLIFY_LOCAL = "true";
}

/** The `adapter` entry of gatsby-config: the Netlify adapter, or none. */
export function adapterFor(env: Env): { adapter?: IAdapter } {
  if (!buildsForNetlify(env)) return {};
  keepBuildCacheLocally(env);
  return { adapter: netlifyAdapter() };
}
