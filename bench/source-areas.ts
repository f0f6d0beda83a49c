// Names the part of the site a piece of browser script time belongs to, from the source file webpack's
// source map gives for it: the areas of the main-thread breakdown in bench/RESULTS.md.

/** Packages that are Gatsby's browser runtime or exist only for it. */
const GATSBY_RUNTIME = new Set([
  "gatsby",
  "@reach/router",
  "gatsby-react-router-scroll",
  "gatsby-script",
  "gatsby-page-utils",
  "shallow-compare",
  "mitt",
  "invariant",
]);

/** A source path (as webpack names it in a source map) as the area a person would name. */
export function areaOfSource(source: string): string {
  // Gatsby's maps name sources `webpack://<project>/./src/...`, `webpack://<project>/../node_modules/...`,
  // `webpack://<project>/javascript/node_modules/...` (its own runtime packages) and `webpack://<project>/webpack/...`.
  const normalized = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalized);
  if (pkg) {
    const name = pkg[1];
    if (name === "react-dom" || name === "react" || name === "scheduler") return "framework (react)";
    if (name.startsWith("@emotion/") || name === "stylis") return "emotion";
    // gatsby-link decides which pages to prefetch (IntersectionObserver on every link) and starts it.
    if (name === "gatsby-link") return "prefetching (gatsby-link)";
    if (GATSBY_RUNTIME.has(name) || name.startsWith("@gatsbyjs/")) {
      return /\/cache-dir\/prefetch\.js$/.test(normalized) ? "prefetching (gatsby-link)" : "framework (gatsby runtime)";
    }
    if (name === "gatsby-plugin-image") return "images (gatsby-plugin-image)";
    if (name === "gatsby-plugin-offline" || name.startsWith("workbox")) return "service worker";
    if (name === "@builder.io/partytown") return "third-party (partytown)";
    return `package ${name}`;
  }
  // Gatsby copies its browser runtime into .cache/ before bundling it.
  if (/(^|\/)\.cache\/prefetch\.js$/.test(normalized)) return "prefetching (gatsby-link)";
  if (/(^|\/)\.cache\/register-service-worker\.js$/.test(normalized)) return "service worker";
  if (/(^|\/)\.cache\//.test(normalized)) return "framework (gatsby runtime)";
  if (/(^|\/)src\/lib\/images\/|(^|\/)src\/components\/ui\/photo\./.test(normalized)) return "images (ours)";
  if (/(^|\/)src\/|^gatsby-(browser|ssr)\.[jt]sx?$/.test(normalized)) return "our components";
  if (/(^|\/)plugins\//.test(normalized)) return "service worker";
  // webpack's own chunk loader (`webpack/runtime/jsonp chunk loading`, `webpack/bootstrap`).
  if (/^webpack\//.test(normalized)) return "framework (webpack runtime)";
  return "other";
}

/** A script the CPU profile names with no source map entry (or none at all): still named, not lost. */
export function areaOfUnmappedScript(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return "other";
  }
  if (/\/sw\.js$|workbox/.test(pathname)) return "service worker";
  if (/\/~partytown\//.test(pathname)) return "third-party (partytown)";
  const file = pathname.split("/").pop() || pathname;
  return `script ${file}`;
}
