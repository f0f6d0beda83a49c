// Client bundles only: gatsby-plugin-image's lazy-hydrate chunk imports renderToStaticMarkup from
// react-dom/server, which would ship React's server renderer (~21 KB gzip) to every visitor. Point that
// import at src/lib/images/static-markup.ts in the browser builds; the SSR builds keep the real renderer.
import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";

export const STATIC_MARKUP_RENDERER = path.resolve(__dirname, "..", "src/lib/images/static-markup.ts");

/** The webpack stages that build JavaScript for the browser (build-html and develop-html are SSR). */
const BROWSER_STAGES: ReadonlySet<string> = new Set(["build-javascript", "develop"]);

interface WebpackConfigWithAliases {
  resolve?: { alias?: Record<string, unknown> };
}

/**
 * The aliases, exact-match (`$`) so react-dom/server.browser, react-dom/client etc. are untouched.
 * Gatsby itself aliases `react-dom` to the package folder, and webpack tries aliases in the order they
 * were declared, so `react-dom/server` is first rewritten to `<that folder>/server` and a plain
 * `react-dom/server$` added after it would never match: that rewritten request is aliased too.
 */
export function imageMarkupAliases(config: WebpackConfigWithAliases | undefined): Record<string, string> {
  const aliases: Record<string, string> = { "react-dom/server$": STATIC_MARKUP_RENDERER };
  const reactDom = config?.resolve?.alias?.["react-dom"];
  if (typeof reactDom === "string") aliases[`${reactDom}/server$`] = STATIC_MARKUP_RENDERER;
  return aliases;
}

export function aliasImageMarkupRenderer({ stage, actions, getConfig }: Pick<CreateWebpackConfigArgs, "stage" | "actions" | "getConfig">): void {
  if (!BROWSER_STAGES.has(stage)) return;
  actions.setWebpackConfig({ resolve: { alias: imageMarkupAliases(getConfig() as WebpackConfigWithAliases | undefined) } });
}
