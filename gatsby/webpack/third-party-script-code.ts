import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";

// Gatsby's internal Partytown plugin has a browser API that does something only in `gatsby develop` (it returns
// at once in production), but it requires gatsby-script and Partytown's integration to do it, and a CommonJS
// require cannot be tree-shaken. Off develop, its module is replaced by one without the API. And Gatsby's runtime
// re-exports gatsby-script from "gatsby", which kept it in the app chunk though nothing drew a `<Script>`: in a
// build without analytics (the site's only `<Script>`, src/components/analytics-slot.ts) it is replaced too.
// Together 5.8 KB minified, 2.2 KB gzip of every page's first load (measured). A build with analytics loads
// both through `<Script>` as before.
const PARTYTOWN_BROWSER_API = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
const NO_BROWSER_API = path.resolve(__dirname, "../../src/browser/no-browser-api.ts");
const NO_GATSBY_SCRIPT = path.resolve(__dirname, "../../src/browser/no-gatsby-script.ts");

export function thirdPartyScriptCode({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(PARTYTOWN_BROWSER_API, NO_BROWSER_API)],
    ...(process.env.GATSBY_GA_MEASUREMENT_ID ? {} : { resolve: { alias: { "gatsby-script$": NO_GATSBY_SCRIPT } } }),
  });
}
