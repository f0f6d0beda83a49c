import type { GatsbyNode } from "gatsby";

// Small modules that the header slice, the footer and the vehicle cards all use. Gatsby's chunk splitting
// copies them into two or three chunks of every first load (about 2.5 KB gzip measured on `/`); one named
// chunk holds them once. Matched by path, so a module that moves must move here too (`npm run bench` shows it).
const SHARED_SITE_MODULES = /[\\/]src[\\/](components[\\/]ui[\\/]icons\.tsx|lib[\\/]format\.ts)$/;

type CacheGroups = Record<string, unknown>;
interface SplitChunksConfig {
  optimization?: { splitChunks?: { cacheGroups?: CacheGroups } | false };
}

export const sharedSiteChunk: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as SplitChunksConfig;
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || !splitChunks.cacheGroups) return;
  splitChunks.cacheGroups.siteShared = {
    test: (module: { resource?: string }) => SHARED_SITE_MODULES.test(module.resource ?? ""),
    name: "site-shared",
    chunks: "async",
    priority: 15,
    enforce: true,
  };
  actions.replaceWebpackConfig(config);
};
