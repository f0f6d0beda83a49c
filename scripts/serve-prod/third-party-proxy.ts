// /__third-party-proxy: with analytics on, Partytown's worker fetches the Google tag through the site's own
// origin, and gatsby serve answers it with Gatsby's proxy for the URLs gatsby-config lists. This server
// mounts the same module with the same list (read from the environment, as gatsby-config does), and nothing
// when analytics is off. A request sent with Global Privacy Control (`Sec-GPC: 1`) is refused before anything is
// fetched: the page does not start the tag for such a browser (src/lib/privacy/privacy-choice.ts), and the server
// holds to it too.
import { createRequire } from "node:module";
import path from "node:path";
import type { RequestHandler } from "express";
import type { partytownProxy } from "gatsby/dist/internal-plugins/partytown/proxy";
import { platformPartytownProxiedUrls } from "../../gatsby/platform/platform-config";

interface ProxyModule {
  partytownProxy: typeof partytownProxy;
  thirdPartyProxyPath: string;
}

export function thirdPartyProxy(env: NodeJS.ProcessEnv): { path: string; handler: RequestHandler } | undefined {
  const urls = platformPartytownProxiedUrls(env);
  if (urls.length === 0) return undefined;
  // Gatsby's own file, resolved from the site's folder: a plain require, past the test suite's `gatsby` alias.
  const load = createRequire(path.resolve("package.json"));
  const proxy = load("gatsby/dist/internal-plugins/partytown/proxy") as ProxyModule;
  const fetchTag = proxy.partytownProxy(urls);
  const handler: RequestHandler = (request, response, next) => {
    if (request.get("sec-gpc")?.trim() === "1") {
      response.status(403).type("text/plain").send("Global Privacy Control is on: no analytics tag for this browser\n");
      return;
    }
    fetchTag(request, response, next);
  };
  return { path: proxy.thirdPartyProxyPath, handler };
}
