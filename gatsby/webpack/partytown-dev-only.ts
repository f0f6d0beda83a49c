import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";

// Gatsby's internal Partytown plugin has a browser API that does something only in `gatsby develop` (it returns
// at once in production), but it requires gatsby-script and Partytown's integration to do it, and a CommonJS
// require cannot be tree-shaken: 5.6 KB minified, 2.1 KB gzip, in every page's first load (measured). Off
// develop, its module is replaced by one without the API. A build with analytics still loads both through
// `<Script>` (src/components/analytics.tsx), which imports them itself.
const PARTYTOWN_BROWSER_API = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
const NO_BROWSER_API = path.resolve(__dirname, "../../src/browser/no-browser-api.ts");

export function partytownDevOnly({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(PARTYTOWN_BROWSER_API, NO_BROWSER_API)] });
}
