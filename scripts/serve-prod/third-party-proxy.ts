// /__third-party-proxy: with analytics on, Partytown's worker fetches the Google tag through the site's own
// origin, and gatsby serve answers it with Gatsby's proxy for the URLs gatsby-config lists. This server
// mounts the same module with the same list (read from the environment, as gatsby-config does), and nothing
// when analytics is off.
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
  return { path: proxy.thirdPartyProxyPath, handler: proxy.partytownProxy(urls) };
}
