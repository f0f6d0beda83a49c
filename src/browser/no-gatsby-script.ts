// Stands in for gatsby-script in the browser bundle of a build without analytics (gatsby/webpack/
// third-party-script-code.ts): the Google tag is the site's only `<Script>`, and Gatsby's runtime re-exports the
// package from "gatsby", which kept its 2.9 KB minified in every page's first load. A `<Script>` drawn anyway
// says why it cannot run, rather than doing nothing.
export function Script(): never {
  throw new Error(
    "gatsby-script is left out of builds without GATSBY_GA_MEASUREMENT_ID (gatsby/webpack/third-party-script-code.ts)",
  );
}
